import type { ReceiptAccount } from '@app/contracts'
import type { ReceiptAccountRow } from './receipt.repo.ts'

/**
 * The cool-down before withdrawals (`receiptCoolDown`): its length, its end while it runs (else
 * null), and the password reset that started it when the reset is what withdrawals wait for.
 */
export interface CoolDown {
  hours: number
  withdrawableFrom: number | null
  passwordResetAt: number | null
}

export function presentReceiptAccount(row: ReceiptAccountRow, coolDown: CoolDown): ReceiptAccount {
  return {
    accountNumber: row.account_number,
    receiverName: row.receiver_name,
    method: row.method,
    updatedAt: row.updated_at,
    changedAt: row.changed_at,
    withdrawableFrom: coolDown.withdrawableFrom,
    passwordResetAt: coolDown.passwordResetAt,
    coolDownHours: coolDown.hours,
  }
}
