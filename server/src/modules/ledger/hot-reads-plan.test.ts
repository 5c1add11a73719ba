import type { KyselyPlugin, RootOperationNode } from 'kysely'
import { CompiledQuery, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import { createTestDatabase, postgresAvailable } from '../../testing/databases.ts'
import { seedLedgerVolume, type SeededUsers } from '../../testing/ledger-volume.ts'
import { listUserEvents } from './activity.repo.ts'
import { sumDayTotals } from './dashboard.repo.ts'
import { listUserEntries } from './ledger.repo.ts'
import { listUserIncomeReversals, sumUserIncome } from './postings.repo.ts'
import { sumUserIncomeByDay } from './totals.repo.ts'

/**
 * Every hot read of the ledger (Home's income, the activity feed, the console's dashboard and user
 * ledger) is planned on a seeded ledger as PostgreSQL plans it at volume (statistics analysed,
 * sequential scans allowed), and no plan reads a ledger table whole (`wholeReads`).
 *
 * 100 k entries, 40 % of them one user's, 4 % another's, the rest light users' ten each: the spread
 * of the ledger at a million postings, where the planner chose those walks.
 */
const LEDGER_TABLES = [
  'accounts',
  'journal_entries',
  'postings',
  'ledger_user_income',
  'ledger_user_income_quarters',
  'ledger_day_totals',
]
const END = Date.UTC(2026, 10, 28, 12) / 1000
const DAY = 86_400

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Index Cond'?: string
  Filter?: string
  Plans?: PlanNode[]
}

/**
 * The nodes of a plan that read a ledger table whole: a sequential scan, or an index walked with
 * neither a condition nor a filter on the user (a merge join's walk of every entry from the newest
 * down). A walk filtered by the user stops when the page is full: it reads the user's rows and those
 * between them, few for a user whose entries are many, which is when the planner takes it.
 */
function wholeReads(node: PlanNode): string[] {
  const table = node['Relation Name'] ?? ''
  const own =
    node['Node Type'] === 'Seq Scan' && LEDGER_TABLES.includes(table)
      ? [`Seq Scan on ${table}`]
      : /Index/.test(node['Node Type']) &&
          LEDGER_TABLES.some((t) => (node['Index Name'] ?? '').startsWith(t)) &&
          node['Index Cond'] === undefined &&
          !(node.Filter ?? '').includes('user_id')
        ? [`${node['Node Type']} on ${node['Index Name']} without a condition`]
        : []
  return [...own, ...(node.Plans ?? []).flatMap(wholeReads)]
}

/** The statements a read sends, as compiled (caught on their way to the database). */
async function statementsOf(db: Kysely<DB>, read: (db: Kysely<DB>) => Promise<unknown>) {
  const nodes: RootOperationNode[] = []
  const catcher: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  await read(db.withPlugin(catcher))
  return nodes.map((node) => db.getExecutor().compileQuery(node, { queryId: 'plan' }))
}

/**
 * The plan PostgreSQL makes for `query`, with its parameters. A statement marked to be prepared
 * under a name (`prepared`) is explained without its mark: the connection would otherwise prepare
 * the EXPLAIN under the statement's name.
 */
async function planOf(db: Kysely<DB>, query: CompiledQuery): Promise<PlanNode> {
  const text = query.sql.replace(/\/\* prepared:[a-z0-9-]+ \*\//g, '')
  const result = await db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...query.parameters]),
  )
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan
  if (!plan) throw new Error(`no plan for ${query.sql}`)
  return plan
}

/** The generic plan of `query` prepared, the one made for any values of its parameters. */
async function genericPlanOf(db: Kysely<DB>, query: CompiledQuery): Promise<PlanNode> {
  const text = query.sql.replace(/\/\* prepared:[a-z0-9-]+ \*\//g, '')
  return db.connection().execute(async (conn) => {
    await conn.executeQuery(CompiledQuery.raw(`prepare generic_plan as ${text}`))
    try {
      await conn.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_generic_plan'))
      // The values written in, as `execute` takes them (an array as its text form).
      const values = query.parameters.map((v) =>
        typeof v === 'number' ? String(v) : Array.isArray(v) ? `'{${v.join(',')}}'` : `'${String(v)}'`,
      )
      const result = await conn.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) execute generic_plan (${values.join(', ')})`),
      )
      const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan
      if (!plan) throw new Error(`no generic plan for ${text}`)
      return plan
    } finally {
      await conn.executeQuery(CompiledQuery.raw('reset plan_cache_mode'))
      await conn.executeQuery(CompiledQuery.raw('deallocate generic_plan'))
    }
  })
}

describe.runIf(await postgresAvailable())('the hot reads at volume [postgres]', () => {
  let database: Database
  let users: SeededUsers
  const cursor = new Map<number, number>()

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { poolSize: 2 })
    users = await seedLedgerVolume(database.db, {
      entries: 100_000,
      heavy: 40_000,
      medium: 4_000,
      light: 5_600,
      end: END,
      span: 365 * DAY,
    })
    // An older page: the cursor of one a hundred entries down each user's history.
    for (const user of [users.heavy, users.medium, users.light]) {
      const row = await database.db
        .selectFrom('postings')
        .select('entry_id')
        .where('user_id', '=', user)
        .orderBy('entry_id', 'desc')
        .offset(user === users.light ? 5 : 100)
        .limit(1)
        .executeTakeFirstOrThrow()
      cursor.set(user, row.entry_id)
    }
  }, 180_000)
  afterAll(async () => database?.close())

  const reads: [string, (db: Kysely<DB>, user: number) => Promise<unknown>][] = [
    ['Home: total income', (db, user) => sumUserIncome(db, user)],
    [
      'Home: income of the last days, summed per day',
      // Fourteen days begun at :45 past the hour, as a zone of +05:45 has them.
      (db, user) =>
        sumUserIncomeByDay(
          db,
          user,
          Array.from({ length: 15 }, (_, i) => END - 8 * DAY + 45 * 60 + i * DAY),
        ),
    ],
    ['Home: the reversals of income', (db, user) => listUserIncomeReversals(db, user)],
    [
      'the dashboard: the week',
      (db) => sumDayTotals(db, ['recharge', 'withdraw_paid', 'purchase', 'income'], END - 7 * DAY),
    ],
    ['the activity feed: the first page', (db, user) => listUserEvents(db, { userId: user, limit: 21 })],
    [
      'the activity feed: an older page',
      (db, user) => listUserEvents(db, { userId: user, cursor: cursor.get(user), limit: 21 }),
    ],
    ['the console: a user ledger', (db, user) => listUserEntries(db, user, undefined, 21)],
  ]

  /** Every node of a plan, the root first. */
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

  it("Home's income per day: the quarters' primary key walked by user and quarter, for each user", async () => {
    const bounds = Array.from({ length: 15 }, (_, i) => END - 8 * DAY + 45 * 60 + i * DAY)
    for (const user of [users.heavy, users.medium, users.light]) {
      const [statement, ...more] = await statementsOf(database.db, (db) =>
        sumUserIncomeByDay(db, user, bounds),
      )
      expect(more).toEqual([])
      if (!statement) throw new Error('no statement')
      // As planned for these values, and as the prepared statement's generic plan, for any values
      // (PostgreSQL may keep that one after a connection's fifth run of it).
      for (const plan of [
        await planOf(database.db, statement),
        await genericPlanOf(database.db, statement),
      ]) {
        const nodes = nodesOf(plan)
        // The table is read only where the key leads: an index scan (or a bitmap of it) by the user
        // and a range of quarters, a day's (each day in turn, PostgreSQL's form) or the days'.
        expect(nodes.flatMap((n) => n['Relation Name'] ?? [])).toEqual(['ledger_user_income_quarters'])
        const walks = nodes.filter((n) => n['Index Name'] !== undefined)
        expect(walks.map((n) => n['Index Name'])).toEqual(['ledger_user_income_quarters_key'])
        expect(walks[0]?.['Index Cond']).toMatch(
          /^\(\(user_id = .+\) AND \(quarter >= .+\) AND \(quarter < .+\)\)$/,
        )
      }
    }
  })

  for (const [what, read] of reads)
    it(`${what}: no ledger table read whole, for a heavy, a medium and a light user`, async () => {
      for (const user of [users.heavy, users.medium, users.light]) {
        const statements = await statementsOf(database.db, (db) => read(db, user))
        expect(statements.length).toBeGreaterThan(0)
        for (const statement of statements) {
          const plan = await planOf(database.db, statement)
          expect(wholeReads(plan), `${statement.sql}\n${JSON.stringify(plan, null, 1)}`).toEqual([])
        }
      }
    })
})
