import type { Scope } from '../../deps.ts'
import {
  allIdsOf,
  type CheckInput,
  findInRanges,
  findReversedAmong,
  type IdRange,
  type LedgerCheck,
  userPaymentsByEntry,
} from '../ledger/index.ts'
import * as earnings from './earnings.repo.ts'
import * as holdings from './holdings.repo.ts'
import { earningsDueBy } from './schedule.ts'

const FEW = 5

type Db = Pick<Scope, 'db'>

/**
 * Income's invariants, over the facts it owns: each earning recorded once (its half of I6),
 * purchases (I10), income (I11) and reversed purchases (I13). Postings are read through the ledger's
 * repo. Each reads range by range of holding or user ids (decision 0082).
 */
export const incomeChecks: LedgerCheck[] = [
  {
    id: 'I6',
    name: 'one entry per business reference and per holding earning',
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'holdings'), chunk.keys, FEW, (range, limit) =>
          earnings.findRepeatedEarnings(db, range, limit),
        )
      ).map((e) => `holding ${e.holding_id} earning ${e.earning_index} × ${e.n}`),
  },
  {
    id: 'I10',
    name: 'purchases: within each purchase limit, price debited by the entry that made the holding',
    problems: purchaseViolations,
  },
  {
    id: 'I11',
    name: 'income: each holding collected at most its earnings, only those due, each once',
    problems: incomeViolations,
  },
  {
    id: 'I13',
    name: "reversals: a running holding's purchase has no reversal (it ended with it)",
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'holdings'), chunk.keys, FEW, (range, limit) =>
          findRunningReversed(db, range, limit),
        )
      ).map((h) => `holding ${h.id} runs, though its purchase (entry ${h.entry_id}) was reversed`),
  },
]

const IDS_PER_QUERY = 500

/** Running holdings of `range` whose purchase was reversed, at most `limit`. */
async function findRunningReversed(db: Db['db'], range: IdRange, limit: number) {
  const running = (await holdings.listHoldingFacts(db, range)).filter((h) => h.ended_at === null)
  const found = []
  for (let i = 0; i < running.length && found.length < limit; i += IDS_PER_QUERY) {
    const part = running.slice(i, i + IDS_PER_QUERY)
    const reversed = await findReversedAmong(
      db,
      part.map((h) => h.entry_id),
    )
    found.push(...part.filter((h) => reversed.has(h.entry_id)))
  }
  return found.slice(0, limit)
}

async function purchaseViolations({ db }: Db, { chunk }: CheckInput): Promise<string[]> {
  const overLimit = await findInRanges(await allIdsOf(db, 'users'), chunk.keys, FEW, (range, limit) =>
    holdings.findOverLimitHoldings(db, range, limit),
  )
  const unpaid = await findInRanges(await allIdsOf(db, 'holdings'), chunk.keys, FEW, (range, limit) =>
    findUnpaidHoldings(db, range, limit),
  )
  return [
    ...overLimit.map((r) => `user ${r.user_id} holds ${r.n} of product ${r.product_id} (limit ${r.lim})`),
    ...unpaid,
  ]
}

/** Holdings of `range` whose purchase entry did not debit their price, as lines, at most `limit`. */
async function findUnpaidHoldings(db: Db['db'], range: IdRange, limit: number): Promise<string[]> {
  const facts = await holdings.listHoldingFacts(db, range)
  const paid = await userPaymentsByEntry(
    db,
    facts.map((h) => h.entry_id),
  )
  const unpaid = []
  for (const h of facts) {
    // An entry without postings is I1's to report.
    const amount = paid.get(h.entry_id)
    if (amount !== undefined && amount !== h.price)
      unpaid.push(`holding ${h.id} paid ${amount} of ${h.price}`)
    if (unpaid.length === limit) break
  }
  return unpaid
}

async function incomeViolations({ db }: Db, { now, chunk }: CheckInput): Promise<string[]> {
  const problems: string[] = []
  const ids = await allIdsOf(db, 'holdings')
  for (let from = ids.first; from <= ids.last && problems.length < 10; from += chunk.keys) {
    const range = { from, to: from + chunk.keys }
    for (const h of await earnings.sumEarningsByHolding(db, range)) {
      if (h.n !== h.collected_count || h.total !== h.collected_amount)
        problems.push(
          `holding ${h.id}: counters ${h.collected_count}/${h.collected_amount} vs earnings ${h.n}/${h.total}`,
        )
      if (h.total > h.earnings_count * h.earning_amount || h.maxIndex > h.earnings_count)
        problems.push(`holding ${h.id}: collected beyond its terms`)
    }
  }
  const early = await findInRanges(ids, chunk.keys, FEW, (range, limit) =>
    earnings.findEarlyEarnings(db, range, limit),
  )
  problems.push(
    ...early.map((e) => `holding ${e.holding_id} earning ${e.earning_index} collected before it was due`),
  )
  for (let from = ids.first; from <= ids.last && problems.length < 10; from += chunk.keys)
    for (const h of await holdings.listHoldingFacts(db, { from, to: from + chunk.keys }))
      if (h.collected_count > earningsDueBy(h, h.purchased_at, now).length)
        problems.push(`holding ${h.id}: more collected than due now`)
  return problems.slice(0, 10)
}
