/**
 * "Forgot password" against a real server process with a real SMS gateway on 127.0.0.1, in one
 * run: the gateway up, answering 503, and hanging (holding every request until the run ends). For
 * each, FORGOT_REQUESTS answers for registered phones and as many for unknown phones, timed from
 * outside; then how many codes reached the gateway once it was up again. The promise measured: the
 * answer does not wait for the gateway and does not tell who is registered.
 * Run: `npm run bench:forgot` (optional: FORGOT_REQUESTS=20, at most 60).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { AUTH_FORGOT_PASSWORD } from '@app/contracts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import { buildUser } from '../server/src/testing/factories.ts'
import { inProcessServer } from '../server/src/testing/in-process.ts'
import { kill, newDatabase, startServer } from '../server/src/testing/server-process.ts'

const REQUESTS = Math.min(60, Number(process.env.FORGOT_REQUESTS ?? 20))
type Mode = 'up' | 'down' | 'hang'

async function startGateway() {
  let mode: Mode = 'up'
  const delivered = new Set<string>()
  const held: http.ServerResponse[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (mode === 'down') return void response.writeHead(503).end()
      if (mode === 'hang') return void held.push(response)
      delivered.add((JSON.parse(body) as { to: string }).to)
      response.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    delivered,
    setMode: (next: Mode) => {
      mode = next
      if (next !== 'hang') held.splice(0).forEach((r) => r.writeHead(503).end())
    },
    close: () => {
      held.splice(0).forEach((r) => r.destroy())
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

interface Timed {
  times: number[]
  bodies: Set<string>
}

/** Registered and unknown phones alternate, so neither kind gets the warm-up or the quiet moments. */
async function timeForgot(base: string, registered: string[], unknown: string[]) {
  const known: Timed = { times: [], bodies: new Set() }
  const strangers: Timed = { times: [], bodies: new Set() }
  for (let i = 0; i < registered.length; i++) {
    for (const [phone, into] of [
      [registered[i]!, known],
      [unknown[i]!, strangers],
    ] as const) {
      const started = performance.now()
      const response = await fetch(base + AUTH_FORGOT_PASSWORD.path, {
        method: AUTH_FORGOT_PASSWORD.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone }),
      })
      into.bodies.add(`${response.status} ${await response.text()}`)
      into.times.push(performance.now() - started)
    }
  }
  const summary = (t: Timed) => ({ median: median(t.times), max: Math.max(...t.times), bodies: t.bodies })
  return { known: summary(known), strangers: summary(strangers) }
}

async function main(): Promise<void> {
  const gateway = await startGateway()
  const { database, env, drop } = await newDatabase('sqlite')
  await migrateToLatest(database)
  const { app, ctx } = await inProcessServer(database)
  const modes: Mode[] = ['up', 'down', 'hang']
  const registered = new Map<Mode, string[]>()
  for (const mode of modes) {
    const phones: string[] = []
    for (let i = 0; i < REQUESTS; i++) phones.push((await buildUser(ctx)).phone)
    registered.set(mode, phones)
  }
  await app.close()
  await database.close()
  const server = await startServer(env, { SMS_WEBHOOK_URL: gateway.url, LOG_LEVEL: 'warn' })
  try {
    console.log(
      `forgot-password, ${REQUESTS} registered and ${REQUESTS} unknown phones per gateway state, one at a time`,
    )
    console.log('gateway      registered median / max    unknown median / max    same answer')
    let unknown = 5_559_000_000
    for (const mode of modes) {
      gateway.setMode(mode)
      const { known, strangers } = await timeForgot(
        server.base,
        registered.get(mode)!,
        Array.from({ length: REQUESTS }, () => String(unknown++)),
      )
      const same = known.bodies.size === 1 && [...known.bodies][0] === [...strangers.bodies][0]
      console.log(
        `${mode.padEnd(12)} ${known.median.toFixed(1).padStart(8)} / ${known.max.toFixed(1).padEnd(8)} ms` +
          `   ${strangers.median.toFixed(1).padStart(8)} / ${strangers.max.toFixed(1).padEnd(8)} ms   ${same ? 'yes' : `NO: ${[...known.bodies, ...strangers.bodies].join(' | ')}`}`,
      )
    }
    // The gateway recovers: the codes of the down and hanging rounds are retried and arrive.
    gateway.setMode('up')
    const waiting = [...registered.values()].flat()
    const until = Date.now() + 20_000
    while (waiting.some((p) => !gateway.delivered.has(p)) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const arrived = waiting.filter((p) => gateway.delivered.has(p)).length
    console.log(`after recovery: ${arrived} of ${waiting.length} codes reached the gateway within 20 s`)
  } finally {
    await kill(server)
    await gateway.close()
    await drop()
  }
}

await main()
