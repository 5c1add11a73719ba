import type { DateRange } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { keysetPages } from '../../../lib/csv.ts'
import type { Download } from '../../../lib/route.ts'
import { phonesOf } from '../../account/index.ts'
import { auditedExport, zoneOf } from '../../audit/index.ts'
import { getSiteSettings } from '../../config/index.ts'
import {
  RECHARGE_CSV_HEADER,
  rechargeCells,
  WITHDRAWAL_CSV_HEADER,
  withdrawalCells,
} from './exports.presenter.ts'
import { rechargesMadeIn, withdrawalsMadeIn } from './exports.repo.ts'

/** Each page's rows with their users' phones: one query per page. */
async function* withPhones<R extends { user_id: number }>(
  deps: Pick<Scope, 'db'>,
  pages: AsyncIterable<R[]>,
) {
  for await (const rows of pages) {
    const phones = await phonesOf(
      deps.db,
      rows.map((r) => r.user_id),
    )
    yield rows.map((r) => ({ ...r, phone: phones.get(r.user_id)?.phone ?? '' }))
  }
}

/** The recharges made in a range as a streamed CSV file, recorded in the audit log. */
export async function exportRecharges(
  deps: Scope & Pick<Deps, 'replica'>,
  input: { operatorId: number; range: DateRange },
): Promise<Download> {
  const { range } = input
  const { currency } = await getSiteSettings(deps)
  const context = { currency, tz: zoneOf(range), now: deps.clock.now() }
  const read = deps.replica?.db ?? deps.db
  const pages = keysetPages((afterId, limit) => rechargesMadeIn(read, { ...range, afterId, limit }))
  return auditedExport(
    deps,
    { operatorId: input.operatorId, action: 'export.recharges', target: 'recharges', range },
    { name: 'recharges', header: RECHARGE_CSV_HEADER, cellsOf: (r) => rechargeCells(r, context) },
    withPhones(deps, pages),
  )
}

/** The withdrawals asked for in a range as a streamed CSV file, recorded in the audit log. */
export async function exportWithdrawals(
  deps: Scope & Pick<Deps, 'replica'>,
  input: { operatorId: number; range: DateRange },
): Promise<Download> {
  const { range } = input
  const { currency } = await getSiteSettings(deps)
  const context = { currency, tz: zoneOf(range) }
  const read = deps.replica?.db ?? deps.db
  const pages = keysetPages((afterId, limit) => withdrawalsMadeIn(read, { ...range, afterId, limit }))
  return auditedExport(
    deps,
    { operatorId: input.operatorId, action: 'export.withdrawals', target: 'withdrawals', range },
    { name: 'withdrawals', header: WITHDRAWAL_CSV_HEADER, cellsOf: (w) => withdrawalCells(w, context) },
    withPhones(deps, pages),
  )
}
