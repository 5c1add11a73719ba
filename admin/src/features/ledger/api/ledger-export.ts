import { LEDGER_OPS_EXPORT } from '@app/contracts/ledger'
import { requestFor } from '@app/client/request'
import type { DayRange } from '../../../lib/date-range.ts'

/** The CSV of every posting made in a range, as the browser downloads it. */
export const ledgerExportUrl = ({ from, to, tz }: DayRange) =>
  requestFor(LEDGER_OPS_EXPORT, { query: { from: String(from), to: String(to), tz } }).path
