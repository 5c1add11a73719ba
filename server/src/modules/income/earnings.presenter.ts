import type { EarningRow } from '@app/contracts'
import type { EarningListRow } from './earnings.repo.ts'

export function presentEarning(row: EarningListRow): EarningRow {
  return {
    id: row.id,
    holdingId: row.holding_id,
    productName: row.product_name,
    index: row.earning_index,
    amount: String(row.amount),
    dueAt: row.due_at,
    collectedAt: row.collected_at,
  }
}
