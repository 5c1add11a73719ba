import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_LOGIN } from '@app/contracts'
import type { Dialect } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { testDialects } from './testing/databases.ts'
import { buildUser } from './testing/factories.ts'
import { inProcessServer } from './testing/in-process.ts'
import { kill, newDatabase, startServer, type Server } from './testing/server-process.ts'
import { sliceOfDialects } from './testing/slow-tier.ts'

/** The burst: sign-ins sent at once from one IPv6 /48, spread over its /56s and /64s. */
const BURST = 400
/** Accounts the burst guesses passwords of (a few guesses each, under the phone's limit), besides unknown phones. */
const GUESSED_ACCOUNTS = 20

// Slow by nature (a real server process on each database, hashing at production cost): the slow
// tier's slice takes one database a run.
const dialects = sliceOfDialects(await testDialects(), 1)

interface Account {
  phone: string
  password: string
}

/** Accounts made in process (at production hashing cost, as the server will check them) before it starts. */
async function prepareAccounts(dialect: Dialect) {
  const { database, env, drop } = await newDatabase(dialect)
  await migrateToLatest(database)
  const { app, ctx } = await inProcessServer(database)
  const user = await buildUser(ctx)
  const guessed: Account[] = []
  for (let i = 0; i < GUESSED_ACCOUNTS; i++) guessed.push(await buildUser(ctx))
  await app.close()
  await database.close()
  return { env, drop, user, guessed }
}

/** One sign-in as a browser behind the balancer sends it, with the client's address forwarded. */
async function signIn(server: Server, account: Account, address: string, agent: string) {
  const started = performance.now()
  const response = await fetch(server.base + AUTH_LOGIN.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': agent },
    body: JSON.stringify({ phone: account.phone, password: account.password }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as { code: number }
  return { status: response.status, code: body.code, ms: performance.now() - started }
}

/** The i-th address of the flood: another /56 and /64 of 2001:db8:7700::/48 each time. */
const floodAddress = (i: number) =>
  `2001:db8:7700:${(i % 250).toString(16)}${(i % 7).toString(16)}0::${i + 1}`

describe.each(dialects)('a flood of sign-ins from one IPv6 /48 (%s)', (dialect) => {
  let accounts: Awaited<ReturnType<typeof prepareAccounts>>
  let server: Server | undefined

  beforeAll(async () => {
    accounts = await prepareAccounts(dialect)
    server = await startServer(accounts.env, { TRUST_PROXY: '1' })
  }, 120_000)
  afterAll(async () => {
    if (server) await kill(server)
    await accounts?.drop()
  })

  it("leaves another user's sign-in answering 200 within a second", { timeout: 120_000 }, async () => {
    const running = server as Server
    // The same sign-in with no flood (from another browser, so the device is new both times): how
    // long this machine takes anyway, printed beside the figure under the flood.
    const quiet = await signIn(running, accounts.user, '198.51.100.24', 'Mozilla/5.0 (X11; Linux x86_64)')
    const flood = Array.from({ length: BURST }, (_, i) => {
      const guessed = accounts.guessed[i % (GUESSED_ACCOUNTS * 4)]
      // A quarter guesses passwords of real accounts; the rest tries phones nobody has.
      const account = guessed
        ? { phone: guessed.phone, password: `wrong-guess-${i}` }
        : { phone: `7${String(900_000_000 + i)}`, password: `stuffed-${i}` }
      return signIn(running, account, floodAddress(i), 'flood/1.0')
    })
    // The burst is in: the hashing queue is full of it.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const legitimate = await signIn(
      running,
      accounts.user,
      '198.51.100.23',
      'Mozilla/5.0 (Linux; Android 14)',
    )
    const answers = await Promise.all(flood)

    const busy = answers.filter((a) => a.status === 503).length
    // The server's own time for the one sign-in that succeeded, from its request log line.
    const served = running.output
      .join('')
      .split('\n')
      .findLast((line) => line.includes('"status":200') && line.includes(AUTH_LOGIN.path))
    const serverMs = /"ms":([0-9.]+)/.exec(served ?? '')?.[1]
    console.log(
      `sign-in flood [${dialect}]: legitimate ${Math.round(legitimate.ms)} ms (${serverMs} ms in the server; ${Math.round(quiet.ms)} ms with no flood), ${busy} of ${BURST} busy`,
    )
    expect(legitimate).toMatchObject({ status: 200, code: 200 })
    expect(legitimate.ms).toBeLessThan(1000)
    // The flood got only refusals: wrong passwords, its limits, or "busy", each logged as a refusal
    // (a warn line), not as the server failing.
    expect(answers.every((a) => a.code !== 200)).toBe(true)
    expect(running.output.join('')).not.toContain('"level":"error"')
  })
})
