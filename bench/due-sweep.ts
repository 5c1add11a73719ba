/**
 * `npm run bench:due-sweep`: what the income-due sweep's read costs on PostgreSQL when many holdings
 * are running and none is due (issue 34: 6,401 read to find none due), with the index on the next
 * slot's time (migration 0043) and without it (dropped inside a transaction that is rolled back, so
 * the planner has what it had before: the running holdings' index of migration 0028). Rows read are
 * the plan's own counts (`EXPLAIN ANALYZE`): the rows the scan returned plus those it read and threw
 * away. RUNNING (default 6,400) holdings running, none due; one real purchase cloned.
 */
import { randomUUID } from 'node:crypto'
import { CompiledQuery, sql } from 'kysely'
import { untoldDueQuery } from '../server/src/modules/income/due-notices.repo.ts'
import { createTestContext } from '../server/src/testing/context.ts'
import { buildProduct, buildUser, fundUser, productPrice } from '../server/src/testing/factories.ts'

const RUNNING = Number(process.env.RUNNING ?? 6_400)
const ROUNDS = Number(process.env.ROUNDS ?? 20)

const ctx = await createTestContext('postgres')
try {
  const { token, user } = await buildUser(ctx)
  await fundUser(ctx, user.id, 100_000)
  const productId = await buildProduct(ctx, { claimPeriodSeconds: 86_400, earningsCount: 30 })
  const bought = await ctx.call({
    method: 'POST',
    url: `/api/products/${productId}/buy`,
    token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { wallet: 'balance', expectedPrice: await productPrice(ctx, productId) },
  })
  if (bought.statusCode !== 200) throw new Error(`purchase: ${bought.body}`)
  const db = ctx.deps.db
  // Copies of the one holding, each bought a moment later: all running, none due for a day.
  await sql`
    insert into holdings (user_id, product_id, product_name, price, earning_amount, earnings_count,
      claim_period_seconds, profit_rule, min_vip, purchase_limit, pay_wallet, purchased_at, ends_at,
      collected_count, collected_amount, frozen, entry_id, due_told)
    select user_id, product_id, product_name, price, earning_amount, earnings_count,
      claim_period_seconds, profit_rule, min_vip, purchase_limit, pay_wallet, purchased_at + g, ends_at + g,
      0, 0, 0, entry_id, 0
    from holdings, generate_series(1, ${RUNNING - 1}) g`.execute(db)
  await sql`analyze holdings`.execute(db)
  const now = ctx.clock.now()
  const { sql: text, parameters } = untoldDueQuery(db, now, 500).compile()

  /** Rows the plan read (returned, or read and discarded by a filter) and its execution time. */
  const measure = async (tx: typeof db) => {
    const runs: { rows: number; ms: number; index: string }[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const { rows } = await tx.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, [...parameters]),
      )
      const [report] = rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }]
      runs.push({ rows: rowsRead(report.Plan), ms: report['Execution Time'], index: indexOf(report.Plan) })
    }
    const times = runs.map((r) => r.ms).sort((a, b) => a - b)
    return { rows: runs[0]!.rows, index: runs[0]!.index, medianMs: times[Math.floor(times.length / 2)]! }
  }
  const after = await measure(db)
  const before = await db
    .transaction()
    .execute(async (tx) => {
      await sql`drop index holdings_next_due_idx`.execute(tx)
      const result = await measure(tx)
      throw Object.assign(new Error('rolled back'), { result })
    })
    .catch((error: { result?: Awaited<ReturnType<typeof measure>> }) => {
      if (!error.result) throw error
      return error.result
    })
  console.log(`income-due sweep's read, ${RUNNING} running holdings, none due, ${ROUNDS} rounds:`)
  console.log(
    `  without 0043 (${before.index}): ${before.rows} rows read, median ${before.medianMs.toFixed(3)} ms`,
  )
  console.log(
    `  with 0043    (${after.index}): ${after.rows} rows read, median ${after.medianMs.toFixed(3)} ms`,
  )
} finally {
  await ctx.close()
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** The rows the plan's leaves read: what they returned and what their filters threw away. */
function rowsRead(node: PlanNode): number {
  if (node.Plans?.length) return node.Plans.reduce((sum, child) => sum + rowsRead(child), 0)
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)
  return (node['Actual Rows'] + removed) * node['Actual Loops']
}

function indexOf(node: PlanNode): string {
  return node['Index Name'] ?? node.Plans?.map(indexOf).find((name) => name !== 'a scan') ?? 'a scan'
}
