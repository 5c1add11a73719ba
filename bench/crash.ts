/**
 * The crash suite (docs/money.md I12): a real server process takes money requests with idempotency keys
 * and is killed with SIGKILL at a random moment, then started again, for CRASH_CYCLES cycles (50 by
 * default) on SQLite and (when reachable) PostgreSQL. After each restart:
 *   - every request that was answered is replayed with its key and must get the same answer;
 *   - every request that was not answered is sent again with its key: it was either applied once
 *     before the crash (the stored answer comes back) or not at all (it runs now), never half;
 *   - every balance equals a model that applies exactly the answered-ok effects;
 *   - the ledger checker holds.
 * Run: `npm run bench:crash` (optional: CRASH_CYCLES=50 CRASH_SEED=1). A script, not a test: it
 * exits 1 on the first broken promise and prints what broke.
 */
import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import {
  PRODUCTS_BUY,
  WALLET_CREATE_RECHARGE,
  WALLET_CREATE_WITHDRAWAL,
  WALLET_SUMMARY,
  LEDGER_OPS_CHECK,
  WALLET_OPS_COMPLETE_WITHDRAWAL,
  WALLET_OPS_CONFIRM_RECHARGE,
  WALLET_OPS_REJECT_WITHDRAWAL,
  pathOf,
} from '@app/contracts'
import type { Dialect } from '../server/src/db/database.ts'
import { postgresAvailable } from '../server/src/testing/databases.ts'
import { PASSWORD_GUESSES_PER_TEN_MINUTES } from '../server/src/modules/auth/index.ts'
import { withdrawalOf } from '../server/src/testing/factories.ts'
import { kill, send, startServer, type Answer, type Server } from '../server/src/testing/server-process.ts'
import { PRICE, prepare, type World } from '../server/src/testing/money-world.ts'

const CYCLES = Number(process.env.CRASH_CYCLES ?? 50)
const WORKERS = 12

let seed = Number(process.env.CRASH_SEED ?? 20261124)
function random(n: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed % n
}

interface Sent {
  kind: 'buy' | 'withdraw' | 'recharge' | 'confirm' | 'complete' | 'reject'
  userId: number
  method: string
  path: string
  token: string
  body?: unknown
  key?: string
  amount: number
  /** The recharge or withdrawal an operator action is about. */
  target?: number
  answer?: Answer
}

/**
 * When each user confirmed their password, as a withdrawal asks them to (and its replay again). The
 * product allows ten confirmations in ten minutes (`PASSWORD_GUESSES_PER_TEN_MINUTES`), the right
 * password included, and answers 429 past them: a user of this run withdraws only while two more fit
 * in the last ten minutes, the request's and its replay's after the restart.
 */
const passwordConfirmations = new Map<number, number[]>()

function mayConfirmPasswordTwice(userId: number): boolean {
  const now = Date.now()
  const recent = (passwordConfirmations.get(userId) ?? []).filter((at) => now - at < 10 * 60_000)
  passwordConfirmations.set(userId, recent)
  if (recent.length + 2 > PASSWORD_GUESSES_PER_TEN_MINUTES) return false
  recent.push(now, now)
  return true
}

function nextRequest(world: World): Sent {
  const choice = random(10)
  const user = world.users[random(world.users.length)]!
  const asUser = (kind: Sent['kind'], p: string, body: unknown, amount: number): Sent => ({
    kind,
    userId: user.id,
    method: 'POST',
    path: p,
    token: user.token,
    body,
    key: randomUUID(),
    amount,
  })
  const recharge = choice === 6 ? world.pendingRecharges.shift() : undefined
  if (recharge) {
    return {
      kind: 'confirm',
      userId: recharge.userId,
      method: 'POST',
      path: pathOf(WALLET_OPS_CONFIRM_RECHARGE, { id: recharge.id }),
      token: world.operatorToken,
      body: { reference: `CRASH-R${recharge.id}` },
      amount: recharge.amount,
      target: recharge.id,
    }
  }
  const withdrawal = choice >= 7 ? world.pendingWithdrawals.shift() : undefined
  if (withdrawal) {
    const reject = choice === 7
    return {
      kind: reject ? 'reject' : 'complete',
      userId: withdrawal.userId,
      method: 'POST',
      path: reject
        ? pathOf(WALLET_OPS_REJECT_WITHDRAWAL, { id: withdrawal.id })
        : pathOf(WALLET_OPS_COMPLETE_WITHDRAWAL, { id: withdrawal.id }),
      token: world.operatorToken,
      body: reject ? { reason: 'crash test' } : { reference: `CRASH-W${withdrawal.id}` },
      amount: withdrawal.amount,
      target: withdrawal.id,
    }
  }
  if (choice <= 2)
    return asUser(
      'buy',
      pathOf(PRODUCTS_BUY, { id: world.productId }),
      { wallet: 'balance', expectedPrice: String(PRICE) },
      PRICE,
    )
  if (choice <= 4 && mayConfirmPasswordTwice(user.id)) {
    const amount = 1000 + random(5000)
    return asUser('withdraw', WALLET_CREATE_WITHDRAWAL.path, withdrawalOf(amount), amount)
  }
  const amount = 1000 + random(9000)
  return asUser(
    'recharge',
    WALLET_CREATE_RECHARGE.path,
    { amount: String(amount), membershipNumber: 'M-1', payerAccount: 'P-1', channelId: world.channelId },
    amount,
  )
}

/** What an ok answer does to the model and to the queues the operator works from. */
function apply(world: World, r: Sent): void {
  const model = world.model
  const ok = r.answer?.status === 200
  if (!ok) return
  const data = (r.answer!.body as { data: { id?: number } }).data
  if (r.kind === 'buy') model.set(r.userId, model.get(r.userId)! - r.amount)
  if (r.kind === 'withdraw') {
    model.set(r.userId, model.get(r.userId)! - r.amount)
    world.pendingWithdrawals.push({ id: data.id!, userId: r.userId, amount: r.amount })
  }
  if (r.kind === 'recharge') world.pendingRecharges.push({ id: data.id!, userId: r.userId, amount: r.amount })
  if (r.kind === 'confirm') model.set(r.userId, model.get(r.userId)! + r.amount)
  if (r.kind === 'reject') model.set(r.userId, model.get(r.userId)! + r.amount)
}

function isDecided(answer: { body: unknown }): boolean {
  const msg = (answer.body as { msg?: string }).msg ?? ''
  return /decided|already/i.test(msg)
}

function fail(message: string, detail?: unknown): never {
  console.error(`BROKEN: ${message}`)
  if (detail !== undefined) console.error(JSON.stringify(detail, null, 2))
  process.exit(1)
}

interface Tally {
  sent: number
  answered: number
  unanswered: number
  replayedSame: number
  unansweredApplied: number
  unansweredRunAfter: number
  unansweredRefused: number
}

/** Fires requests until the kill lands; returns them with their answers (or none). */
async function fire(world: World, server: Server, killAfterMs: number): Promise<Sent[]> {
  const sent: Sent[] = []
  let dead = false
  const killed = new Promise<void>((resolve) =>
    setTimeout(() => {
      dead = true
      void kill(server).then(resolve)
    }, killAfterMs),
  )
  const worker = async () => {
    while (!dead) {
      const r = nextRequest(world)
      sent.push(r)
      r.answer = await send(server.base, r)
      if (r.answer) apply(world, r)
      if (!r.answer) return
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  await killed
  return sent
}

/** After the restart: every answer replays, every unanswered request resolves to applied-once or not. */
async function verify(world: World, server: Server, sent: Sent[], tally: Tally): Promise<void> {
  for (const r of sent) {
    tally.sent += 1
    if (r.answer) {
      tally.answered += 1
      if (r.answer.status >= 500) fail(`${r.method} ${r.path} answered ${r.answer.status}`, r.answer.body)
      if (!r.key) continue
      const again = await send(server.base, r)
      if (!again || again.status !== r.answer.status || !isDeepStrictEqual(again.body, r.answer.body)) {
        fail(`the answer to ${r.method} ${r.path} (key ${r.key}) did not survive the crash`, {
          before: r.answer,
          after: again,
        })
      }
      tally.replayedSame += 1
      continue
    }
    tally.unanswered += 1
    const again = await send(server.base, r)
    if (!again || again.status >= 500) fail(`${r.method} ${r.path} after the restart`, again)
    r.answer = again
    if (again.status === 200) {
      // Either the stored answer of an effect that committed before the kill, or the effect now: once.
      if (again.replayed) tally.unansweredApplied += 1
      else tally.unansweredRunAfter += 1
      apply(world, r)
    } else if (isDecided(again) && (r.kind === 'confirm' || r.kind === 'reject' || r.kind === 'complete')) {
      // An operator decision carries no key: "already decided" means it committed before the kill.
      tally.unansweredApplied += 1
      r.answer = { status: 200, body: { data: {} } }
      apply(world, r)
    } else {
      tally.unansweredRefused += 1
    }
  }
  for (const u of world.users) {
    const wallet = await send(server.base, { method: 'GET', path: WALLET_SUMMARY.path, token: u.token })
    const balance = Number((wallet?.body as { data?: { balance?: string } })?.data?.balance)
    if (balance !== world.model.get(u.id)) {
      fail(`user ${u.id}'s balance is ${balance}, the answered requests say ${world.model.get(u.id)}`)
    }
  }
  const check = await send(server.base, {
    method: 'GET',
    path: LEDGER_OPS_CHECK.path,
    token: world.operatorToken,
  })
  const report = (check?.body as { data?: { ok?: boolean } })?.data
  if (!report?.ok) fail('the ledger checker found a broken invariant', check?.body)
}

async function runDialect(dialect: Dialect): Promise<void> {
  const started = Date.now()
  const world = await prepare(dialect)
  const tally: Tally = {
    sent: 0,
    answered: 0,
    unanswered: 0,
    replayedSame: 0,
    unansweredApplied: 0,
    unansweredRunAfter: 0,
    unansweredRefused: 0,
  }
  try {
    let server = await startServer(world.env)
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const sent = await fire(world, server, 150 + random(1200))
      server = await startServer(world.env)
      await verify(world, server, sent, tally)
      process.stdout.write(`\r${dialect}: cycle ${cycle}/${CYCLES}, ${tally.sent} requests`)
    }
    await kill(server)
  } finally {
    await world.drop()
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(
    `\n${dialect}: ${CYCLES} kill -9 cycles in ${seconds} s; ${tally.sent} money requests, ` +
      `${tally.answered} answered (${tally.replayedSame} keyed answers replayed identically after restart), ` +
      `${tally.unanswered} cut off by the kill: ${tally.unansweredApplied} had committed before it, ` +
      `${tally.unansweredRunAfter} ran once when sent again, ` +
      `${tally.unansweredRefused} refused when sent again; balances matched the model and the checker held after every cycle`,
  )
}

for (const dialect of (await postgresAvailable())
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const)) {
  await runDialect(dialect)
}
