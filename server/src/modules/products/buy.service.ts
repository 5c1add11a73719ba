import { formatMoney, type BuyReply } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import type { BatchedEffect, BatchResult } from '../../lib/idempotency-batch.ts'
import { batchOf, type BatchOf } from '../../lib/route.ts'
import { getAppConfigRow } from '../config/index.ts'
import { endOfSchedule, payoutSchedule } from '../income/index.ts'
import { findProductTerms, type PurchaseTerms } from './products.repo.ts'
import { presentPurchase } from './products.presenter.ts'
import { buyInOneStatement, type HeldPurchase, type StatementOutcome } from './purchase/pg.ts'
import {
  decidePurchase,
  type PurchaseAsked,
  type PurchaseDecision,
  type PurchaseRefusal,
} from './purchase/rules.ts'
import { buyStepByStep } from './purchase/sqlite.ts'

/** A purchase asked for (see `PurchaseAsked`). */
export type Purchase = PurchaseAsked

/** What a purchase answers: the new holding, the user's balances after it, its first earning. */
export interface Bought {
  holdingId: number
  balances: { balance: number; revenue: number; points: number; withdraw_hold: number }
  firstEarning: ReturnType<typeof payoutSchedule>[number] | null
}

/**
 * Buys one unit of a product, inside the caller's transaction (`deps.db` is the open `tx`): a
 * batch of one (`buyMany`), its refusal thrown. The holding copies the terms, so a later edit of
 * the product does not change it.
 */
export async function buyProduct(deps: Scope & Pick<Deps, 'database'>, purchase: Purchase): Promise<Bought> {
  const [result] = await buyMany(deps, [purchase], 'ask again')
  if (!result || !('ok' in result))
    throw result && 'refused' in result ? result.refused : new Error('no purchase')
  return result.ok
}

/**
 * Many users' purchases (one each), inside the caller's transaction: each one's answer or its
 * refusal, decided by `decidePurchase` (purchase/rules.ts). On SQLite step by step
 * (purchase/sqlite.ts), on PostgreSQL one statement (purchase/pg.ts).
 *
 * On PostgreSQL another transaction can change a row between the start of the statement and its
 * write. When the debit then finds less than the statement began with, nothing of that purchase is
 * written, and `onChange` says what follows: a batch (`'throw'`) rolls back whole and each of its
 * requests runs alone, as every batch that meets a surprise does; a request alone (`'ask again'`)
 * asks again, and the next statement sees the row as it is now. When the slot is refused after the
 * debit was made (the limit reached: another purchase took the last slot since a batch's statement
 * began, or, for one, which reads no count first, it was reached already), the purchase is half
 * made: a batch rolls back and each request runs alone; a request alone is refused at the limit,
 * the refusal thrown, so its transaction keeps nothing (decision 0092).
 */
export async function buyMany(
  deps: Scope & Pick<Deps, 'database'>,
  purchases: readonly Purchase[],
  onChange: 'throw' | 'ask again',
): Promise<BatchResult<Bought>[]> {
  if (new Set(purchases.map((p) => p.userId)).size !== purchases.length)
    throw new Error('a batch of purchases holds one per user')
  if (deps.database.dialect === 'sqlite') {
    const outcomes = await buyStepByStep(deps, purchases)
    return Promise.all(
      outcomes.map(({ decision, made }, i) =>
        made && decision.ok
          ? { ok: bought(decision.terms, (purchases[i] as Purchase).wallet, made) }
          : refusedBy(deps.db, decision),
      ),
    )
  }
  return buyOnPostgres(deps, purchases, onChange)
}

/** The answer of a purchase made. */
function bought(
  terms: PurchaseTerms,
  wallet: Purchase['wallet'],
  made: { holdingId: number; balance: number; balancesBefore: Record<string, number>; now: number },
): Bought {
  return {
    holdingId: made.holdingId,
    balances: { ...NO_BALANCES, ...made.balancesBefore, [wallet]: made.balance },
    firstEarning: payoutSchedule(terms, made.now, 1)[0] ?? null,
  }
}

const NO_BALANCES = { balance: 0, revenue: 0, points: 0, withdraw_hold: 0 }

/** A refused purchase's answer (a refusal is a decision, never a purchase made). */
async function refusedBy(tx: Tx, decision: PurchaseDecision): Promise<BatchResult<Bought>> {
  if (decision.ok) throw new Error('a purchase allowed was not made')
  return { refused: await refusalError(tx, decision.refusal) }
}

async function refusalError(tx: Tx, refusal: PurchaseRefusal): Promise<AppError> {
  switch (refusal.code) {
    case 'notFound':
      return new AppError('NOT_FOUND', 'products.notFound')
    case 'priceChanged': {
      const { currency } = await getAppConfigRow(tx)
      return new AppError('CONFLICT', 'products.priceChanged', {
        values: { price: formatMoney(refusal.price, currency) },
      })
    }
    case 'vipTooLow':
      return new AppError('CONFLICT', 'products.vipTooLow', { values: { level: refusal.level } })
    case 'limitReached':
      return new AppError('CONFLICT', 'products.limitReached', { values: { limit: refusal.limit } })
    case 'insufficientFunds':
      return new AppError('CONFLICT', 'ledger.insufficientFunds')
  }
}

/** A purchase of a batch changed underneath its statement: the batch rolls back (see `buyMany`). */
class BatchChanged extends Error {}

/**
 * The terms each process last read of each product, by database: only an optimisation, never
 * trusted. The statement buys only if the row still has exactly these terms; otherwise they are read
 * again and the purchase asked again, so an edit holds at once in every process.
 */
const termsCaches = new WeakMap<object, Map<number, PurchaseTerms>>()
const MAX_CACHED_TERMS = 1000
/** Changes that land between a look and the statement, one after another, give up: no sale. */
const MAX_LOOKS = 3

async function freshTerms(deps: Pick<Deps, 'database' | 'db'>, productId: number) {
  let cache = termsCaches.get(deps.database.db)
  if (!cache || cache.size >= MAX_CACHED_TERMS) termsCaches.set(deps.database.db, (cache = new Map()))
  const terms = await findProductTerms(deps.db, productId)
  if (terms) cache.set(productId, terms)
  else cache.delete(productId)
  return terms
}

async function buyOnPostgres(
  deps: Scope & Pick<Deps, 'database'>,
  purchases: readonly Purchase[],
  onChange: 'throw' | 'ask again',
): Promise<BatchResult<Bought>[]> {
  const results: (BatchResult<Bought> | undefined)[] = purchases.map(() => undefined)
  let asking = purchases.map((p, i) => ({
    p,
    i,
    terms: termsCaches.get(deps.database.db)?.get(p.productId) as PurchaseTerms | undefined,
  }))
  for (let look = 0; asking.length > 0; look++) {
    if (look >= MAX_LOOKS) throw new AppError('UNAVAILABLE')
    for (const a of asking) a.terms ??= await freshTerms(deps, a.p.productId)
    // No such product: decided without a statement.
    for (const a of asking)
      if (!a.terms) results[a.i] = await refusedBy(deps.db, decidePurchase(a.p, NOTHING_SEEN))
    const held = asking.flatMap((a): (HeldPurchase & { i: number })[] => {
      if (!a.terms) return []
      const now = deps.clock.now()
      return [{ ...a.p, i: a.i, terms: a.terms, now, endsAt: endOfSchedule(a.terms, now) }]
    })
    const outcomes = held.length > 0 ? await buyInOneStatement(deps.db, held) : []
    const again: typeof asking = []
    for (const [k, h] of held.entries()) {
      const outcome = outcomes[k] as StatementOutcome
      // Terms edited since this process read them: read them again, and ask again.
      if (!outcome.current) again.push({ p: h, i: h.i, terms: undefined })
      else {
        const answer = await answerOf(deps.db, h, outcome)
        if (typeof answer === 'object') results[h.i] = answer
        else if (onChange === 'throw') throw new BatchChanged(`a purchase of a batch: ${answer}`)
        else if (answer === 'half made') throw await limitReachedAfterDebit(deps.db, h, outcome)
        else again.push({ p: h, i: h.i, terms: h.terms })
      }
    }
    asking = again
  }
  return results as BatchResult<Bought>[]
}

const NOTHING_SEEN = { terms: undefined, vipLevel: 0, purchases: 0, balance: 0 }

/**
 * A request alone whose slot was refused after its debit: the count stood at the limit on the row
 * as it is now, so the rules refuse it there. Thrown, it rolls the debit back with the transaction.
 */
async function limitReachedAfterDebit(tx: Tx, h: HeldPurchase, o: StatementOutcome): Promise<AppError> {
  const decision = decidePurchase(h, {
    terms: h.terms,
    vipLevel: o.vip_level,
    purchases: h.terms.purchase_limit,
    balance: o.balance_seen ?? 0,
  })
  if (decision.ok) throw new Error('a purchase at its limit was allowed')
  return refusalError(tx, decision.refusal)
}

/**
 * The rules' answer to what the statement saw, held to what it did; `'ask again'` when the rules
 * allow a purchase the statement did not make (the wallet's balance fell since the statement
 * began), nothing of it written; `'half made'` for a purchase debited whose slot was refused (the
 * limit reached on the row as it is now: the statement for one says it saw the count at the
 * limit), which its transaction must not keep.
 */
async function answerOf(
  tx: Tx,
  h: HeldPurchase,
  o: StatementOutcome,
): Promise<BatchResult<Bought> | 'ask again' | 'half made'> {
  if (o.balance_seen === null) throw new Error(`no ${h.wallet} account for user ${h.userId}`)
  const decision = decidePurchase(h, {
    terms: h.terms,
    vipLevel: o.vip_level,
    purchases: o.purchases,
    balance: o.balance_seen,
  })
  const made = o.nth !== null && o.balance !== null && o.holding_id !== null
  const touched = o.nth !== null || o.balance !== null || o.holding_id !== null
  if (decision.ok && made)
    return {
      ok: bought(decision.terms, h.wallet, {
        holdingId: o.holding_id as number,
        balance: o.balance as number,
        balancesBefore: o.balances_before,
        now: h.now,
      }),
    }
  if (o.balance !== null && o.nth === null && (decision.ok || decision.refusal.code === 'limitReached'))
    return 'half made'
  if (!decision.ok && !touched) return refusedBy(tx, decision)
  if (decision.ok && !touched) return 'ask again'
  // Made against the rules, or half made otherwise: the statement and `decidePurchase` disagree.
  throw new Error(
    `a purchase statement disagrees with its rules (${decision.ok ? 'half made' : decision.refusal.code})`,
  )
}

/**
 * Purchases that arrive together share one transaction and one statement (one step each on
 * SQLite), a purchase that comes alone being a batch of one: the effect the lanes run, one per
 * server.
 */
const purchaseEffects = new WeakMap<Deps, BatchedEffect<Purchase, BuyReply>>()

function purchaseEffect(deps: Deps): BatchedEffect<Purchase, BuyReply> {
  let effect = purchaseEffects.get(deps)
  if (!effect) {
    effect = {
      aloneAsBatch: true,
      // The statement for many, planned for each batch's values, costs PostgreSQL more than it
      // does to run: planned once, for any batch (decision 0088).
      genericPlans: true,
      runMany: async (tx, jobs) =>
        (
          await buyMany(
            { ...deps, db: tx },
            jobs.map((job) => job.input),
            'throw',
          )
        ).map((result) => ('ok' in result ? { ok: presentPurchase(result.ok) } : result)),
    }
    purchaseEffects.set(deps, effect)
  }
  return effect
}

/**
 * A purchase request's money move, for `once`: `effect` runs it in a transaction of its own
 * (batching off, or a batch handed back), `batch` in a batch with others.
 */
export function purchaseRequest(
  deps: Deps,
  purchase: Purchase,
): { effect: (tx: Tx) => Promise<BuyReply>; batch: BatchOf<BuyReply> } {
  return {
    effect: async (tx) => presentPurchase(await buyProduct({ ...deps, db: tx }, purchase)),
    batch: batchOf(purchaseEffect(deps), purchase),
  }
}
