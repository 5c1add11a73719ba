/**
 * Money throughput, side by side in one run, on SQLite and (when reachable) PostgreSQL:
 *   - buying over HTTP (auth, validation, idempotency key, JSON) vs the raw database doing the same
 *     purchase transaction in process — target: HTTP ≥ 50 % of raw;
 *   - receiving income the same way;
 *   - the product list's requests per second vs a bare Fastify route returning a constant —
 *     target: ≥ 60 %.
 * Run: `npm run bench:money` (optional: BENCH_SECONDS=5 BENCH_CONCURRENCY=16). A script, not a test.
 */
import Fastify from 'fastify'
import {
  buyProduct as buyEndpoint,
  listProducts,
  pathOf,
  receiveIncome as receiveEndpoint,
} from '@app/contracts'
import type { Dialect } from '../server/src/db/database.ts'
import { inTransaction } from '../server/src/db/transaction.ts'
import { receiveIncome } from '../server/src/modules/income/receive.service.ts'
import { checkLedger } from '../server/src/modules/ledger/invariants.service.ts'
import { moneyChecks } from '../server/src/money-checks.ts'
import { buyProduct } from '../server/src/modules/products/buy.service.ts'
import { createTestDatabase, testDialects } from '../server/src/testing/databases.ts'
import { buildProduct, buildUser, fundUser } from '../server/src/testing/factories.ts'
import { inProcessServer } from '../server/src/testing/in-process.ts'
import { LOAD_GENERATOR, runInProcess, runLoad } from './load.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const USERS = 32

async function setup(dialect: Dialect) {
  const database = await createTestDatabase(dialect, { poolSize: 16 })
  const { deps, app, ctx } = await inProcessServer(database)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const port = (app.server.address() as { port: number }).port
  // Bought in the buy phases: a daily plan like the real ones.
  const productId = await buildProduct(ctx, {
    price: '100',
    earningAmount: '4',
    earningsCount: 30,
    claimPeriodSeconds: 86_400,
    purchaseLimit: 1000,
  })
  // Received in the receive phases: pays every second (the console allows a minute at least; the
  // service does not insist), so every holding has income due whenever a phase comes back to it.
  const incomeProductId = await buildProduct(ctx, {
    price: '100',
    earningAmount: '1',
    earningsCount: 20_000,
    claimPeriodSeconds: 1,
    purchaseLimit: 1000,
  })
  const users = []
  for (let i = 0; i < USERS; i++) {
    const u = await buildUser(ctx)
    await fundUser(ctx, u.user.id, 1_000_000_000)
    users.push(u)
  }
  return {
    deps,
    app,
    port,
    productId,
    incomeProductId,
    users,
    close: async () => (await app.close(), await database.close()),
  }
}

type Setup = Awaited<ReturnType<typeof setup>>

async function holdingsFor(
  s: Setup,
  perUser: number,
): Promise<{ userId: number; token: string; holdingId: number }[]> {
  const out = []
  for (const u of s.users) {
    for (let i = 0; i < perUser; i++) {
      const { holdingId } = await inTransaction(s.deps.database, (tx) =>
        buyProduct(
          { ...s.deps, db: tx },
          { userId: u.user.id, productId: s.incomeProductId, wallet: 'balance' },
        ),
      )
      out.push({ userId: u.user.id, token: u.token, holdingId })
    }
  }
  return out
}

async function benchDialect(dialect: Dialect) {
  const s = await setup(dialect)
  const rawBuy = await runInProcess(SECONDS, CONCURRENCY, (i) => {
    const u = s.users[i % s.users.length]!
    return inTransaction(s.deps.database, (tx) =>
      buyProduct({ ...s.deps, db: tx }, { userId: u.user.id, productId: s.productId, wallet: 'balance' }),
    )
  })
  // Each user may buy the product 1000 times: room for both phases at these rates.
  const httpBuy = await runLoad({
    port: s.port,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: s.users.map((u) => ({
      method: 'POST',
      path: pathOf(buyEndpoint, { id: s.productId }),
      token: u.token,
      body: { wallet: 'balance', expectedPrice: '100' },
      idempotent: true,
    })),
  })
  const holdings = await holdingsFor(s, 40)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const rawReceive = await runInProcess(SECONDS, CONCURRENCY, (i) => {
    const h = holdings[i % holdings.length]!
    return inTransaction(s.deps.database, (tx) =>
      receiveIncome({ ...s.deps, db: tx }, { userId: h.userId, holdingId: h.holdingId }),
    )
  })
  const httpReceive = await runLoad({
    port: s.port,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: holdings.map((h) => ({
      method: 'POST',
      path: pathOf(receiveEndpoint, { id: h.holdingId }),
      token: h.token,
      idempotent: true,
    })),
  })
  const list = await runLoad({
    port: s.port,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: [{ method: 'GET', path: listProducts.path }],
  })
  // The constant route right after the list, so both see the same machine.
  const constant = await constantRoute()
  const ledger = await checkLedger(s.deps, moneyChecks)
  await s.close()
  return { rawBuy, httpBuy, rawReceive, httpReceive, list, constant, ledgerOk: ledger.ok }
}

async function constantRoute() {
  const app = Fastify()
  app.get('/constant', async () => ({ code: 200, msg: '', data: { ok: true } }))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const result = await runLoad({
    port: (app.server.address() as { port: number }).port,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: [{ method: 'GET', path: '/constant' }],
  })
  await app.close()
  return result
}

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`
const rate = (completed: number, seconds: number) => completed / seconds

console.log(
  `money bench: ${SECONDS} s per phase, ${CONCURRENCY} in flight, ${USERS} users, load by ${LOAD_GENERATOR}, node ${process.version}`,
)
for (const dialect of await testDialects()) {
  const r = await benchDialect(dialect)
  const constantRps = rate(r.constant.statuses[200] ?? 0, r.constant.seconds)
  const httpBuy = rate(r.httpBuy.statuses[200] ?? 0, r.httpBuy.seconds)
  const httpReceive = rate(r.httpReceive.statuses[200] ?? 0, r.httpReceive.seconds)
  const listRps = rate(r.list.statuses[200] ?? 0, r.list.seconds)
  console.log(`\n[${dialect}]`)
  console.log(
    `  buy      raw ${r.rawBuy.perSecond.toFixed(0).padStart(6)} tx/s   http ${httpBuy.toFixed(0).padStart(6)} req/s   http/raw ${pct(httpBuy, r.rawBuy.perSecond)} (target ≥ 50 %)   p99 ${r.httpBuy.p99.toFixed(1)} ms   non-200 ${JSON.stringify({ ...r.httpBuy.statuses, 200: undefined })}`,
  )
  console.log(
    `  receive  raw ${r.rawReceive.perSecond.toFixed(0).padStart(6)} tx/s   http ${httpReceive.toFixed(0).padStart(6)} req/s   http/raw ${pct(httpReceive, r.rawReceive.perSecond)} (target ≥ 50 %)   p99 ${r.httpReceive.p99.toFixed(1)} ms   non-200 ${JSON.stringify({ ...r.httpReceive.statuses, 200: undefined })}`,
  )
  console.log(
    `  products list ${listRps.toFixed(0).padStart(6)} req/s   constant route ${constantRps.toFixed(0)} req/s   list/constant ${pct(listRps, constantRps)} (target ≥ 60 %)`,
  )
  console.log(`  ledger invariants after the run: ${r.ledgerOk ? 'hold' : 'VIOLATED'}`)
}
