import type { Scope } from '../../deps.ts'
import { type LedgerCheck, listReversedEntryIds, userPaymentsByEntry } from '../ledger/index.ts'
import * as earnings from './earnings.repo.ts'
import * as holdings from './holdings.repo.ts'
import { earningsDueBy } from './schedule.ts'

const FEW = 5

/**
 * Income's invariants, over the facts it owns: each earning recorded once (its half of I6),
 * purchases (I10), income (I11) and reversed purchases (I13). Postings are read through the ledger's repo.
 */
export const incomeChecks: LedgerCheck[] = [
  {
    id: 'I6',
    name: 'one entry per business reference and per holding earning',
    problems: async ({ db }) =>
      (await earnings.findRepeatedEarnings(db, FEW)).map(
        (e) => `holding ${e.holding_id} earning ${e.earning_index} × ${e.n}`,
      ),
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
    problems: async ({ db }) => {
      const reversed = await listReversedEntryIds(db)
      if (reversed.size === 0) return []
      return (await holdings.listHoldingFacts(db))
        .filter((h) => h.ended_at === null && reversed.has(h.entry_id))
        .slice(0, FEW)
        .map((h) => `holding ${h.id} runs, though its purchase (entry ${h.entry_id}) was reversed`)
    },
  },
]

async function purchaseViolations({ db }: Pick<Scope, 'db'>): Promise<string[]> {
  const overLimit = await holdings.findOverLimitHoldings(db, FEW)
  const facts = await holdings.listHoldingFacts(db)
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
    if (unpaid.length === FEW) break
  }
  return [
    ...overLimit.map((r) => `user ${r.user_id} holds ${r.n} of product ${r.product_id} (limit ${r.lim})`),
    ...unpaid,
  ]
}

async function incomeViolations({ db }: Pick<Scope, 'db'>, { now }: { now: number }): Promise<string[]> {
  const problems: string[] = []
  for (const h of await earnings.sumEarningsByHolding(db)) {
    if (h.n !== h.collected_count || h.total !== h.collected_amount)
      problems.push(
        `holding ${h.id}: counters ${h.collected_count}/${h.collected_amount} vs earnings ${h.n}/${h.total}`,
      )
    if (h.total > h.earnings_count * h.earning_amount || h.maxIndex > h.earnings_count)
      problems.push(`holding ${h.id}: collected beyond its terms`)
  }
  const early = await earnings.findEarlyEarnings(db, FEW)
  problems.push(
    ...early.map((e) => `holding ${e.holding_id} earning ${e.earning_index} collected before it was due`),
  )
  for (const h of await holdings.listHoldingFacts(db)) {
    if (h.collected_count > earningsDueBy(h, h.purchased_at, now).length)
      problems.push(`holding ${h.id}: more collected than due now`)
  }
  return problems.slice(0, 10)
}
