import { sql, type Kysely } from 'kysely'
import type { PayWallet } from '@app/contracts'
import { prepared } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'

/**
 * A purchase as one statement, for PostgreSQL (data-modifying CTEs; SQLite has none, and there a
 * statement costs no round trip). Decision 0045.
 */

/** What a holding copies of its product: the terms a purchase is made on. */
export interface ProductTerms {
  id: number
  name: string
  status: string
  price: number
  earning_amount: number
  earnings_count: number
  claim_period_seconds: number
  profit_rule: string
  min_vip: number
  purchase_limit: number
}

export interface OneStatementPurchase {
  userId: number
  wallet: PayWallet
  /** The terms as this process last read them: the statement buys only if the row still has them. */
  terms: ProductTerms
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
 */
export async function buyInOneStatement(tx: Kysely<DB>, p: OneStatementPurchase): Promise<PurchaseOutcome> {
  const t = p.terms
  const result = await sql<PurchaseOutcome>`${prepared('purchase')}
    with product as (
      select id from products
      where id = ${t.id} and status = 'published' and name = ${t.name} and price = ${t.price}
        and earning_amount = ${t.earning_amount} and earnings_count = ${t.earnings_count}
        and claim_period_seconds = ${t.claim_period_seconds} and profit_rule = ${t.profit_rule}
        and min_vip = ${t.min_vip} and purchase_limit = ${t.purchase_limit}
    ), allowed as (
      select id from product
      where ${t.min_vip}::bigint = 0 or ${t.min_vip}::bigint <= (
        select coalesce(max(v.level), 0) from users u
        join vip_levels v on v.min_recharge_total <= u.recharge_total
        where u.id = ${p.userId})
    ), slot as (
      insert into purchase_counts (user_id, product_id, purchases)
      select ${p.userId}::bigint, id, 1 from allowed where ${t.purchase_limit}::bigint >= 1
      on conflict (user_id, product_id) do update set purchases = purchase_counts.purchases + 1
        where purchase_counts.purchases < ${t.purchase_limit}::bigint
      returning purchases
    ), debit as (
      update accounts set balance = balance - ${t.price}::bigint
      where code = ${`user:${p.userId}:${p.wallet}`} and balance >= ${t.price}::bigint
        and exists (select 1 from slot)
      returning id, balance
    ), entry as (
      insert into journal_entries (kind, reference, user_id, actor, reason, created_at)
      select 'purchase', ${`purchase:u${p.userId}:p${t.id}:`} || slot.purchases, ${p.userId}::bigint,
        ${`user:${p.userId}`}, ${`buy ${t.name}`}, ${p.now}::bigint
      from slot, debit
      returning id
    ), lines as (
      insert into postings (entry_id, account_id, user_id, amount, balance_after, created_at)
      select entry.id, (select id from accounts where code = 'system:sales'), null, ${t.price}::bigint,
        null, ${p.now}::bigint from entry
      union all
      select entry.id, debit.id, ${p.userId}::bigint, -${t.price}::bigint, debit.balance, ${p.now}::bigint
      from entry, debit
    ), holding as (
      insert into holdings (user_id, product_id, product_name, price, earning_amount, earnings_count,
        claim_period_seconds, profit_rule, min_vip, purchase_limit, pay_wallet, purchased_at, ends_at,
        collected_count, collected_amount, frozen, entry_id)
      select ${p.userId}::bigint, ${t.id}::bigint, ${t.name}, ${t.price}::bigint, ${t.earning_amount}::bigint,
        ${t.earnings_count}::bigint, ${t.claim_period_seconds}::bigint, ${t.profit_rule}, ${t.min_vip}::bigint,
        ${t.purchase_limit}::bigint, ${p.wallet}, ${p.now}::bigint, ${p.endsAt}::bigint, 0, 0, 0, entry.id
      from entry
      returning id
    )
    select exists (select 1 from product) as current, exists (select 1 from allowed) as allowed,
      (select purchases from slot) as nth, (select balance from debit) as balance,
      (select id from entry) as entry_id, (select id from holding) as holding_id,
      (select json_object_agg(kind, balance) from accounts where user_id = ${p.userId}) as balances_before
  `.execute(tx)
  return result.rows[0] as PurchaseOutcome
}

/** A product's terms, as the statement above compares them. */
export function findProductTerms(db: Kysely<DB>, id: number): Promise<ProductTerms | undefined> {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'status',
      'price',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'min_vip',
      'purchase_limit',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}
