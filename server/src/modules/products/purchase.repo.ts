import { sql, type Kysely } from 'kysely'
import type { PayWallet } from '@app/contracts'
import { prepared } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import { holdingInStatement } from '../income/holdings.repo.ts'
import { entryInStatement, userBalancesJson } from '../ledger/ledger.repo.ts'
import { userVipLevelOf } from '../vip/vip.repo.ts'
import type { PurchaseTerms } from './products.repo.ts'

/**
 * A purchase as one statement, for PostgreSQL (data-modifying CTEs; SQLite has none, and there a
 * statement costs no round trip). Decision 0045. The products' own steps are written here; the
 * ledger's, the holding's and the VIP level come from their owners' repos.
 */

export interface OneStatementPurchase {
  userId: number
  wallet: PayWallet
  /** The terms as this process last read them: the statement buys only if the row still has them. */
  terms: PurchaseTerms
  now: number
  endsAt: number
}

/**
 * How far the statement got. Each step runs only if the one before it did, so the first missing
 * figure says why it stopped: `current` (the product no longer has these terms, or is not
 * published), `allowed` (the user's VIP level is below the product's), `nth` (the purchase limit is
 * reached), `balance` (the wallet holds less than the price). Only a stop at the debit leaves a
 * write behind (the purchase slot): the caller must then roll back.
 */
export interface PurchaseOutcome {
  current: boolean
  allowed: boolean
  nth: number | null
  /** The wallet's balance after the debit. */
  balance: number | null
  entry_id: number | null
  holding_id: number | null
  /** The user's stored balances by account kind as the statement began (the debit not yet in them). */
  balances_before: Record<string, number>
}

/**
 * Checks the terms, the VIP level and the limit, takes the purchase slot, debits the wallet
 * (`balance >= price`), and writes the entry, its two postings and the holding: one round trip.
 * The steps on other modules' tables come from their owners' repos.
 */
export async function buyInOneStatement(tx: Kysely<DB>, p: OneStatementPurchase): Promise<PurchaseOutcome> {
  const t = p.terms
  const ledger = entryInStatement({
    when: sql`exists (select 1 from slot)`,
    account: `user:${p.userId}:${p.wallet}`,
    amount: -t.price,
    system: 'system:sales',
    kind: 'purchase',
    reference: sql`${`purchase:u${p.userId}:p${t.id}:`} || (select purchases from slot)`,
    userId: p.userId,
    actor: `user:${p.userId}`,
    reason: `buy ${t.name}`,
    now: p.now,
  })
  const holding = holdingInStatement({
    user_id: p.userId,
    product_id: t.id,
    product_name: t.name,
    price: t.price,
    earning_amount: t.earning_amount,
    earnings_count: t.earnings_count,
    claim_period_seconds: t.claim_period_seconds,
    profit_rule: t.profit_rule,
    min_vip: t.min_vip,
    purchase_limit: t.purchase_limit,
    pay_wallet: p.wallet,
    purchased_at: p.now,
    ends_at: p.endsAt,
    collected_count: 0,
    collected_amount: 0,
    frozen: 0,
  })
  const result = await sql<PurchaseOutcome>`${prepared('purchase')}
    with product as (
      select id from products
      where id = ${t.id} and status = 'published' and name = ${t.name} and price = ${t.price}
        and earning_amount = ${t.earning_amount} and earnings_count = ${t.earnings_count}
        and claim_period_seconds = ${t.claim_period_seconds} and profit_rule = ${t.profit_rule}
        and min_vip = ${t.min_vip} and purchase_limit = ${t.purchase_limit}
    ), allowed as (
      select id from product where ${t.min_vip}::bigint = 0 or ${t.min_vip} <= ${userVipLevelOf(p.userId)}
    ), slot as (
      insert into purchase_counts (user_id, product_id, purchases)
      select ${p.userId}::bigint, id, 1 from allowed where ${t.purchase_limit}::bigint >= 1
      on conflict (user_id, product_id) do update set purchases = purchase_counts.purchases + 1
        where purchase_counts.purchases < ${t.purchase_limit}::bigint
      returning purchases
    ), ${ledger}, ${holding}
    select exists (select 1 from product) as current, exists (select 1 from allowed) as allowed,
      (select purchases from slot) as nth, (select balance from move) as balance,
      (select id from entry) as entry_id, (select id from holding) as holding_id,
      ${userBalancesJson(p.userId)} as balances_before
  `.execute(tx)
  return result.rows[0] as PurchaseOutcome
}
