/**
 * A lone purchase and a lone receipt on PostgreSQL, this checkout's against another's (a base
 * commit checked out elsewhere, with its own node_modules), in one process on one database,
 * interleaved (base, this, this, base, …): fair on a machine shared with other work, where two
 * HTTP runs minutes apart swing by two to four times. Each side runs its whole money transaction
 * as its server runs a request that comes alone: the move and keeping the answer for the key, in
 * one transaction. This checkout's side is the batch of one (`buyMany`, `receiveMany` and
 * `keepAnswers`); the base's is its lone path (`buyProduct`, `receiveIncome` and `saveAnswer`),
 * whose signatures a base before decision 0060 has.
 *
 * Run: `BASE_CHECKOUT=<path of the base's checkout> node --import tsx bench/money-side-by-side.ts`
 * (optional: BENCH_EACH=1500, the transactions timed on each side, after 100 each untimed).
 * A script, not a test.
 */
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'kysely'
import type { Database } from '../server/src/db/database.ts'
import { openDatabase } from '../server/src/db/database.ts'
import { inTransaction } from '../server/src/db/transaction.ts'
import { keepAnswers } from '../server/src/lib/idempotency.repo.ts'
import { userSessionIsLive } from '../server/src/modules/auth/sessions/sessions.repo.ts'
import { receiveMany } from '../server/src/modules/income/receive.service.ts'
import { buyMany, buyProduct } from '../server/src/modules/products/buy.service.ts'
import { createTestContext } from '../server/src/testing/context.ts'
import { buildProduct, buildUser, fundUser } from '../server/src/testing/factories.ts'

const BASE = process.env.BASE_CHECKOUT
if (!BASE) throw new Error('BASE_CHECKOUT: the path of the base commit checked out, with its node_modules')
const EACH = Number(process.env.BENCH_EACH ?? 1500)
const WARM = 100

/** The base's own modules, by path: its database, transaction, lone moves and key. */
const fromBase = async (file: string): Promise<Record<string, (...args: never[]) => unknown>> =>
  (await import(pathToFileURL(path.resolve(BASE, file)).href)) as Record<
    string,
    (...args: never[]) => unknown
  >

const baseDatabase = await fromBase('server/src/db/database.ts')
const baseTransaction = await fromBase('server/src/db/transaction.ts')
const baseBuy = await fromBase('server/src/modules/products/buy.service.ts')
const baseReceive = await fromBase('server/src/modules/income/receive.service.ts')
const baseKeys = await fromBase('server/src/lib/idempotency.repo.ts')
const baseSessions = await fromBase('server/src/modules/auth/sessions.repo.ts')

const ctx = await createTestContext('postgres')
const { clock } = ctx
const url = ctx.deps.database.url as string
const productId = await buildProduct(ctx, { price: '100', purchaseLimit: 1_000_000 })
// Pays once, a second after the purchase: a receipt pays one earning.
const incomeId = await buildProduct(ctx, {
  price: '100',
  earningAmount: '1',
  earningsCount: 1,
  claimPeriodSeconds: 1,
  purchaseLimit: 1_000_000,
})

interface Side {
  userId: number
  sessionId: number
  holdings: number[]
}
async function side(): Promise<Side> {
  const { user } = await buildUser(ctx)
  await fundUser(ctx, user.id, 1_000_000_000)
  const session = await sql<{ id: number }>`select id from sessions
    where subject_kind = 'user' and subject_id = ${user.id}`.execute(ctx.deps.db)
  const holdings: number[] = []
  for (let done = 0; done < EACH + WARM; done += 100)
    await inTransaction(ctx.deps.database, async (tx) => {
      for (let i = 0; i < Math.min(100, EACH + WARM - done); i++) {
        const bought = await buyProduct(
          { ...ctx.deps, db: tx },
          { userId: user.id, productId: incomeId, wallet: 'balance' },
        )
        holdings.push(bought.holdingId)
      }
    })
  return { userId: user.id, sessionId: Number(session.rows[0]?.id), holdings }
}
const base = await side()
const mine = await side()
clock.advance(5)

// Both sides on fresh connections of their own, opened the same way.
const baseDb = baseDatabase.openDatabase?.({ url, poolSize: 1 } as never) as Database
const thisDb = openDatabase({ url, poolSize: 1 })

let keys = 0
const BODY = JSON.stringify({ code: 200, data: { holdingId: 1, balances: { balance: '1.00' } }, msg: 'ok' })
const answerOf = (s: Side, route: string) => ({
  user_id: s.userId,
  route,
  idem_key: `bench-${++keys}`,
  request_hash: 'bench',
  response_status: 200,
  response_body: BODY,
  created_at: clock.now(),
})

/** The base's lone transaction: its move, then the answer kept for the key. */
const baseLone = (move: (tx: unknown) => Promise<unknown>, route: string) => () =>
  (baseTransaction.inTransaction as (d: Database, w: (tx: unknown) => Promise<void>) => Promise<void>)(
    baseDb,
    async (tx) => {
      await move(tx)
      const live = (baseSessions.userSessionIsLive as (s: number, u: number, n: number) => unknown)(
        base.sessionId,
        base.userId,
        clock.now(),
      )
      const kept = (await (baseKeys.saveAnswer as (...a: unknown[]) => Promise<{ saved: boolean }>)(
        tx,
        answerOf(base, route),
        live,
      )) as { saved: boolean }
      if (!kept.saved) throw new Error('the base kept no answer')
    },
  )
const baseDeps = (tx: unknown) => ({ database: baseDb, db: tx, clock })
const baseBuyOne = baseLone(
  (tx) =>
    (baseBuy.buyProduct as (...a: unknown[]) => Promise<unknown>)(baseDeps(tx), {
      userId: base.userId,
      productId,
      wallet: 'balance',
    }),
  'POST buy',
)
const baseReceiveOne = baseLone(
  (tx) =>
    (baseReceive.receiveIncome as (...a: unknown[]) => Promise<unknown>)(baseDeps(tx), {
      userId: base.userId,
      holdingId: base.holdings.pop(),
    }),
  'POST receive',
)

/** This checkout's batch of one: its move, then the answer kept for the key. */
const thisBatchOfOne = (move: (tx: Database['db']) => Promise<boolean>, route: string) => () =>
  inTransaction(thisDb, async (tx) => {
    if (!(await move(tx))) throw new Error('the batch of one was refused')
    const kept = await keepAnswers(
      tx,
      'postgres',
      [{ ...answerOf(mine, route), session_id: mine.sessionId }],
      userSessionIsLive,
      clock.now(),
    )
    if (kept !== 1) throw new Error('the batch of one kept no answer')
  })
const thisDeps = (tx: Database['db']) => ({ ...ctx.deps, database: thisDb, db: tx })
const thisBuyOne = thisBatchOfOne(async (tx) => {
  const [result] = await buyMany(
    thisDeps(tx),
    [{ userId: mine.userId, productId, wallet: 'balance' }],
    'throw',
  )
  return result !== undefined && 'ok' in result
}, 'POST buy')
const thisReceiveOne = thisBatchOfOne(async (tx) => {
  const holdingId = mine.holdings.pop() as number
  const [result] = await receiveMany(thisDeps(tx), [{ userId: mine.userId, holdingId }], 'alone')
  return result !== undefined && 'ok' in result
}, 'POST receive')

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number
const ms = (value: number) => value.toFixed(2)

async function pair(name: string, baseRun: () => Promise<void>, thisRun: () => Promise<void>) {
  for (let i = 0; i < WARM; i++) {
    await baseRun()
    await thisRun()
  }
  const times = { base: [] as number[], this: [] as number[] }
  for (let i = 0; i < EACH; i++) {
    const order = i % 2 === 0 ? (['base', 'this'] as const) : (['this', 'base'] as const)
    for (const who of order) {
      const started = performance.now()
      await (who === 'base' ? baseRun() : thisRun())
      times[who].push(performance.now() - started)
    }
  }
  const [b, t] = [times.base.sort((x, y) => x - y), times.this.sort((x, y) => x - y)]
  console.log(
    `${name.padEnd(8)} base p50 ${ms(at(b, 0.5))} ms, p99 ${ms(at(b, 0.99))} ms   this p50 ${ms(at(t, 0.5))} ms, p99 ${ms(at(t, 0.99))} ms   (${EACH} each)`,
  )
}

console.log(
  `side by side on PostgreSQL, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
await pair('buy', baseBuyOne, thisBuyOne)
await pair('receive', baseReceiveOne, thisReceiveOne)
console.log(
  `load average after ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
await (baseDb as { close(): Promise<void> }).close()
await thisDb.close()
await ctx.close()
