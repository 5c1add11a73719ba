import type { PayWallet } from '@app/contracts'
import type { PurchaseTerms } from '../products.repo.ts'

/**
 * The rules of a purchase, decided once for both of its forms (`sqlite.ts` step by step, `pg.ts`
 * one statement): what the buyer asked for and what the purchase saw of the database decide it.
 * `pg.ts` writes the same conditions as its statement's gate, and its caller holds the two to
 * each other: a purchase the statement made that these rules refuse, or the reverse, rolls back.
 */

/** One purchase asked for: one unit of a product, paid from one of the buyer's wallets. */
export interface PurchaseAsked {
  userId: number
  productId: number
  wallet: PayWallet
  /**
   * The price the user was shown (minor units): a different price now is refused with 409, so an
   * edit between seeing and buying never charges what the user did not agree to. Only in-process
   * callers (the demo data) leave it out.
   */
  expectedPrice?: number | undefined
}

/** What a purchase saw, in its transaction, of the rows that decide it. */
export interface PurchaseSeen {
  /** The product's terms as they are; undefined: no such product. */
  terms: PurchaseTerms | undefined
  /** The buyer's VIP level (read only when the product asks for one: every user has level 0). */
  vipLevel: number
  /** How many of the product the buyer has bought. */
  purchases: number
  /** The stored balance of the wallet the buyer pays from. */
  balance: number
}

export type PurchaseRefusal =
  | { code: 'notFound' }
  | { code: 'priceChanged'; price: number }
  | { code: 'vipTooLow'; level: number }
  | { code: 'limitReached'; limit: number }
  | { code: 'insufficientFunds' }

export type PurchaseDecision = { ok: true; terms: PurchaseTerms } | { ok: false; refusal: PurchaseRefusal }

/**
 * The purchase's four rules, in the order their refusals are told: a published product at the
 * price the user was shown, a VIP level at least the product's minimum, fewer purchases than its
 * limit, and a wallet holding the price (docs/money.md I10, I3).
 */
export function decidePurchase(
  asked: Pick<PurchaseAsked, 'expectedPrice'>,
  seen: PurchaseSeen,
): PurchaseDecision {
  const { terms } = seen
  if (!terms || terms.status !== 'published') return refused({ code: 'notFound' })
  if (asked.expectedPrice !== undefined && asked.expectedPrice !== terms.price)
    return refused({ code: 'priceChanged', price: terms.price })
  if (terms.min_vip > 0 && seen.vipLevel < terms.min_vip)
    return refused({ code: 'vipTooLow', level: terms.min_vip })
  if (seen.purchases >= terms.purchase_limit)
    return refused({ code: 'limitReached', limit: terms.purchase_limit })
  if (seen.balance < terms.price) return refused({ code: 'insufficientFunds' })
  return { ok: true, terms }
}

const refused = (refusal: PurchaseRefusal): PurchaseDecision => ({ ok: false, refusal })

/** The purchase's business reference: its buyer, its product and which purchase of it this is. */
export const purchaseReference = (userId: number, productId: number, nth: number) =>
  `purchase:u${userId}:p${productId}:${nth}`

/** The reason its ledger entry gives. */
export const purchaseReason = (terms: Pick<PurchaseTerms, 'name'>) => `buy ${terms.name}`
