/**
 * `npm run bench:scale`: the hot reads of a year of history, on PostgreSQL, as the ledger grows.
 * For each size (postings; `SCALE_SIZES=10000,1000000,10000000` by default) a fresh database is
 * migrated and seeded inside PostgreSQL (`server/src/testing/ledger-volume.ts`: one heavy user with
 * up to 200 k entries, one with up to 20 k, light users of 10 each, a year of entries), then each
 * hot read runs `RUNS` times (100) for the heavy and a light user, with the same code the server
 * runs; it prints p50 and p99 per read and size side by side, then the ledger check's time and
 * peak memory. `TEST_DATABASE_URL` names the server (default: the local one). `SCALE_DB=<name>`
 * names the database (one size); `SCALE_REUSE=<name>` runs only the ledger check, each check alone
 * then whole, on a database kept by an earlier run (`SCALE_KEEP=1`), without seeding again;
 * `SCALE_CHECKS=I14,I7` times only the checks of these ids alone (`SCALE_CHECKS=none`: none, only
 * the whole check and the one from a day back). Each line of the checks' table ends with the load
 * average when it started. `SCALE_READS=<name>,<name>…` times only the hot reads on kept
 * databases, read only, side by side: `SCALE_ROUNDS` rounds (10), each running every read
 * `RUNS / SCALE_ROUNDS` times per database and user in turn, so a change of the machine's load
 * falls on all of them alike.
 */
import { readFile } from 'node:fs/promises'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { openDatabase, type Database } from '../server/src/db/database.ts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import type { DB } from '../server/src/db/schema.ts'
import { checkLedger, type LedgerCheck } from '../server/src/modules/ledger/invariants.service.ts'
import { sumPostingsBetween } from '../server/src/modules/ledger/since.repo.ts'
import type { Checkpoint } from '../server/src/modules/ledger/since.service.ts'
import { moneyChecks, moneyChecksSince } from '../server/src/money-checks.ts'
import { testPgUrl } from '../server/src/testing/databases.ts'
import { seedLedgerVolume, type SeededUsers } from '../server/src/testing/ledger-volume.ts'
import { END, RUNS, fmt, hotReads, olderCursors, percentile, timeKeptReads } from './scale-reads.ts'

const SIZES = (process.env.SCALE_SIZES ?? '10000,1000000,10000000').split(',').map(Number)
const DAY = 86_400

function volumeOf(postings: number) {
  const entries = Math.floor(postings / 2)
  const heavy = Math.min(200_000, Math.floor(entries * 0.4))
  const medium = Math.min(20_000, Math.floor(entries * 0.04))
  return { entries, heavy, medium, light: Math.max(1, Math.floor((entries - heavy - medium) / 10)) }
}

async function time(read: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i++) await read()
  const ms: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await read()
    ms.push(performance.now() - started)
  }
  ms.sort((a, b) => a - b)
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) }
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPgUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

interface SizeResult {
  postings: number
  seedSeconds: number
  reads: Map<string, { heavy: { p50: number; p99: number }; light: { p50: number; p99: number } }>
  check: CheckResult
  since: CheckResult
}

interface CheckResult {
  seconds: number
  heapMb: number
  ok: string
}

/** Runs `checks` as `npm run ledger:check` does: its time, the process's extra memory, what failed. */
async function timeCheck(database: Database, checks: LedgerCheck[]) {
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  try {
    const report = await checkLedger({ db: database.db, database, clock: { now: () => END } }, checks)
    const failed = report.checks.filter((c) => !c.ok).map((c) => c.id)
    return {
      seconds: (performance.now() - started) / 1000,
      heapMb: (peak - before) / 2 ** 20,
      ok: failed.length === 0 ? 'ok' : failed.join(','),
    }
  } catch (error) {
    // A statement past the server's limit (30 s) is cancelled: the check cannot finish at all.
    return {
      seconds: (performance.now() - started) / 1000,
      heapMb: (peak - before) / 2 ** 20,
      ok: (error as Error).message,
    }
  } finally {
    clearInterval(sampler)
  }
}

async function measure(postings: number): Promise<SizeResult> {
  const name = process.env.SCALE_DB ?? `bench_scale_${postings}`
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), poolSize: 2 })
  try {
    await migrateToLatest(database)
    const volume = { ...volumeOf(postings), end: END, span: 365 * DAY }
    const seedStarted = performance.now()
    const users: SeededUsers = await seedLedgerVolume(database.db, volume)
    const seedSeconds = (performance.now() - seedStarted) / 1000
    console.log(`  ${postings} postings seeded in ${seedSeconds.toFixed(1)} s`, volume)
    const db = database.db
    const olderCursor = await olderCursors(db, users)
    const reads = new Map<string, SizeResult['reads'] extends Map<string, infer V> ? V : never>()
    for (const [label, read] of Object.entries(hotReads(olderCursor))) {
      reads.set(label, {
        heavy: await time(() => read(db, users.heavy)),
        light: await time(() => read(db, users.light)),
      })
    }
    const check = await timeCheck(database, moneyChecks)
    // From a checkpoint a day back: what a check run daily reads.
    const from = await dayBack(db)
    const since = await timeCheck(
      database,
      moneyChecksSince(from, () => undefined),
    )
    const result = { postings, seedSeconds, reads, check, since }
    printTable([result])
    return result
  } finally {
    await database.close()
    if (process.env.SCALE_KEEP !== '1') await admin(`drop database if exists ${name} with (force)`)
  }
}

const checkCell = (c: CheckResult) => `${c.seconds.toFixed(2)} s, ${c.heapMb.toFixed(0)} MB (${c.ok})`

/** The figures of `results` side by side, as a Markdown table. */
function printTable(results: SizeResult[]): void {
  const sizes = results.map((r) => `${r.postings.toLocaleString('en')} p50 / p99`)
  console.log(`\n| read | user | ${sizes.join(' | ')} |`)
  console.log(`|---|---|${sizes.map(() => '---').join('|')}|`)
  for (const label of results[0]?.reads.keys() ?? []) {
    for (const who of ['heavy', 'light'] as const) {
      const cells = results.map((r) => {
        const t = r.reads.get(label)?.[who]
        return t ? `${fmt(t.p50)} / ${fmt(t.p99)} ms` : '–'
      })
      console.log(`| ${label} | ${who} | ${cells.join(' | ')} |`)
    }
  }
  console.log(
    `| ledger check, whole (s, extra RSS) | | ${results.map((r) => checkCell(r.check)).join(' | ')} |`,
  )
  console.log(`| ledger check from a day back | | ${results.map((r) => checkCell(r.since)).join(' | ')} |`)
  console.log(`| seed | | ${results.map((r) => `${r.seedSeconds.toFixed(1)} s`).join(' | ')} |`)
}

/** The ledger check on a kept database: each check alone, then whole and from a day back. */
async function checkKept(name: string): Promise<void> {
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), poolSize: 2 })
  try {
    console.log(`| check | whole (s, extra RSS) | from a day back | load average |`)
    console.log(`|---|---|---|---|`)
    const since = moneyChecksSince(await dayBack(database.db), () => undefined)
    // `SCALE_CHECKS=I14,I7`: only the checks of these ids (`none`: no check alone).
    const only = process.env.SCALE_CHECKS?.split(',')
    for (const [i, check] of moneyChecks.entries()) {
      if (only && !only.includes(check.id)) continue
      const load = await loadAverage()
      const alone = await timeCheck(database, [check])
      const narrowed = since[i] ? await timeCheck(database, [since[i]]) : undefined
      console.log(
        `| ${check.id} ${check.name.slice(0, 50)} | ${checkCell(alone)} | ${narrowed ? checkCell(narrowed) : '–'} | ${load} |`,
      )
    }
    const load = await loadAverage()
    console.log(
      `| all | ${checkCell(await timeCheck(database, moneyChecks))} | ${checkCell(await timeCheck(database, since))} | ${load} |`,
    )
  } finally {
    await database.close()
  }
}

/** The machine's load average over 1, 5 and 15 minutes (Linux), or '–'. */
async function loadAverage(): Promise<string> {
  try {
    return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')
  } catch {
    return '–'
  }
}

/** The checkpoint a day back: the last entry and posting made by then, and the sums up to it. */
async function dayBack(db: Kysely<DB>): Promise<Checkpoint> {
  const last = async (table: 'journal_entries' | 'postings') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`max(id)`.as('id'))
          .where('created_at', '<=', END - DAY)
          .executeTakeFirst()
      )?.id ?? 0,
    )
  const postingId = await last('postings')
  const sums = Object.fromEntries(
    (await sumPostingsBetween(db, 0, postingId)).map((r) => [r.asset, Number(r.total)]),
  )
  return { entryId: await last('journal_entries'), postingId, sums }
}

const results: SizeResult[] = []
if (process.env.SCALE_READS) {
  await timeKeptReads(process.env.SCALE_READS.split(','))
  process.exit(0)
}
if (process.env.SCALE_REUSE) {
  await checkKept(process.env.SCALE_REUSE)
  process.exit(0)
}
for (const size of SIZES) {
  console.log(`seeding ${size} postings…`)
  results.push(await measure(size))
}
printTable(results)
