/**
 * The SQLite driver alone: this checkout's purchase transaction (a batch of one and its kept
 * answer, as the server runs a request that comes alone) through this checkout's connection and
 * through a base checkout's (its own `openDatabase`, with its own node_modules: before decision
 * 0080, better-sqlite3), on one database file, in one process, interleaved (base, this, this,
 * base, …). The app's code is the same on both sides; only the driver differs. Wall time includes
 * the commit's flush (`synchronous=FULL`); CPU is this process's user and system time per
 * transaction, what the driver costs whatever the disk does.
 *
 * Run: `BASE_CHECKOUT=<path of the base's checkout> node --import tsx bench/sqlite-driver.ts`
 * (optional: BENCH_EACH=1500, the transactions timed on each side, after 100 each untimed).
 * A script, not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Database, openDatabase } from '../server/src/db/database.ts'
import { inTransaction } from '../server/src/db/transaction.ts'
import { keepAnswers } from '../server/src/lib/idempotency.repo.ts'
import { userSessionIsLive } from '../server/src/modules/auth/sessions/sessions.repo.ts'
import { buyMany } from '../server/src/modules/products/buy.service.ts'
import { moneyLimitsOff } from '../server/src/testing/context.ts'
import { createTestDatabase } from '../server/src/testing/databases.ts'
import { buildProduct, buildUser, fundUser } from '../server/src/testing/factories.ts'
import { inProcessServer } from '../server/src/testing/in-process.ts'

const BASE = process.env.BASE_CHECKOUT
if (!BASE) throw new Error('BASE_CHECKOUT: the path of the base commit checked out, with its node_modules')
const EACH = Number(process.env.BENCH_EACH ?? 1500)
const WARM = 100

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sqlite-driver-'))
const sqlitePath = path.join(folder, 'app.sqlite')
const setupDatabase = await createTestDatabase('sqlite', { sqlitePath })
const { ctx, app } = await inProcessServer(setupDatabase)
await moneyLimitsOff(setupDatabase.db)
const productId = await buildProduct(ctx, { price: '100', purchaseLimit: 1_000_000 })

async function buyer() {
  const { user } = await buildUser(ctx)
  await fundUser(ctx, user.id, 1_000_000_000)
  const session = await ctx.deps.db
    .selectFrom('sessions')
    .select('id')
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', user.id)
    .executeTakeFirstOrThrow()
  return { userId: user.id, sessionId: Number(session.id) }
}
const buyers = { base: await buyer(), this: await buyer() }

const { openDatabase: openBase } = (await import(
  pathToFileURL(path.resolve(BASE, 'server/src/db/database.ts')).href
)) as { openDatabase: typeof openDatabase }
const databases: Record<'base' | 'this', Database> = {
  base: openBase({ sqlitePath }),
  this: openDatabase({ sqlitePath }),
}

let keys = 0
const BODY = JSON.stringify({ code: 200, data: { holdingId: 1, balances: { balance: '1.00' } }, msg: 'ok' })
/** One purchase as the server runs a request that comes alone, on `who`'s connection. */
const buyOne = (who: 'base' | 'this') => {
  const database = databases[who]
  const { userId, sessionId } = buyers[who]
  return inTransaction(database, async (tx) => {
    const deps = { ...ctx.deps, database, db: tx }
    const [result] = await buyMany(deps, [{ userId, productId, wallet: 'balance' }], 'throw')
    if (!result || !('ok' in result)) throw new Error('the purchase was refused')
    const answer = {
      user_id: userId,
      session_id: sessionId,
      route: 'POST buy',
      idem_key: `bench-${++keys}`,
      request_hash: 'bench',
      response_status: 200,
      response_body: BODY,
      created_at: ctx.clock.now(),
    }
    const kept = await keepAnswers(tx, 'sqlite', [answer], userSessionIsLive, ctx.clock.now())
    if (kept !== 1) throw new Error('no answer kept')
  })
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
console.log(`SQLite driver side by side, ${EACH} purchases each, load average ${load()}`)
for (let i = 0; i < WARM; i++) {
  await buyOne('base')
  await buyOne('this')
}
const times = { base: [] as number[], this: [] as number[] }
const cpu = { base: 0, this: 0 }
for (let i = 0; i < EACH; i++) {
  for (const who of i % 2 === 0 ? (['base', 'this'] as const) : (['this', 'base'] as const)) {
    const [started, cpuFrom] = [performance.now(), process.cpuUsage()]
    await buyOne(who)
    const used = process.cpuUsage(cpuFrom)
    times[who].push(performance.now() - started)
    cpu[who] += (used.user + used.system) / 1000
  }
}
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number
for (const who of ['base', 'this'] as const) {
  const sorted = times[who].sort((a, b) => a - b)
  console.log(
    `${who.padEnd(4)} wall p50 ${at(sorted, 0.5).toFixed(2)} ms, p99 ${at(sorted, 0.99).toFixed(2)} ms   CPU ${(cpu[who] / EACH).toFixed(3)} ms a purchase`,
  )
}
console.log(`load average after ${load()}`)
await databases.base.close()
await databases.this.close()
await app.close()
await setupDatabase.close()
fs.rmSync(folder, { recursive: true, force: true })
