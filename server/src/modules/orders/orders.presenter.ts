import type { OrderRow } from '@app/contracts'
import { holdingStatus, type PurchaseRow } from '../income/index.ts'

export function presentOrder(row: PurchaseRow, now: number): OrderRow {
  return {
    id: row.id,
    productName: row.product_name,
    price: String(row.price),
    payWallet: row.pay_wallet,
    purchasedAt: row.purchased_at,
    status: holdingStatus(row, now),
  }
}
