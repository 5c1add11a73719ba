import { sql, type Kysely, type RawBuilder } from 'kysely'
import { prepared } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'
import { builtOnce, builtOnceForOneAndMany, requestsStep, step, withSteps } from '../../../db/steps.ts'
import { holdingsStep } from '../../income/index.ts'
import { entriesStep, userBalancesJson, walletMovesStep } from '../../ledger/index.ts'
import { userVipLevelOf } from '../../vip/index.ts'
import type { PurchaseTerms } from '../products.repo.ts'
import type { PurchaseAsked } from './rules.ts'

/**
 * The purchase on PostgreSQL: any number of users' purchases (one each) in one statement, so a
 * purchase, alone or in a batch, is one round trip (decision 0087). The statement writes first: the
 * debit, on the conditions of `decidePurchase` as the statement finds the product, the purchase
 * count (for many; for one the slot alone checks the limit, decision 0092) and the VIP level, and
 * the wallet's balance as the debit finds it; then the slot (the limit checked on the row as it is
 * now), the entry and its postings, the holding. It reads the wallet again only for a purchase it
 * did not make, to name the refusal; a purchase alone that it did not make has what it found read
 * again in a statement of its own (decision 0089).
 */

/** A purchase as the statement takes it: the terms this process holds, which the row must still have. */
export interface HeldPurchase extends PurchaseAsked {
  terms: PurchaseTerms
  now: number
  endsAt: number
}

/** What the statement saw and did for one purchase. */
export interface StatementOutcome {
  /** The product's row still has the terms held (else nothing was written). */
  current: boolean
  vip_level: number
  purchases: number
  /**
   * The wallet's balance as the debit found it, or, for a purchase not made, as the statement began
   * (a purchase alone: as read right after it; null: no such wallet).
   */
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
  const values = [
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
  ]
  // A batch that holds no product with a VIP minimum runs the statement that reads no VIP level.
  const vip = purchases.some((p) => p.terms.min_vip > 0)
  const result = await (vip ? statements.vip : statements.plain)(
    tx as Kysely<never>,
    purchases.length,
    values,
  )
  const [alone] = result.rows
  // A purchase alone answers what it found only when it made the purchase (its debit's row carries
  // it); one it did not make reads it again, to name the refusal. Refusals are the rarer request,
  // and every purchase made is spared reading it twice.
  if (purchases.length === 1 && alone && alone.nth === null && alone.balance === null)
    return (
      await foundAlone(
        tx as Kysely<never>,
        values.map(([value]) => value),
      )
    ).rows
  return result.rows
}

/**
 * The requests (`asked`) and what each purchase finds before it writes (`offered`), from the
 * statement's values: one array each, a purchase per index (or, for one, its values). `vip`: some
 * purchase is of a product with a VIP minimum, so the VIP level is read; without it, every product
 * held has none, and a VIP level of 0 decides as any other would.
 *
 * `alone`, the statement for one (decision 0091, 0092): only a product that still has the terms
 * held is found (a purchase whose product has not finds no row, so `current` is true wherever there
 * is one), and the purchase count is not read: `purchases` is 0, and the slot checks the limit on
 * the row as it is now, after the debit. Its answer reads the debit and the slot, not what it
 * found; a purchase not made is read again (`foundAlone`), where the row comes whatever the terms,
 * with `current` saying whether they held, and the count is read.
 */
function findingSteps(v: RawBuilder<unknown>[], one: boolean, vip: boolean, alone: boolean) {
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
  // Alone, the product only on the terms held and no count; else the product whatever its terms,
  // and the count.
  const found = alone
    ? {
        joins: sql`join products p on p.id = a.product_id and ${termsHeld}`,
        current: sql`true`,
        purchases: sql`0`,
      }
    : {
        joins: sql`left join products p on p.id = a.product_id
          left join purchase_counts c on c.user_id = a.user_id and c.product_id = a.product_id`,
        current: sql`p.id is not null and ${termsHeld}`,
        purchases: sql`coalesce(c.purchases, 0)`,
      }

  // What the statement finds of each purchase before it writes: the product (its terms still the
  // ones held), the purchase count and the VIP level; and whether, on these, `decidePurchase` would
  // let the purchase go on to the debit.
  const offered = step(
    'offered',
    [
      'user_id',
      'product_id',
      'wallet',
      'product_name',
      'price',
      'amount',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'min_vip',
      'purchase_limit',
      'now',
      'ends_at',
      'ord',
      'purchases',
      'vip_level',
      'current',
      'go',
    ],
    [asked],
    sql`select o.*,
        -- The rules of decidePurchase (rules.ts) but the balance, in SQL (the balance's is the
        -- debit's own): the caller holds the two to each other.
        o.current and o.status = 'published'
          and (o.expected_price is null or o.expected_price = o.price)
          and (o.min_vip = 0 or o.vip_level >= o.min_vip)
          and o.purchases < o.purchase_limit as go
      from (
        select a.*, -a.price as amount, ${found.purchases} as purchases,
          ${
            vip
              ? sql`case when a.min_vip > 0 then ${userVipLevelOf(sql.ref('a.user_id'))} else 0 end`
              : sql`0`
          } as vip_level,
          ${found.current} as current
        from ${asked.table} a ${found.joins}
      ) o`,
    // For one purchase, this step is written into the debit, so the debit finds the wallet by the
    // request's values, as a statement for one written by hand would; many are read once.
    one,
  )
  return { asked, offered }
}

/** The product's row (`p`) has the terms the request holds (`a`). */
const termsHeld = sql`(p.name, p.status, p.price, p.earning_amount, p.earnings_count,
    p.claim_period_seconds, p.profit_rule, p.min_vip, p.purchase_limit)
  = (a.product_name, a.status, a.price, a.earning_amount, a.earnings_count,
    a.claim_period_seconds, a.profit_rule, a.min_vip, a.purchase_limit)`

/** The statement, from its values (see `findingSteps`). */
function built(v: RawBuilder<unknown>[], one: boolean, vip: boolean) {
  // For one, the terms are compared once, in the product's join, and the count is not read: the
  // slot checks the limit (decisions 0091, 0092).
  const { asked, offered } = findingSteps(v, one, vip, one)
  // The debit: only where the balance covers the price, on the wallet's row as it is now. Its row
  // carries what the purchase found, for the answer.
  const moved = walletMovesStep(offered, one, ['current', 'vip_level'])
  // The slot: the limit checked on the row as it is now (for many, again: another process's purchase
  // may have taken one since the statement began; for one, only here). A debit whose slot is
  // refused so is half made: the caller rolls it back (`buyMany`).
  const slots = step(
    'slots',
    ['user_id', 'purchases'],
    [asked, moved],
    sql`insert into purchase_counts (user_id, product_id, purchases)
      select a.user_id, a.product_id, 1 from ${moved.table} m join ${asked.table} a on a.user_id = m.user_id
      ${one ? sql`` : sql`order by a.user_id`}
      on conflict (user_id, product_id) do update set purchases = purchase_counts.purchases + 1
        where purchase_counts.purchases < ${
          // The product's limit: the one held (a purchase debited found its row on the terms held,
          // as this statement sees it), or for many, the row's, found by the count's product.
          one
            ? sql`(select ${asked.col('purchase_limit', 'l')} from ${asked.table} l)`
            : sql`(select p.purchase_limit from products p where p.id = purchase_counts.product_id)`
        }
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
      'balance',
    ],
    [asked, moved, slots],
    sql`select a.user_id, m.account_id, -a.price as amount,
        'purchase:u' || a.user_id || ':p' || a.product_id || ':' || s.purchases as reference,
        'buy ' || a.product_name as reason, a.now as created_at, a.product_id, a.product_name, a.price,
        a.earning_amount, a.earnings_count, a.claim_period_seconds, a.profit_rule, a.min_vip,
        a.purchase_limit, a.wallet as pay_wallet, a.now as purchased_at, a.ends_at, m.balance
      from ${asked.table} a join ${moved.table} m on m.user_id = a.user_id
        join ${slots.table} s on s.user_id = a.user_id`,
  )
  const { entries, lines } = entriesStep(sales, { kind: 'purchase', system: 'system:sales', one })
  const holdings = holdingsStep(entries, sales, one)
  const whatWasMade = (
    user: RawBuilder<number>,
    nth: RawBuilder<unknown> = sql`(select s.purchases from ${slots.table} s where s.user_id = ${user})`,
  ) => sql`
      ${nth} as nth,
      m.balance,
      (select h.id from ${holdings.table} h where h.user_id = ${user}) as holding_id,
      ${userBalancesJson(user)} as balances_before`
  if (one)
    // What the purchase found comes with its debit; a purchase not made reads it again
    // (`foundAlone`), so the statement does not find it twice for every purchase made. The count
    // is the slot's: the purchases before this one, or, where the slot was refused after the
    // debit, the limit, which the count had reached.
    return sql`${prepared(vip ? 'buy-one-vip' : 'buy-one')}
      ${withSteps(asked, offered, moved, slots, sales, entries, lines, holdings)}
      select m.current, m.vip_level, coalesce(s.purchases - 1, a.purchase_limit) as purchases,
        m.balance + a.price as balance_seen,
        ${whatWasMade(sql.ref<number>('a.user_id'), sql.ref('s.purchases'))}
      from ${asked.table} a left join ${moved.table} m on m.user_id = a.user_id
        left join ${slots.table} s on s.user_id = a.user_id`
  return sql`${prepared(vip ? 'buy-vip' : 'buy')}
    ${withSteps(asked, offered, moved, slots, sales, entries, lines, holdings)}
    select o.current, o.vip_level, o.purchases,
      case when m.user_id is null
        then (select w.balance from accounts w where w.user_id = o.user_id and w.kind = o.wallet)
        else m.balance - o.amount end as balance_seen,
      ${whatWasMade(sql.ref<number>('o.user_id'))}
    from ${offered.table} o left join ${moved.table} m on m.user_id = o.user_id
    order by o.ord`
}

/** The statement for batches that hold a product with a VIP minimum, and for those that hold none. */
const statements = {
  vip: builtOnceForOneAndMany<StatementOutcome>(15, 15, (v, one) => built(v, one, true)),
  plain: builtOnceForOneAndMany<StatementOutcome>(15, 15, (v, one) => built(v, one, false)),
}

/**
 * What a purchase alone found, read again after a statement that did not make it (nothing of it
 * written): the product (its terms still the ones held), the purchase count, the VIP level and the
 * wallet's balance, as they are now, for `decidePurchase` to name the refusal. Should the rules now
 * allow it, the purchase is asked again.
 */
const foundAlone = builtOnce<StatementOutcome>(15, (v) => {
  const { offered } = findingSteps(v, true, true, false)
  return sql`${prepared('buy-one-found')}
    ${withSteps(offered)}
    select o.current, o.vip_level, o.purchases,
      (select w.balance from accounts w where w.user_id = o.user_id and w.kind = o.wallet) as balance_seen,
      null as nth, null as balance, null as holding_id,
      ${userBalancesJson(sql.ref<number>('o.user_id'))} as balances_before
    from ${offered.table} o`
})
