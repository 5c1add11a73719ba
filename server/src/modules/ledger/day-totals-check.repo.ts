import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { type DayTotalRow, dayTotalRows } from './totals-check.repo.ts'

/**
 * The stored day totals as the check of them (docs/money.md I14, `day-totals-check.service.ts`)
 * reads them: a few days' rows a statement, folded into the form the ledger's side is summed in.
 */

/**
 * Stored rows folded into the form the ledger's side is summed in (decision 0085): per (day, kind,
 * shard) one row under '' whose entries are those of all its rows (a move counts an entry on its
 * first system account's row, or under '' when it has none, and rows written before counted every
 * entry under ''), and per row under a system account one with its amount and no entries. The row
 * under '' keeps its own amount (0 as the moves write it), so one that moved anything still differs.
 */
function folded(rows: readonly DayTotalRow[]): DayTotalRow[] {
  const counts = new Map<string, DayTotalRow>()
  const amounts: DayTotalRow[] = []
  for (const r of dayTotalRows(rows)) {
    const key = `${r.day} ${r.kind} ${r.shard}`
    const count = counts.get(key) ?? {
      day: r.day,
      kind: r.kind,
      account: '',
      shard: r.shard,
      entries: 0,
      amount: 0,
    }
    count.entries += r.entries
    if (r.account === '') count.amount += r.amount
    else amounts.push({ ...r, entries: 0 })
    counts.set(key, count)
  }
  return [...counts.values(), ...amounts]
}

const movesAnything = (r: DayTotalRow) => r.entries !== 0 || r.amount !== 0

const inKeyOrder = (a: DayTotalRow, b: DayTotalRow) =>
  a.day - b.day ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
  (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) ||
  a.shard - b.shard

/** The stored day totals of `days` (a few: the days a range of entries touched), folded, by key. */
export async function findStoredDayTotals(db: Kysely<DB>, days: readonly number[]) {
  if (days.length === 0) return []
  const rows = await db
    .selectFrom('ledger_day_totals')
    .select(['day', 'kind', 'account', 'shard', 'entries', 'amount'])
    .where('day', 'in', days)
    .execute()
  return folded(rows)
}

/**
 * Stored day totals that count or move anything on the days from `fromDay` (included) to `toDay`
 * (excluded; either open), folded, at most `limit` in key order: on days no entry has, each is a
 * drift. One statement finds the first `limit` (day, kind)s with a row that counts or moves
 * anything (by the primary key, stopping there), a second reads their rows whole, so a count is
 * folded from all of its rows; it goes on past those whose rows fold to nothing (counts that cancel
 * out between accounts) until it has `limit` or the days end.
 */
export async function findStoredDayTotalsBetween(
  db: Kysely<DB>,
  days: { fromDay?: number; toDay?: number },
  limit: number,
) {
  const found: DayTotalRow[] = []
  let after: { day: number; kind: string } | undefined
  while (found.length < limit) {
    let query = db
      .selectFrom('ledger_day_totals')
      .select(['day', 'kind'])
      .distinct()
      .where((eb) => eb.or([eb('entries', '!=', 0), eb('amount', '!=', 0)]))
    if (days.fromDay !== undefined) query = query.where('day', '>=', days.fromDay)
    if (days.toDay !== undefined) query = query.where('day', '<', days.toDay)
    const from = after
    // After the last (day, kind) read; `day >=` too, so the index is entered there, not at `fromDay`.
    if (from)
      query = query
        .where('day', '>=', from.day)
        .where((eb) => eb.or([eb('day', '>', from.day), eb('kind', '>', from.kind)]))
    const keys = (await query.orderBy('day').orderBy('kind').limit(limit).execute()).map((k) => ({
      day: Number(k.day),
      kind: k.kind,
    }))
    if (keys.length === 0) break
    const rows = await db
      .selectFrom('ledger_day_totals')
      .select(['day', 'kind', 'account', 'shard', 'entries', 'amount'])
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('day', '=', k.day), eb('kind', '=', k.kind)]))))
      .execute()
    found.push(...folded(rows).filter(movesAnything).sort(inKeyOrder))
    after = keys[keys.length - 1]
  }
  return found.slice(0, limit)
}

/**
 * The stored day total of one key, if any, folded: under '' the count of all the rows of its day,
 * kind and shard, under a system account its amount.
 */
export async function findStoredDayTotal(db: Kysely<DB>, key: Omit<DayTotalRow, 'entries' | 'amount'>) {
  let query = db
    .selectFrom('ledger_day_totals')
    .select(['day', 'kind', 'account', 'shard', 'entries', 'amount'])
    .where('day', '=', key.day)
    .where('kind', '=', key.kind)
    .where('shard', '=', key.shard)
  if (key.account !== '') query = query.where('account', '=', key.account)
  return folded(await query.execute()).find((r) => r.account === key.account)
}
