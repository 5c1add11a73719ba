import type { ReceiptAccount } from '@app/contracts'
import type { ReceiptAccountRow } from './receipt.repo.ts'

export function presentReceiptAccount(row: ReceiptAccountRow): ReceiptAccount {
  return {
    accountNumber: row.account_number,
    receiverName: row.receiver_name,
    method: row.method,
    updatedAt: row.updated_at,
  }
}
