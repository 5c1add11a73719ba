import type { ReceiptAccount } from '@app/contracts'
import type { ReceiptAccountRow } from './receipt.repo.ts'

/** The cool-down of a change: its length, and its end while it runs (`receiptCoolDownEnd`), else null. */
export interface CoolDown {
  hours: number
  withdrawableFrom: number | null
}

export function presentReceiptAccount(row: ReceiptAccountRow, coolDown: CoolDown): ReceiptAccount {
  return {
    accountNumber: row.account_number,
    receiverName: row.receiver_name,
    method: row.method,
    updatedAt: row.updated_at,
    changedAt: row.changed_at,
    withdrawableFrom: coolDown.withdrawableFrom,
    coolDownHours: coolDown.hours,
  }
}
