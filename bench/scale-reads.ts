/**
 * The hot reads of `bench/scale.ts`, each as the server runs it, and their timing on kept databases
 * (`SCALE_READS`), read only and side by side.
 */
import { sql, type Kysely } from 'kysely'
import { PORTFOLIO_DAYS_AFTER, PORTFOLIO_DAYS_BEFORE, addSplits } from '@app/contracts'
import { openDatabase, type Database } from '../server/src/db/database.ts'
import type { DB } from '../server/src/db/schema.ts'
import {
  dayBounds,
  dayIndexIn,
  dayOf,
  daysAround,
  sumByDay,
} from '../server/src/modules/income/portfolio-days.ts'
import { listUserEvents } from '../server/src/modules/ledger/activity.repo.ts'
import { sumDayTotals } from '../server/src/modules/ledger/dashboard.repo.ts'
import { periodStarts } from '../server/src/modules/ledger/dashboard.service.ts'
import { listUserEntries } from '../server/src/modules/ledger/ledger.repo.ts'
import { sumUserIncome } from '../server/src/modules/ledger/postings.repo.ts'
import { listUserIncomeQuarters, sumUserIncomeByDay } from '../server/src/modules/ledger/totals.repo.ts'
import { testPgUrl } from '../server/src/testing/databases.ts'
import type { SeededUsers } from '../server/src/testing/ledger-volume.ts'

export const RUNS = Number(process.env.RUNS ?? 100)
/** The seeded ledger's last moment: its year of history ends here. */
export const END = Date.UTC(2026, 10, 28, 12) / 1000
export const PAGE = 21

export type Read = (db: Kysely<DB>, userId: number) => Promise<unknown>

/** The chart's days as Home has them at END in UTC: the PORTFOLIO_DAYS_BEFORE, today, the days after. */
const CHART_BOUNDS = dayBounds(
  daysAround(dayOf(END, 'UTC'), PORTFOLIO_DAYS_BEFORE, PORTFOLIO_DAYS_AFTER),
  'UTC',
)

/** Home's income per day as it was read before decision 0083: every quarter, summed in the app. */
async function incomeDaysBefore(db: Kysely<DB>, user: number) {
  const bounds = CHART_BOUNDS
  const quarters = await listUserIncomeQuarters(db, user, bounds[0] ?? 0, bounds.at(-1) ?? 0)
  const moves = quarters.map((q) => ({ ...q, profit: q.received - q.principal }))
  return {
    byDay: sumByDay(
      bounds,
      moves.map((m) => ({ at: m.at, amount: m.received, profit: m.profit })),
    ),
    today: addSplits(moves.filter((m) => dayIndexIn(bounds, m.at) === PORTFOLIO_DAYS_BEFORE)),
  }
}

/** Home's income per day as the server reads it (decision 0083): one row a day, summed by the database. */
async function incomeDays(db: Kysely<DB>, user: number) {
  const days = await sumUserIncomeByDay(db, user, CHART_BOUNDS)
  const today = days[PORTFOLIO_DAYS_BEFORE] ?? { received: 0, principal: 0 }
  return {
    byDay: days.map((d) => ({ amount: d.received, profit: d.received - d.principal })),
    today: { ...today, profit: today.received - today.principal },
  }
}

/** The hot reads of the issue, each as its repo runs it; `undefined` where it is not per user. */
export function hotReads(olderCursor: Map<number, number>): Record<string, Read> {
  return {
    'Home: total income': (db, user) => sumUserIncome(db, user),
    // The chart's days in UTC, summed per day by the database, as the server reads them.
    'Home: income of the last days': incomeDays,
    // The same days before decision 0083: their quarters of an hour, summed in the app.
    'Home: income of the last days, before (quarters)': incomeDaysBefore,
    'Console dashboard: the week': (db) =>
      sumDayTotals(db, ['recharge', 'withdraw_paid', 'purchase', 'income'], periodStarts(END).week),
    'Activity feed, first page': (db, user) => listUserEvents(db, { userId: user, limit: PAGE }),
    'Activity feed, an older page': (db, user) =>
      listUserEvents(db, { userId: user, cursor: olderCursor.get(user), limit: PAGE }),
    'Console user ledger': (db, user) => listUserEntries(db, user, undefined, PAGE),
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

export const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
/** An older page of each user's activity: ten pages down their history (or as deep as it goes). */
export async function olderCursors(db: Kysely<DB>, users: SeededUsers): Promise<Map<number, number>> {
  const olderCursor = new Map<number, number>()
  for (const user of [users.heavy, users.light]) {
    const count = await sql<{
      n: number
    }>`select count(*) as n from postings where user_id = ${user}`.execute(db)
    const deep = Math.min(10 * PAGE, Math.floor(Number(count.rows[0]?.n ?? 0) / 2))
    const row = await sql<{ id: number }>`select entry_id as id from postings where user_id = ${user}
      order by entry_id desc offset ${deep} limit 1`.execute(db)
    olderCursor.set(user, Number(row.rows[0]?.id ?? 0))
  }
  return olderCursor
}

/**
 * The users `seedLedgerVolume` made on a kept database, as it names them: its users are the ones
 * with the password 'seeded', the heavy one first, the medium next, then the light ones, of whom
 * the one in the middle.
 */
async function seededUsers(db: Kysely<DB>): Promise<SeededUsers> {
  const row = await db
    .selectFrom('users')
    .select([sql<number>`min(id)`.as('first'), sql<number>`count(*)`.as('n')])
    .where('password_hash', '=', 'seeded')
    .executeTakeFirstOrThrow()
  const first = Number(row.first)
  const light = Number(row.n) - 2
  if (!(first > 0) || light < 1) throw new Error('no seeded ledger in this database')
  return { heavy: first, medium: first + 1, light: first + 2 + Math.floor(light / 2) }
}

/** A kept database opened read only: every transaction of its connections refuses to write. */
function openReadOnly(name: string): Database {
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  url.searchParams.set('options', '-c default_transaction_read_only=on')
  return openDatabase({ url: url.toString(), poolSize: 2 })
}

/**
 * The hot reads only, on kept databases (`SCALE_READS`), side by side: in each of `SCALE_ROUNDS`
 * rounds every read runs `RUNS / SCALE_ROUNDS` times for each database and user in turn; p50 / p99
 * over all the rounds.
 */
export async function timeKeptReads(names: string[]): Promise<void> {
  const rounds = Number(process.env.SCALE_ROUNDS ?? 10)
  const perRound = Math.max(1, Math.round(RUNS / rounds))
  const kept = []
  for (const name of names) {
    const database = openReadOnly(name)
    const db = database.db
    const ro = await sql<{
      on: string
    }>`select current_setting('default_transaction_read_only') as on`.execute(db)
    if (ro.rows[0]?.on !== 'on') throw new Error(`${name} is not opened read only`)
    const users = await seededUsers(db)
    const postings = Number(
      (await sql<{ n: number }>`select max(id) as n from postings`.execute(db)).rows[0]?.n ?? 0,
    )
    const counts = await sql<{ user_id: number; n: number }>`select user_id, count(*) as n from postings
      where user_id in (${users.heavy}, ${users.light}) group by user_id`.execute(db)
    console.log(`${name}: ${postings} postings; users`, users, counts.rows)
    // Home's figures the same, read either way.
    for (const user of [users.heavy, users.light]) {
      const [now, before] = [await incomeDays(db, user), await incomeDaysBefore(db, user)]
      if (JSON.stringify(now) !== JSON.stringify(before))
        throw new Error(`${name}: Home's days differ for user ${user}: ${JSON.stringify({ now, before })}`)
      console.log(`  user ${user}: the same days either way, today ${JSON.stringify(now.today)}`)
    }
    kept.push({ name, database, users, reads: hotReads(await olderCursors(db, users)), postings })
  }
  const samples = new Map<string, number[]>()
  const key = (name: string, label: string, who: string) => `${name}\t${label}\t${who}`
  try {
    for (const k of kept)
      for (const read of Object.values(k.reads))
        for (const user of [k.users.heavy, k.users.light])
          for (let i = 0; i < 5; i++) await read(k.database.db, user)
    for (let round = 0; round < rounds; round++)
      for (const k of kept)
        for (const [label, read] of Object.entries(k.reads))
          for (const who of ['heavy', 'light'] as const) {
            const ms = samples.get(key(k.name, label, who)) ?? []
            for (let i = 0; i < perRound; i++) {
              const started = performance.now()
              await read(k.database.db, k.users[who])
              ms.push(performance.now() - started)
            }
            samples.set(key(k.name, label, who), ms)
          }
  } finally {
    for (const k of kept) await k.database.close()
  }
  const cols = kept.map((k) => `${k.name} (${k.postings.toLocaleString('en')} postings) p50 / p99`)
  console.log(`\n${rounds} rounds × ${perRound} runs\n\n| read | user | ${cols.join(' | ')} |`)
  console.log(`|---|---|${cols.map(() => '---').join('|')}|`)
  for (const label of Object.keys(kept[0]?.reads ?? {}))
    for (const who of ['heavy', 'light'] as const) {
      const cells = kept.map((k) => {
        const ms = [...(samples.get(key(k.name, label, who)) ?? [])].sort((a, b) => a - b)
        return `${fmt(percentile(ms, 50))} / ${fmt(percentile(ms, 99))} ms`
      })
      console.log(`| ${label} | ${who} | ${cells.join(' | ')} |`)
    }
}
