/**
 * Money throughput, side by side in one run, on SQLite and (when reachable) PostgreSQL:
 *   - the least a purchase must write, driven by a native client (pgbench on PostgreSQL, a bare
 *     `node:sqlite` loop on SQLite): the ceiling the app's purchases are compared with;
 *   - buying over HTTP (auth, validation, idempotency key, JSON) at 16 connections and at one,
 *     with p50/p99, as the server runs it and with group commit (and so batching, decision 0048)
 *     the other way (in turns: one, two, two, one); and the raw purchase transaction in process;
 *   - receiving income the same way, a receipt paying one earning (as a daily plan received daily);
 *   - where the CPU of buying and receiving at 16 connections went, per request (this process as
 *     the server, PostgreSQL's processes, wrk), and of pgbench's purchases (see cpu.ts);
 *   - the product list's requests per second vs a bare Fastify route returning a constant —
 *     target: ≥ 60 %;
 *   - a purchase by a user with a long history (BENCH_HISTORY recharges and as many purchases, made
 *     through the services) vs one by a new user: its cost must not grow with the history.
 * Run: `npm run bench:money` (optional: BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_HISTORY=100000,
 * BENCH_DATABASES=sqlite or postgres; BENCH_HISTORY=0 leaves the history line out).
 * A script, not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { sql } from 'kysely'
import {
  INCOME_RECEIVE as receiveEndpoint,
  pathOf,
  PRODUCTS_BUY as buyEndpoint,
  PRODUCTS_LIST,
} from '@app/contracts'
import type { Dialect } from '../server/src/db/database.ts'
import { groupCommitIsOn, useGroupCommit } from '../server/src/db/group-commit.ts'
import { inTransaction } from '../server/src/db/transaction.ts'
import { receiveIncome } from '../server/src/modules/income/receive.service.ts'
import { checkLedger } from '../server/src/modules/ledger/invariants.service.ts'
import { moneyChecks } from '../server/src/money-checks.ts'
import { buyProduct } from '../server/src/modules/products/buy.service.ts'
import { confirmRechargeIn } from '../server/src/modules/wallet/recharges/recharges.service.ts'
import { createRecharge } from '../server/src/modules/wallet/index.ts'
import { createTestDatabase, testDialects } from '../server/src/testing/databases.ts'
import { anyAdmin, anyChannel, buildProduct, buildUser, fundUser } from '../server/src/testing/factories.ts'
import { moneyLimitsOff } from '../server/src/testing/context.ts'
import { inProcessServer } from '../server/src/testing/in-process.ts'
import { addCpu, cpuBetween, cpuNow, describeCpu, type CpuSplit } from './cpu.ts'
import { LOAD_GENERATOR, runInProcess, runLoad, type LoadResult } from './load.ts'
import { nativeSqlite, pgbenchPurchase } from './native-purchase.ts'
import { fixed, receiptPool, receiptsFrom, type RequestSource } from './receipt-pool.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const USERS = 32
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000)
/** A product may be bought 1000 times per user: the history spreads over as many products as it needs. */
const PER_PRODUCT = 1000

async function setup(dialect: Dialect) {
  // SQLite on a file, as the server runs it (a test database would be in memory: no disk to flush).
  const sqlitePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-money-')), 'app.sqlite')
  const database = await createTestDatabase(dialect, { poolSize: 16, sqlitePath })
  const { deps, app, ctx } = await inProcessServer(database)
  await moneyLimitsOff(deps.db) // the users are funded far above the shipped recharge maximum
  await app.listen({ host: '127.0.0.1', port: 0 })
  const port = (app.server.address() as { port: number }).port
  // Bought in the buy phases: a daily plan like the real ones.
  const productId = await buildProduct(ctx, {
    price: '100',
    earningAmount: '4',
    earningsCount: 30,
    claimPeriodSeconds: 86_400,
    purchaseLimit: 1_000_000,
  })
  // Received in the receive phases: pays once, a second after the purchase (the console allows a
  // minute at least; the service does not insist), so a receipt pays one earning, as a daily plan's
  // does when its holder receives every day.
  const incomeProductId = await buildProduct(ctx, {
    price: '100',
    earningAmount: '1',
    earningsCount: 1,
    claimPeriodSeconds: 1,
    purchaseLimit: 1_000_000,
  })
  const users = []
  for (let i = 0; i < USERS; i++) {
    const u = await buildUser(ctx)
    await fundUser(ctx, u.user.id, 1_000_000_000)
    users.push(u)
  }
  return {
    ctx,
    deps,
    app,
    port,
    sqlitePath,
    url: database.url,
    productId,
    incomeProductId,
    users,
    close: async () => {
      await app.close()
      await database.close()
      fs.rmSync(path.dirname(sqlitePath), { recursive: true, force: true })
    },
  }
}

type Setup = Awaited<ReturnType<typeof setup>>

/**
 * A user with `count` confirmed recharges and `count` purchases, written through the services (so
 * every ledger entry, stored total and counter is the real one), a thousand per transaction.
 */
async function userWithHistory(s: Setup, count: number) {
  const veteran = await buildUser(s.ctx)
  const channelId = await anyChannel(s.ctx)
  const operatorId = await anyAdmin(s.ctx)
  for (let done = 0; done < count; done += PER_PRODUCT) {
    const productId = await buildProduct(s.ctx, { price: '100', purchaseLimit: PER_PRODUCT })
    await inTransaction(s.deps.database, async (tx) => {
      const step = { ...s.deps, db: tx }
      for (let i = 0; i < Math.min(PER_PRODUCT, count - done); i++) {
        const recharge = await createRecharge(step, {
          userId: veteran.user.id,
          recharge: { amount: '100', membershipNumber: 'M-BENCH', payerAccount: 'P-BENCH', channelId },
        })
        await confirmRechargeIn(step, { rechargeId: recharge.id, operatorId, reference: 'BENCH-REF' })
        await buyProduct(step, { userId: veteran.user.id, productId, wallet: 'balance' })
      }
    })
  }
  return veteran.user.id
}

/** One user's purchases of a new product, one after another: purchases per second. */
async function sequentialBuys(s: Setup, userId: number, count: number) {
  const productId = await buildProduct(s.ctx, { price: '1', purchaseLimit: count })
  await fundUser(s.ctx, userId, count)
  const started = performance.now()
  for (let i = 0; i < count; i++)
    await inTransaction(s.deps.database, (tx) =>
      buyProduct({ ...s.deps, db: tx }, { userId, productId, wallet: 'balance' }),
    )
  return count / ((performance.now() - started) / 1000)
}

async function historyPhase(s: Setup) {
  const started = performance.now()
  const veteran = await userWithHistory(s, HISTORY)
  const seeded = (performance.now() - started) / 1000
  // A real history spreads over months, with autovacuum in between; written in minutes, it leaves
  // the user's balance row with 200,000 dead versions. Vacuum as autovacuum would have by then.
  if (s.deps.database.dialect === 'postgres') await sql`vacuum analyze`.execute(s.deps.db)
  const newcomer = (await buildUser(s.ctx)).user.id
  // The new user before and after: the first purchases of a run are slower (caches warming), so
  // the user with a history is compared with the mean of the two runs around it.
  const before = await sequentialBuys(s, newcomer, PER_PRODUCT)
  const history = await sequentialBuys(s, veteran, PER_PRODUCT)
  const after = await sequentialBuys(s, newcomer, PER_PRODUCT)
  return { seeded, veteran: history, newcomer: (before + after) / 2, before, after }
}

/** A load's result, with the CPU each part spent on it where it can be read (see cpu.ts). */
type Measured = LoadResult & { cpu?: CpuSplit }

/** Two runs of one load as one: requests, time, statuses and CPU added, latencies averaged. */
function meanOf(a: Measured, b: Measured): Measured {
  const statuses: Record<number, number> = { ...a.statuses }
  for (const [status, n] of Object.entries(b.statuses))
    statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n
  return {
    completed: a.completed + b.completed,
    seconds: a.seconds + b.seconds,
    statuses,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    cpu: addCpu(a.cpu, b.cpu),
  }
}

/**
 * Buying (or receiving) over HTTP with `concurrency` connections, a fresh key per request, and the
 * CPU each part spent (only with wrk: the fallback load generator runs inside this process).
 */
async function overHttp(s: Setup, concurrency: number, source: RequestSource): Promise<Measured> {
  const requests = await source.requests()
  const before = LOAD_GENERATOR === 'wrk' ? cpuNow() : undefined
  const result = await runLoad({ port: s.port, seconds: SECONDS, concurrency, requests })
  source.after?.(result, concurrency)
  return { ...result, cpu: cpuBetween(before, cpuNow()) }
}

/**
 * A load over HTTP at CONCURRENCY connections and at one, as the server runs it and with group
 * commit (and so batching) the other way, side by side. A phase runs faster or slower for where it
 * falls in the run (the code warming, the tables growing), so the two take turns, one two two one,
 * and each figure is the mean of its two phases.
 */
async function inTurns(s: Setup, dialect: Dialect, requests: RequestSource) {
  const grouped = groupCommitIsOn(dialect)
  const phase = async (on: boolean) => {
    useGroupCommit(dialect, on)
    return { many: await overHttp(s, CONCURRENCY, requests), alone: await overHttp(s, 1, requests) }
  }
  // A phase unmeasured first: the first phase of a run was always the slowest (the code warming),
  // and the turns even out a steady drift, not a slow start.
  await overHttp(s, CONCURRENCY, requests)
  const first = await phase(grouped)
  const other = [await phase(!grouped), await phase(!grouped)]
  const second = await phase(grouped)
  useGroupCommit(dialect, grouped)
  return {
    many: meanOf(first.many, second.many),
    alone: meanOf(first.alone, second.alone),
    otherMany: meanOf(other[0]!.many, other[1]!.many),
    otherAlone: meanOf(other[0]!.alone, other[1]!.alone),
  }
}

async function benchDialect(dialect: Dialect) {
  const s = await setup(dialect)
  const rawBuy = await runInProcess(SECONDS, CONCURRENCY, (i) => {
    const u = s.users[i % s.users.length]!
    return inTransaction(s.deps.database, (tx) =>
      buyProduct({ ...s.deps, db: tx }, { userId: u.user.id, productId: s.productId, wallet: 'balance' }),
    )
  })
  const buys = s.users.map((u) => ({
    method: 'POST',
    path: pathOf(buyEndpoint, { id: s.productId }),
    token: u.token,
    body: { wallet: 'balance', expectedPrice: '100' },
    idempotent: true,
  }))
  // As the server runs it and with group commit the other way, side by side. A phase runs faster
  // or slower for where it falls in the run (the code warming, the tables growing), so the two
  // take turns, one two two one, and each figure is the mean of its two phases.
  const grouped = groupCommitIsOn(dialect)
  const buy = await inTurns(s, dialect, fixed(buys))
  // Every receipt pays one earning of a holding no phase has asked for before (a receipt with
  // nothing due is refused, and would measure the refusal).
  const pool = receiptPool({
    concurrency: CONCURRENCY,
    expectedRate: Math.max(rawBuy.perSecond, rate(buy.many), rate(buy.otherMany)),
    buy: async (k) => {
      const u = s.users[k % s.users.length]!
      const { holdingId } = await inTransaction(s.deps.database, (tx) =>
        buyProduct(
          { ...s.deps, db: tx },
          { userId: u.user.id, productId: s.incomeProductId, wallet: 'balance' },
        ),
      )
      return { userId: u.user.id, token: u.token, holdingId }
    },
  })
  const forRaw = await pool.take(pool.forPhase(SECONDS))
  const rawReceive = await runInProcess(SECONDS, CONCURRENCY, (i) => {
    const h = forRaw[i]
    if (!h) throw new Error('the receive phase ran out of holdings')
    return inTransaction(s.deps.database, (tx) =>
      receiveIncome({ ...s.deps, db: tx }, { userId: h.userId, holdingId: h.holdingId }),
    )
  })
  pool.used(rawReceive.completed + rawReceive.failed, 0, SECONDS)
  const receipts = receiptsFrom(pool, SECONDS, (id) => pathOf(receiveEndpoint, { id }))
  const receive = await inTurns(s, dialect, receipts)
  const list = await overHttp(s, CONCURRENCY, fixed([{ method: 'GET', path: PRODUCTS_LIST.path }]))
  // The constant route right after the list, so both see the same machine.
  const constant = await constantRoute()
  // Analyzed first: the run grew the ledger a thousandfold before autovacuum could (see LOG.md).
  if (dialect === 'postgres') await sql`analyze`.execute(s.deps.db)
  const ledger = await checkLedger(s.deps, moneyChecks)
  // After the check: the native client writes purchases the app's own counters do not know of.
  // Before the history, which takes minutes: a disk's flush time changes from minute to minute.
  const target = {
    userIds: s.users.map((u) => u.user.id),
    productId: s.productId,
    price: 100,
    seconds: SECONDS,
  }
  const nativeFrom = cpuNow()
  const native =
    dialect === 'sqlite'
      ? nativeSqlite(s.sqlitePath, target)
      : await pgbenchPurchase(s.url as string, CONCURRENCY, target)
  // On PostgreSQL: what the bare statement costs the database, beside what the app's purchase does.
  const nativeCpu = dialect === 'postgres' ? cpuBetween(nativeFrom, cpuNow()) : undefined
  const history = HISTORY > 0 ? await historyPhase(s) : undefined
  await s.close()
  return {
    rawBuy,
    httpBuy: buy.many,
    httpBuyAlone: buy.alone,
    grouped,
    httpBuyOther: buy.otherMany,
    httpBuyOtherAlone: buy.otherAlone,
    native,
    nativeCpu,
    rawReceive,
    receiptHoldings: pool.received,
    httpReceive: receive.many,
    httpReceiveAlone: receive.alone,
    httpReceiveOther: receive.otherMany,
    httpReceiveOtherAlone: receive.otherAlone,
    list,
    constant,
    history,
    ledgerOk: ledger.ok,
  }
}

async function constantRoute() {
  const app = Fastify()
  app.get('/constant', async () => ({ code: 200, msg: '', data: { ok: true } }))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const port = (app.server.address() as { port: number }).port
  const requests = [{ method: 'GET', path: '/constant' }]
  const result = await runLoad({ port, seconds: SECONDS, concurrency: CONCURRENCY, requests })
  await app.close()
  return result
}

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`
const rate = (r: LoadResult) => (r.statuses[200] ?? 0) / r.seconds
const num = (n: number, width = 6) => n.toFixed(0).padStart(width)
const latency = (r: LoadResult) => `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`
/** Where the CPU of a load at 16 connections went, per request (all statuses count). */
const cpuLine = (what: string, r: Measured, dialect: Dialect) =>
  r.cpu
    ? `\n  ${what} CPU at ${CONCURRENCY} conn: ${describeCpu(r.cpu, r.completed, { server: 'server', database: dialect === 'postgres' ? 'postgres' : undefined, loadGenerator: 'wrk' })}`
    : ''
/** The same load with group commit (and batching) the other way round. */
const otherWay = (what: string, grouped: boolean, many: LoadResult, alone: LoadResult) =>
  `  ${what} ${grouped ? 'without' : 'with'} group commit (not the default here)   http ${num(rate(many))} req/s   ${CONCURRENCY} conn: ${latency(many)}   1 conn: ${num(rate(alone), 0)} req/s, ${latency(alone)}${refused(many)}`
const refused = (r: LoadResult) =>
  Object.keys(r.statuses).some((status) => status !== '200')
    ? `   non-200 ${JSON.stringify({ ...r.statuses, 200: undefined })}`
    : ''

console.log(
  `money bench: ${SECONDS} s per phase, ${CONCURRENCY} in flight, ${USERS} users, load by ${LOAD_GENERATOR}, node ${process.version}`,
)
// BENCH_DATABASES=sqlite (or postgres) runs one of them.
const only = process.env.BENCH_DATABASES?.split(',')
for (const dialect of (await testDialects()).filter((d) => !only || only.includes(d))) {
  const r = await benchDialect(dialect)
  const native = r.native.perSecond
  const nativeBy = dialect === 'sqlite' ? 'node:sqlite loop' : `pgbench, ${CONCURRENCY} clients`
  console.log(`\n[${dialect}]`)
  console.log(`  native purchase (${nativeBy}) ${num(native)} tx/s   the ceiling`)
  if (r.nativeCpu)
    console.log(
      `  native   CPU at ${CONCURRENCY} clients: ${describeCpu(r.nativeCpu, native * SECONDS, { database: 'postgres', loadGenerator: 'pgbench' })}`,
    )
  console.log(`  group commit ${r.grouped ? 'on' : 'off'} (the default for ${dialect})`)
  console.log(
    `  buy      raw ${num(r.rawBuy.perSecond)} tx/s (${pct(r.rawBuy.perSecond, native)} of native)   http ${num(rate(r.httpBuy))} req/s (${pct(rate(r.httpBuy), native)} of native)   ${CONCURRENCY} conn: ${latency(r.httpBuy)}   1 conn: ${num(rate(r.httpBuyAlone), 0)} req/s, ${latency(r.httpBuyAlone)}${refused(r.httpBuy)}${cpuLine('buy    ', r.httpBuy, dialect)}`,
  )
  console.log(otherWay('buy', r.grouped, r.httpBuyOther, r.httpBuyOtherAlone))
  console.log(
    `  receive  raw ${num(r.rawReceive.perSecond)} tx/s (${pct(r.rawReceive.perSecond, native)} of the native purchase${r.rawReceive.failed ? `; ${r.rawReceive.failed} refused` : ''})   http ${num(rate(r.httpReceive))} req/s (${pct(rate(r.httpReceive), native)})   ${CONCURRENCY} conn: ${latency(r.httpReceive)}   1 conn: ${num(rate(r.httpReceiveAlone), 0)} req/s, ${latency(r.httpReceiveAlone)}${refused(r.httpReceive)}${cpuLine('receive', r.httpReceive, dialect)}`,
  )
  console.log(otherWay('receive', r.grouped, r.httpReceiveOther, r.httpReceiveOtherAlone))
  console.log(
    `  receive  a receipt pays one earning: ${r.receiptHoldings} holdings, each asked for once at most`,
  )
  console.log(
    `  products list ${num(rate(r.list))} req/s   constant route ${num(rate(r.constant), 0)} req/s   list/constant ${pct(rate(r.list), rate(r.constant))} (target ≥ 60 %)`,
  )
  if (r.history)
    console.log(
      `  history  a user with ${HISTORY} recharges and purchases ${num(r.history.veteran)} tx/s   a new user ${num(r.history.newcomer)} tx/s (${r.history.before.toFixed(0)} before, ${r.history.after.toFixed(0)} after)   ratio ${pct(r.history.veteran, r.history.newcomer)} (one after another; history written in ${r.history.seeded.toFixed(0)} s)`,
    )
  console.log(`  ledger invariants after the run: ${r.ledgerOk ? 'hold' : 'VIOLATED'}`)
}
