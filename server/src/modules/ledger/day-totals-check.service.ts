import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { type CheckChunk, eachRange, findLastId } from './check-ranges.ts'
import {
  findStoredDayTotal,
  findStoredDayTotals,
  findStoredDayTotalsBetween,
} from './day-totals-check.repo.ts'
import {
  type DayTotalRow,
  findFirstEntryOfDays,
  findFirstTimeOf,
  findKinds,
  findSystemAccounts,
  sumDayTotalsOfEntries,
} from './totals-check.repo.ts'

const FEW = 5
/** At most this many days' stored rows are read in one statement. */
const DAYS_A_STATEMENT = 500

type Key = Omit<DayTotalRow, 'entries' | 'amount'>
const keyOf = (r: Key) => `${r.day} ${r.kind} ${r.account} ${r.shard}`
const inReportOrder = (a: Key, b: Key) =>
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
  a.day - b.day ||
  (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) ||
  a.shard - b.shard

/**
 * The day totals (I14) that differ from the ledger, at most a few, as lines of the report
 * (decision 0084). The ledger is read range by range of entry ids (`chunk.keys` a statement, the
 * entries and their system postings), its sums per (day, kind, account, shard) set against the
 * stored rows of each day the first time a range reaches it: only the keys whose stored total and
 * the ledger read so far still differ are held, so a day leaves memory once its entries are all
 * read, in whatever ranges they lie. Stored rows on days no entry has are read after, by day.
 * Whole (`afterEntry` 0), every day; from a checkpoint, every day from the first day of the
 * entries after it, reading from the lowest id of those days' entries.
 */
export async function findDriftedDays(db: Kysely<DB>, chunk: CheckChunk, afterEntry = 0): Promise<string[]> {
  const last = await findLastId(db, 'journal_entries')
  let fromDay: number | undefined
  let first = 1
  if (afterEntry > 0) {
    const after = await findDaysAfter(db, afterEntry, last, chunk)
    if (!after) return []
    fromDay = after.fromDay
    first = after.firstEntry
  }
  // Stored minus the ledger read so far, per key, only where they differ.
  const differs = new Map<string, DayTotalRow>()
  const loaded = new Set<number>()
  const add = (r: DayTotalRow, sign: 1 | -1) => {
    const key = keyOf(r)
    const d = differs.get(key) ?? { ...r, entries: 0, amount: 0 }
    d.entries += sign * r.entries
    d.amount += sign * r.amount
    if (d.entries === 0 && d.amount === 0) differs.delete(key)
    else differs.set(key, d)
  }
  const system = await findSystemAccounts(db)
  await eachRange({ first, last }, chunk.keys, async (range) => {
    const rows = await sumDayTotalsOfEntries(db, range, system, fromDay)
    const days = [...new Set(rows.map((r) => r.day))].filter((day) => !loaded.has(day))
    for (let i = 0; i < days.length; i += DAYS_A_STATEMENT)
      for (const r of await findStoredDayTotals(db, days.slice(i, i + DAYS_A_STATEMENT))) add(r, 1)
    for (const day of days) loaded.add(day)
    for (const r of rows) add(r, -1)
  })
  const found: { stored: DayTotalRow; ledger: DayTotalRow }[] = []
  for (const d of [...differs.values()].sort(inReportOrder).slice(0, FEW)) {
    const stored = (await findStoredDayTotal(db, d)) ?? { ...d, entries: 0, amount: 0 }
    found.push({
      stored,
      ledger: { ...d, entries: stored.entries - d.entries, amount: stored.amount - d.amount },
    })
  }
  // Days no entry reached: any stored row that counts or moves anything there is a drift.
  const reached = [...loaded].sort((a, b) => a - b)
  const gaps: { fromDay?: number; toDay?: number }[] = []
  let gapFrom = fromDay
  for (const day of reached) {
    if (gapFrom === undefined || day > gapFrom) gaps.push({ fromDay: gapFrom, toDay: day })
    gapFrom = day + 1
  }
  gaps.push({ fromDay: gapFrom })
  for (const gap of gaps) {
    if (found.length >= FEW) break
    for (const stored of await findStoredDayTotalsBetween(db, gap, FEW))
      found.push({ stored, ledger: { ...stored, entries: 0, amount: 0 } })
  }
  return found
    .sort((a, b) => inReportOrder(a.stored, b.stored))
    .slice(0, FEW)
    .map(
      ({ stored: s, ledger: l }) =>
        `day ${s.day} ${s.kind} '${s.account}' shard ${s.shard}: stored ${s.entries} entries ` +
        `moving ${s.amount}, ledger ${l.entries} moving ${l.amount}`,
    )
}

/**
 * From a checkpoint: the first day of the entries after `afterEntry` (read range by range of them),
 * and the lowest id of any entry of that day or after (kind by kind, `chunk.days` days of one kind a
 * statement, by the (kind, time) index). Undefined when no entry came after the checkpoint.
 */
async function findDaysAfter(
  db: Kysely<DB>,
  afterEntry: number,
  last: number,
  chunk: CheckChunk,
): Promise<{ fromDay: number; firstEntry: number } | undefined> {
  let firstTime: number | undefined
  await eachRange({ first: afterEntry + 1, last }, chunk.keys, async (range) => {
    const time = await findFirstTimeOf(db, range)
    if (time !== null) firstTime = Math.min(firstTime ?? time, time)
  })
  if (firstTime === undefined) return undefined
  const fromDay = Math.floor(firstTime / 86_400)
  let firstEntry = afterEntry + 1
  for (const { kind, last: lastTime } of await findKinds(db))
    for (let day = fromDay; day <= Math.floor(lastTime / 86_400); day += chunk.days) {
      const id = await findFirstEntryOfDays(db, { kind, fromDay: day, toDay: day + chunk.days - 1 })
      if (id !== null) firstEntry = Math.min(firstEntry, id)
    }
  return { fromDay, firstEntry }
}
