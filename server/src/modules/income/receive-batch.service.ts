import type { ContentLocale, ReceiveReply } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { Tx } from '../../db/transaction.ts'
import type { BatchedEffect, BatchResult } from '../../lib/idempotency-batch.ts'
import { batchOf, type BatchOf } from '../../lib/route.ts'
import { presentReceipt } from './holdings.presenter.ts'
import { receiptsNamedIn, type Naming } from './product-names.ts'
import { receiveIncome, receiveMany, type Receipt } from './receive.service.ts'

/** A receipt asked for: whose, which holding, and the language its product is to be named in. */
export interface ReceiptAsked {
  userId: number
  holdingId: number
  language: ContentLocale | null
}

/** `receiveMany`, each receipt's product named in its caller's language (one look-up a language). */
export async function receiveManyNamed(
  deps: Scope & Naming & Pick<Deps, 'database'>,
  asked: readonly ReceiptAsked[],
): Promise<BatchResult<Receipt>[]> {
  const results = await receiveMany(deps, asked)
  for (const language of new Set(asked.map((a) => a.language))) {
    const mine = results.flatMap((result, i) =>
      'ok' in result && asked[i]?.language === language ? [{ i, receipt: result.ok }] : [],
    )
    const named = await receiptsNamedIn(
      deps,
      mine.map((m) => m.receipt),
      language,
    )
    for (const [k, { i, receipt }] of mine.entries()) results[i] = { ok: named[k] ?? receipt }
  }
  return results
}

/**
 * Receipts that arrive together share one transaction and one statement (one step each on SQLite),
 * a receipt that comes alone being a batch of one: the effect the lanes run, one per server.
 */
const receiptEffects = new WeakMap<Deps, BatchedEffect<ReceiptAsked, ReceiveReply>>()

function receiptEffect(deps: Deps): BatchedEffect<ReceiptAsked, ReceiveReply> {
  let effect = receiptEffects.get(deps)
  if (!effect) {
    effect = {
      aloneAsBatch: true,
      // Its statements (the holdings by id, the receipts, the products' names in a language, the
      // answers kept) are planned once per connection for any batch, as a purchase batch's are
      // (decisions 0088, 0094).
      genericPlans: true,
      runMany: async (tx, jobs) =>
        (
          await receiveManyNamed(
            { ...deps, db: tx },
            jobs.map((job) => job.input),
          )
        ).map((result) => ('ok' in result ? { ok: presentReceipt(result.ok) } : result)),
    }
    receiptEffects.set(deps, effect)
  }
  return effect
}

/**
 * A receipt request's money move, for `once`: `effect` runs it in a transaction of its own
 * (batching off, or a batch handed back), `batch` in a batch with others.
 */
export function receiptRequest(
  deps: Deps,
  asked: ReceiptAsked,
): { effect: (tx: Tx) => Promise<ReceiveReply>; batch: BatchOf<ReceiveReply> } {
  return {
    effect: async (tx) => {
      const scope = { ...deps, db: tx }
      const receipt = await receiveIncome(scope, asked)
      const [named = receipt] = await receiptsNamedIn(scope, [receipt], asked.language)
      return presentReceipt(named)
    },
    batch: batchOf(receiptEffect(deps), asked),
  }
}
