import { sql, type Kysely } from 'kysely'
import type { PayWallet } from '@app/contracts'
import { prepared } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import { holdingInStatement, holdingsInStatement, type HoldingInStatement } from '../income/index.ts'
import { entriesInStatement, entryInStatement, userBalancesJson } from '../ledger/index.ts'
import { userVipLevelOf } from '../vip/index.ts'
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
 * A new holding's columns (all but its entry): a copy of the terms it was bought on, so a later edit
 * of the product does not change it, with nothing collected yet.
 */
export function newHolding(
  userId: number,
  terms: PurchaseTerms,
  wallet: PayWallet,
  now: number,
  endsAt: number,
): HoldingInStatement {
  return {
    user_id: userId,
    product_id: terms.id,
    product_name: terms.name,
    price: terms.price,
    earning_amount: terms.earning_amount,
    earnings_count: terms.earnings_count,
    claim_period_seconds: terms.claim_period_seconds,
    profit_rule: terms.profit_rule,
    min_vip: terms.min_vip,
    purchase_limit: terms.purchase_limit,
    pay_wallet: wallet,
    purchased_at: now,
    ends_at: endsAt,
    collected_count: 0,
    collected_amount: 0,
    frozen: 0,
  }
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
  const holding = holdingInStatement(newHolding(p.userId, t, p.wallet, p.now, p.endsAt))
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

/** One user's purchase in a batch: the terms this process holds, checked by the statement. */
export interface BatchedPurchase {
  userId: number
  wallet: PayWallet
  terms: PurchaseTerms
  now: number
  endsAt: number
}

/**
 * What the batch's statement saw and did for one purchase. `on_sale`: the product still has these
 * terms (and asks no VIP level). The figures it looked at first (`purchases_seen`, `balance_seen`)
 * say whether the purchase could be made; `nth`, `balance` and `holding_id` are there when it was.
 */
export interface BatchedPurchaseOutcome {
  on_sale: boolean
  purchases_seen: number | null
  balance_seen: number | null
  nth: number | null
  balance: number | null
  holding_id: number | null
  balances_before: Record<string, number>
}

/**
 * Many users' purchases in one statement (PostgreSQL, a batch: decision 0048), at most one per
 * user, in the order given. A purchase is made only when the statement's first look finds the
 * terms current, the limit not reached and the wallet covering the price; then its slot, its debit
 * (`balance >= price` again, on the row as it is now), its entry, postings and holding follow. Rows
 * changed by another transaction since that look can leave a purchase half made (a slot without a
 * debit): the caller must check every outcome and roll the batch back if so. Products that ask for
 * a VIP level are not sold here (`on_sale` false): their purchases go the one-by-one way.
 */
export async function buyManyInOneStatement(
  tx: Kysely<DB>,
  purchases: readonly BatchedPurchase[],
): Promise<BatchedPurchaseOutcome[]> {
  const column = <T>(of: (p: BatchedPurchase) => T) => purchases.map(of)
  const result = await sql<BatchedPurchaseOutcome>`${prepared('purchase-batch')}
    with asked as (
      select * from unnest(cast(${column((p) => p.userId)} as bigint[]),
        cast(${column((p) => p.terms.id)} as bigint[]), cast(${column((p) => p.wallet)} as text[]),
        cast(${column((p) => p.terms.name)} as text[]), cast(${column((p) => p.terms.price)} as bigint[]),
        cast(${column((p) => p.terms.earning_amount)} as bigint[]),
        cast(${column((p) => p.terms.earnings_count)} as bigint[]),
        cast(${column((p) => p.terms.claim_period_seconds)} as bigint[]),
        cast(${column((p) => p.terms.profit_rule)} as text[]),
        cast(${column((p) => p.terms.min_vip)} as bigint[]),
        cast(${column((p) => p.terms.purchase_limit)} as bigint[]),
        cast(${column((p) => p.now)} as bigint[]), cast(${column((p) => p.endsAt)} as bigint[]))
        with ordinality as asked (user_id, product_id, wallet, name, price, earning_amount,
          earnings_count, claim_period_seconds, profit_rule, min_vip, purchase_limit, now, ends_at, ord)
    ), on_sale as (
      select asked.* from asked join products p on p.id = asked.product_id
      where p.status = 'published' and p.name = asked.name and p.price = asked.price
        and p.earning_amount = asked.earning_amount and p.earnings_count = asked.earnings_count
        and p.claim_period_seconds = asked.claim_period_seconds and p.profit_rule = asked.profit_rule
        and p.min_vip = asked.min_vip and p.purchase_limit = asked.purchase_limit and asked.min_vip = 0
    ), looked as (
      select on_sale.*, a.id as account_id, a.balance as balance_seen,
        coalesce(c.purchases, 0) as purchases_seen
      from on_sale join accounts a on a.user_id = on_sale.user_id and a.kind = on_sale.wallet
        left join purchase_counts c on c.user_id = on_sale.user_id and c.product_id = on_sale.product_id
    ), slots as (
      insert into purchase_counts (user_id, product_id, purchases)
      select user_id, product_id, 1 from looked
      where purchases_seen < purchase_limit and balance_seen >= price
      -- Slots are taken in the order of the users, as every batch takes them (no circle of waits).
      order by user_id
      on conflict (user_id, product_id) do update set purchases = purchase_counts.purchases + 1
        where purchase_counts.purchases <
          (select p.purchase_limit from products p where p.id = purchase_counts.product_id)
      returning user_id, purchases
    ), sales as (
      select l.user_id, l.account_id, -l.price as amount,
        'purchase:u' || l.user_id || ':p' || l.product_id || ':' || s.purchases as reference,
        'buy ' || l.name as reason, l.now as created_at, l.product_id, l.name as product_name, l.price,
        l.earning_amount, l.earnings_count, l.claim_period_seconds, l.profit_rule, l.min_vip,
        l.purchase_limit, l.wallet as pay_wallet, l.now as purchased_at, l.ends_at
      from looked l join slots s on s.user_id = l.user_id
    ), ${entriesInStatement('sales', { kind: 'purchase', system: 'system:sales' })},
      ${holdingsInStatement('sales')}
    select looked.user_id is not null as on_sale, looked.purchases_seen, looked.balance_seen,
      slots.purchases as nth, moved.balance, holdings_made.id as holding_id,
      ${userBalancesJson(sql.ref('asked.user_id'))} as balances_before
    from asked left join looked on looked.user_id = asked.user_id
      left join slots on slots.user_id = asked.user_id
      left join moved on moved.user_id = asked.user_id
      left join holdings_made on holdings_made.user_id = asked.user_id
    order by asked.ord`.execute(tx)
  return result.rows
}
