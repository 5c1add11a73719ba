import { MAX_AMOUNT_MINOR } from '@app/contracts'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { earningsDueBy } from '../income/schedule.ts'

export interface CheckResult {
  ok: boolean
  /** One line per invariant: its name and whether it holds. */
  checks: { id: string; name: string; ok: boolean; detail: string }[]
}

type Check = (db: Kysely<DB>, now: number) => Promise<string[]>

/**
 * The money invariants of MONEY.md that hold at any moment (I1–I6, I10, I11), checked from the
 * stored facts. Each check returns the offending rows, at most a few, as text.
 */
const CHECKS: [string, string, Check][] = [
  [
    'I1',
    'every entry has two or more postings and sums to zero per asset',
    async (db) => {
      const rows = await db
        .selectFrom('journal_entries as e')
        .leftJoin('postings as p', 'p.entry_id', 'e.id')
        .leftJoin('accounts as a', 'a.id', 'p.account_id')
        .select([
          'e.id',
          'a.asset',
          sql<number>`count(p.id)`.as('n'),
          sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'),
        ])
        .groupBy(['e.id', 'a.asset'])
        .having((eb) => eb.or([eb(sql`count(p.id)`, '<', 2), eb(sql`coalesce(sum(p.amount), 0)`, '!=', 0)]))
        .limit(5)
        .execute()
      return rows.map(
        (r) => `entry ${r.id} (${r.asset ?? 'no postings'}): ${r.n} postings summing to ${r.total}`,
      )
    },
  ],
  [
    'I1',
    'the whole ledger sums to zero per asset',
    async (db) => {
      const rows = await db
        .selectFrom('postings as p')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .select(['a.asset', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
        .groupBy('a.asset')
        .execute()
      return rows.filter((r) => r.total !== 0).map((r) => `${r.asset} sums to ${r.total}`)
    },
  ],
  [
    'I2',
    "each user account's stored balance equals the sum of its postings",
    async (db) => {
      const rows = await db
        .selectFrom('accounts as a')
        .leftJoin('postings as p', 'p.account_id', 'a.id')
        .where('a.is_system', '=', 0)
        .select(['a.code', 'a.balance', sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total')])
        .groupBy(['a.id', 'a.code', 'a.balance'])
        .having(sql`a.balance`, '!=', sql`coalesce(sum(p.amount), 0)`)
        .limit(5)
        .execute()
      return rows.map((r) => `${r.code}: stored ${r.balance}, postings ${r.total}`)
    },
  ],
  [
    'I3',
    'no user account is below zero',
    async (db) => {
      const rows = await db
        .selectFrom('accounts')
        .select(['code', 'balance'])
        .where('is_system', '=', 0)
        .where('balance', '<', 0)
        .limit(5)
        .execute()
      return rows.map((r) => `${r.code} is ${r.balance}`)
    },
  ],
  [
    'I4',
    'every posting is a non-zero integer within bounds',
    async (db) => {
      const rows = await db
        .selectFrom('postings')
        .select(['id', 'amount'])
        .where((eb) =>
          eb.or([
            eb('amount', '=', 0),
            eb('amount', '>', MAX_AMOUNT_MINOR),
            eb('amount', '<', -MAX_AMOUNT_MINOR),
          ]),
        )
        .limit(5)
        .execute()
      return rows.map((r) => `posting ${r.id}: ${r.amount}`)
    },
  ],
  ['I5', 'history is append-only (update and delete are refused)', async (db) => historyIsGuarded(db)],
  [
    'I6',
    'one entry per business reference and per holding earning',
    async (db) => {
      const refs = await db
        .selectFrom('journal_entries')
        .select(['reference', sql<number>`count(*)`.as('n')])
        .groupBy('reference')
        .having(sql`count(*)`, '>', 1)
        .limit(5)
        .execute()
      const earnings = await db
        .selectFrom('holding_earnings')
        .select(['holding_id', 'earning_index', sql<number>`count(*)`.as('n')])
        .groupBy(['holding_id', 'earning_index'])
        .having(sql`count(*)`, '>', 1)
        .limit(5)
        .execute()
      return [
        ...refs.map((r) => `reference ${r.reference} × ${r.n}`),
        ...earnings.map((e) => `holding ${e.holding_id} earning ${e.earning_index} × ${e.n}`),
      ]
    },
  ],
  [
    'I10',
    'purchases: within each purchase limit, price debited by the entry that made the holding',
    async (db) => {
      const overLimit = await db
        .selectFrom('holdings')
        .select([
          'user_id',
          'product_id',
          sql<number>`count(*)`.as('n'),
          sql<number>`min(purchase_limit)`.as('lim'),
        ])
        .groupBy(['user_id', 'product_id'])
        .having(sql`count(*)`, '>', sql`min(purchase_limit)`)
        .limit(5)
        .execute()
      const unpaid = await db
        .selectFrom('holdings as h')
        .innerJoin('postings as p', 'p.entry_id', 'h.entry_id')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .select([
          'h.id',
          'h.price',
          sql<number>`cast(sum(case when a.is_system = 0 then -p.amount else 0 end) as bigint)`.as('paid'),
        ])
        .groupBy(['h.id', 'h.price'])
        .having(sql`sum(case when a.is_system = 0 then -p.amount else 0 end)`, '!=', sql`h.price`)
        .limit(5)
        .execute()
      return [
        ...overLimit.map((r) => `user ${r.user_id} holds ${r.n} of product ${r.product_id} (limit ${r.lim})`),
        ...unpaid.map((r) => `holding ${r.id} paid ${r.paid} of ${r.price}`),
      ]
    },
  ],
  [
    'I11',
    'income: each holding collected at most its earnings, only those due, each once',
    async (db, now) => incomeViolations(db, now),
  ],
]

async function incomeViolations(db: Kysely<DB>, now: number): Promise<string[]> {
  const problems: string[] = []
  const sums = await db
    .selectFrom('holdings as h')
    .leftJoin('holding_earnings as e', 'e.holding_id', 'h.id')
    .select([
      'h.id',
      'h.collected_count',
      'h.collected_amount',
      'h.earnings_count',
      'h.earning_amount',
      sql<number>`count(e.id)`.as('n'),
      sql<number>`cast(coalesce(sum(e.amount), 0) as bigint)`.as('total'),
      sql<number>`coalesce(max(e.earning_index), 0)`.as('maxIndex'),
    ])
    .groupBy(['h.id', 'h.collected_count', 'h.collected_amount', 'h.earnings_count', 'h.earning_amount'])
    .execute()
  for (const h of sums) {
    if (h.n !== h.collected_count || h.total !== h.collected_amount)
      problems.push(
        `holding ${h.id}: counters ${h.collected_count}/${h.collected_amount} vs earnings ${h.n}/${h.total}`,
      )
    if (h.total > h.earnings_count * h.earning_amount || h.maxIndex > h.earnings_count)
      problems.push(`holding ${h.id}: collected beyond its terms`)
  }
  const early = await db
    .selectFrom('holding_earnings')
    .select(['holding_id', 'earning_index', 'due_at', 'collected_at'])
    .whereRef('collected_at', '<', 'due_at')
    .limit(5)
    .execute()
  problems.push(
    ...early.map((e) => `holding ${e.holding_id} earning ${e.earning_index} collected before it was due`),
  )
  const holdings = await db
    .selectFrom('holdings')
    .select([
      'id',
      'price',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'purchased_at',
      'collected_count',
    ])
    .execute()
  for (const h of holdings) {
    if (h.collected_count > earningsDueBy(h, h.purchased_at, now).length)
      problems.push(`holding ${h.id}: more collected than due now`)
  }
  return problems.slice(0, 10)
}

/** Tries to change history inside a transaction that is always rolled back. */
async function historyIsGuarded(db: Kysely<DB>): Promise<string[]> {
  const problems: string[] = []
  for (const table of ['postings', 'journal_entries'] as const) {
    const any = await db.selectFrom(table).select('id').limit(1).executeTakeFirst()
    // A row trigger fires only for a row: with no history yet there is nothing to guard.
    if (!any) continue
    for (const op of ['update', 'delete'] as const) {
      const refused = await db
        .transaction()
        .execute(async (tx) => {
          if (op === 'update')
            await sql`update ${sql.table(table)} set created_at = created_at where id = (select min(id) from ${sql.table(table)})`.execute(
              tx,
            )
          else
            await sql`delete from ${sql.table(table)} where id = (select min(id) from ${sql.table(table)})`.execute(
              tx,
            )
          throw new RolledBack()
        })
        .catch((error: unknown) => !(error instanceof RolledBack))
      if (!refused) problems.push(`${op} on ${table} was not refused`)
    }
  }
  return problems
}

class RolledBack extends Error {}

export async function checkLedger(db: Kysely<DB>, now: number): Promise<CheckResult> {
  const checks = []
  for (const [id, name, check] of CHECKS) {
    const problems = await check(db, now)
    checks.push({ id, name, ok: problems.length === 0, detail: problems.join('; ') })
  }
  return { ok: checks.every((c) => c.ok), checks }
}
