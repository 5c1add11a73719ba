import { WALLET_OPS_EXPORT_RECHARGES, WALLET_OPS_EXPORT_WITHDRAWALS } from '@app/contracts'
import { requestFor } from '@app/client/request'
import type { DayRange } from '../../../lib/date-range.ts'

const rangeQuery = ({ from, to, tz }: DayRange) => ({ from: String(from), to: String(to), tz })

/** The CSV of the recharges made in a range, as the browser downloads it. */
export const rechargesExportUrl = (range: DayRange) =>
  requestFor(WALLET_OPS_EXPORT_RECHARGES, { query: rangeQuery(range) }).path

/** The CSV of the withdrawals asked for in a range, as the browser downloads it. */
export const withdrawalsExportUrl = (range: DayRange) =>
  requestFor(WALLET_OPS_EXPORT_WITHDRAWALS, { query: rangeQuery(range) }).path
