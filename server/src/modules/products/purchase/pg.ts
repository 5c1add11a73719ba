import { sql, type Kysely } from 'kysely'
import { prepared } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'
import { builtOnceForOneAndMany, requestsStep, step, withSteps } from '../../../db/steps.ts'
import { holdingsStep } from '../../income/index.ts'
import { entriesStep } from '../../ledger/index.ts'
import { userVipLevelOf } from '../../vip/index.ts'
import type { PurchaseTerms } from '../products.repo.ts'
import type { PurchaseAsked } from './rules.ts'

/**
 * The purchase on PostgreSQL: any number of users' purchases (one each) in one statement, so a
 * purchase, alone or in a batch, is one round trip. The statement looks (locking the wallets, so
 * what it sees of them is what it writes on), decides by the same conditions as `decidePurchase`,
 * and writes what it decided: the slot, the debit, the entry and its postings, the holding.
 */

/** A purchase as the statement takes it: the terms this process holds, which the row must still have. */
export interface HeldPurchase extends PurchaseAsked {
  terms: PurchaseTerms
  now: number
  endsAt: number
}

/** What the statement saw and did for one purchase. */
export interface StatementOutcome {
  /** The product's row still has the terms held (else nothing was looked at or written). */
  current: boolean
  vip_level: number
  purchases: number
  /** The wallet's balance as the statement locked it (null: no such wallet). */
  balance_seen: number | null
  /** The purchase's number (its slot), its wallet's balance after, its holding: when made. */
  nth: number | null
  balance: number | null
  holding_id: number | null
  /** The user's stored balances by account kind as the statement began (the debit not yet in them). */
  balances_before: Record<string, number>
}

export async function buyInOneStatement(
  tx: Kysely<DB>,
  purchases: readonly HeldPurchase[],
): Promise<StatementOutcome[]> {
  const column = <T>(of: (p: HeldPurchase) => T) => purchases.map(of)
  const result = await statement(tx as Kysely<never>, purchases.length, [
    column((p) => p.userId),
    column((p) => p.terms.id),
    column((p) => p.wallet),
    column((p) => p.expectedPrice ?? null),
    column((p) => p.terms.name),
    column((p) => p.terms.status),
    column((p) => p.terms.price),
    column((p) => p.terms.earning_amount),
    column((p) => p.terms.earnings_count),
    column((p) => p.terms.claim_period_seconds),
    column((p) => p.terms.profit_rule),
    column((p) => p.terms.min_vip),
    column((p) => p.terms.purchase_limit),
    column((p) => p.now),
    column((p) => p.endsAt),
  ])
  return result.rows
}

/** The statement, from its values: one array each, a purchase per index (or, for one, its values). */
const statement = builtOnceForOneAndMany<StatementOutcome>(15, 15, (v, one) => {
  const asked = requestsStep(
    'asked',
    [
      ['user_id', 'bigint'],
      ['product_id', 'bigint'],
      ['wallet', 'text'],
      ['expected_price', 'bigint'],
      ['product_name', 'text'],
      ['status', 'text'],
      ['price', 'bigint'],
      ['earning_amount', 'bigint'],
      ['earnings_count', 'bigint'],
      ['claim_period_seconds', 'bigint'],
      ['profit_rule', 'text'],
      ['min_vip', 'bigint'],
      ['purchase_limit', 'bigint'],
      ['now', 'bigint'],
      ['ends_at', 'bigint'],
    ],
    v,
    one,
  )
  // The look. The wallets are locked in the order of their ids, as every batch locks them (no
  // circle of waits; one wallet needs no order), and a wallet another transaction moved since the
  // statement began is seen as that transaction left it: the debit below finds what the look saw.
  const seen = step(
    'seen',
    [
      'user_id',
      'product_id',
      'wallet',
      'product_name',
      'price',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'min_vip',
      'purchase_limit',
      'now',
      'ends_at',
      'account_id',
      'balance_seen',
      'purchases',
      'vip_level',
      'current',
      'go',
    ],
    [asked],
    sql`select l.*,
        -- The rules of decidePurchase (rules.ts), in SQL: the caller holds the two to each other.
        l.current and l.status = 'published'
          and (l.expected_price is null or l.expected_price = l.price)
          and (l.min_vip = 0 or l.vip_level >= l.min_vip)
          and l.purchases < l.purchase_limit and l.balance_seen >= l.price as go
      from (
        select a.user_id, a.product_id, a.wallet, a.product_name, a.status, a.price, a.earning_amount,
          a.earnings_count, a.claim_period_seconds, a.profit_rule, a.min_vip, a.purchase_limit,
          a.now, a.ends_at, a.expected_price, w.id as account_id, w.balance as balance_seen,
          coalesce(c.purchases, 0) as purchases,
          case when a.min_vip > 0 then ${userVipLevelOf(sql.ref('a.user_id'))} else 0 end as vip_level,
          p.id is not null and (p.name, p.status, p.price, p.earning_amount, p.earnings_count,
            p.claim_period_seconds, p.profit_rule, p.min_vip, p.purchase_limit)
            = (a.product_name, a.status, a.price, a.earning_amount, a.earnings_count,
              a.claim_period_seconds, a.profit_rule, a.min_vip, a.purchase_limit) as current
        from ${asked.table} a join accounts w on w.user_id = a.user_id and w.kind = a.wallet
          left join products p on p.id = a.product_id
          left join purchase_counts c on c.user_id = a.user_id and c.product_id = a.product_id
        ${one ? sql`` : sql`order by w.id`}
        for no key update of w
      ) l`,
  )
  // The slot: the limit checked again on the row as it is now (another process's purchase may have
  // taken one since the look), so the count never passes it.
  const slots = step(
    'slots',
    ['user_id', 'purchases'],
    [seen],
    sql`insert into purchase_counts (user_id, product_id, purchases)
      select user_id, product_id, 1 from ${seen.table} where go
      order by user_id
      on conflict (user_id, product_id) do update set purchases = purchase_counts.purchases + 1
        where purchase_counts.purchases <
          (select p.purchase_limit from products p where p.id = purchase_counts.product_id)
      returning user_id, purchases`,
  )
  const sales = step(
    'sales',
    [
      'user_id',
      'account_id',
      'amount',
      'reference',
      'reason',
      'created_at',
      'product_id',
      'product_name',
      'price',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'min_vip',
      'purchase_limit',
      'pay_wallet',
      'purchased_at',
      'ends_at',
    ],
    [seen, slots],
    sql`select l.user_id, l.account_id, -l.price as amount,
        'purchase:u' || l.user_id || ':p' || l.product_id || ':' || s.purchases as reference,
        'buy ' || l.product_name as reason, l.now as created_at, l.product_id, l.product_name, l.price,
        l.earning_amount, l.earnings_count, l.claim_period_seconds, l.profit_rule, l.min_vip,
        l.purchase_limit, l.wallet as pay_wallet, l.now as purchased_at, l.ends_at
      from ${seen.table} l join ${slots.table} s on s.user_id = l.user_id`,
  )
  const { moved, entries, lines } = entriesStep(sales, {
    kind: 'purchase',
    system: 'system:sales',
    accountsLocked: true,
  })
  const holdings = holdingsStep(entries, sales)
  return sql`${prepared(one ? 'buy-one' : 'buy')}
    ${withSteps(asked, seen, slots, sales, moved, entries, lines, holdings)}
    select coalesce(l.current, false) as current, coalesce(l.vip_level, 0) as vip_level,
      coalesce(l.purchases, 0) as purchases, l.balance_seen,
      (select s.purchases from ${slots.table} s where s.user_id = a.user_id) as nth,
      (select m.balance from ${moved.table} m where m.user_id = a.user_id) as balance,
      (select h.id from ${holdings.table} h where h.user_id = a.user_id) as holding_id,
      (select json_object_agg(kind, balance) from accounts where user_id = a.user_id) as balances_before
    from ${asked.table} a left join ${seen.table} l on l.user_id = a.user_id
    ${one ? sql`` : sql`order by a.ord`}`
})
