import { LEDGER_OPS_EXPORT_USER } from '@app/contracts/ledger'
import { requestFor } from '@app/client/request'
import type { DayRange } from '../../../lib/date-range.ts'

/** The CSV of one user's postings in a range, as the browser downloads it. */
export const userLedgerExportUrl = (userId: number, { from, to, tz }: DayRange) =>
  requestFor(LEDGER_OPS_EXPORT_USER, {
    params: { id: userId },
    query: { from: String(from), to: String(to), tz },
  }).path
