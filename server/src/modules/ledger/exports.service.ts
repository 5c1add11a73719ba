import type { DateRange } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { amountCell, integerCell, keysetPages, textCell, timeCell } from '../../lib/csv.ts'
import type { Download } from '../../lib/route.ts'
import { auditedExport, zoneOf } from '../audit/index.ts'
import { postingsMadeIn, type PostingExportRow } from './exports.repo.ts'

/** The site's currency prefix; the configuration is above the ledger, so the server passes it in. */
export type CurrencyReader = (deps: Pick<Scope, 'db'>) => Promise<string>

const HEADER = [
  'Posting',
  'Entry',
  'Created',
  'Kind',
  'Reference',
  'Actor',
  'Reason',
  'Account',
  'User ID',
  'Amount',
  'Currency',
  'Balance after',
] as const

/** A posting as one line: money in major units beside the currency, points as whole points. */
function postingCells(p: PostingExportRow, { currency, tz }: { currency: string; tz: string }): string[] {
  const points = p.asset === 'points'
  return [
    integerCell(p.id),
    integerCell(p.entry_id),
    timeCell(p.created_at, tz),
    textCell(p.kind),
    textCell(p.reference),
    textCell(p.actor),
    textCell(p.reason),
    textCell(p.code),
    integerCell(p.user_id),
    points ? integerCell(p.amount) : amountCell(p.amount),
    textCell(points ? 'points' : currency),
    p.balance_after === null ? '' : points ? integerCell(p.balance_after) : amountCell(p.balance_after),
  ]
}

/**
 * The postings of a date range, of every account or of one user's, as a streamed CSV file recorded
 * in the audit log. Over the whole ledger each entry's lines sum to zero per asset (docs/money.md I1).
 */
export async function exportLedger(
  deps: Scope & Pick<Deps, 'replica'>,
  input: { operatorId: number; range: DateRange; userId?: number; currency: CurrencyReader },
): Promise<Download> {
  const { range, userId } = input
  const context = { currency: await input.currency(deps), tz: zoneOf(range) }
  const read = deps.replica?.db ?? deps.db
  const pages = keysetPages((afterId, limit) =>
    postingsMadeIn(read, {
      from: range.from,
      to: range.to,
      afterId,
      limit,
      ...(userId ? { userId } : {}),
    }),
  )
  return auditedExport(
    deps,
    {
      operatorId: input.operatorId,
      action: 'export.ledger',
      target: userId ? `user:${userId}` : 'ledger',
      range,
    },
    {
      name: userId ? `ledger-user-${userId}` : 'ledger',
      header: HEADER,
      cellsOf: (p) => postingCells(p, context),
    },
    pages,
  )
}
