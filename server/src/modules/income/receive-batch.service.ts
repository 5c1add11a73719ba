import type { ContentLocale } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { BatchResult } from '../../lib/idempotency-batch.ts'
import { receiptsNamedIn, type Naming } from './product-names.ts'
import { receiveMany, type Receipt } from './receive.service.ts'

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
