import * as z from 'zod/mini'
import { RECEIPT_ACCOUNT_DIGITS } from './constants.ts'

export const receiptAccountBody = z.strictObject({
  accountNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.accountNumberRequired'),
      z.regex(new RegExp(`^[0-9]{${RECEIPT_ACCOUNT_DIGITS}}$`), 'validation.accountNumberDigits'),
    ),
  receiverName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.receiverNameRequired'),
      z.maxLength(64, 'validation.receiverNameTooLong'),
    ),
  method: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.methodRequired'),
      z.maxLength(64, 'validation.methodTooLong'),
    ),
})

export type ReceiptAccountBody = z.infer<typeof receiptAccountBody>

export type ReceiptAccount = ReceiptAccountBody & { updatedAt: number }

/** A user as the console sees them. */
export interface OpsUserView {
  id: number
  phone: string
  nickname: string
  invitationCode: string
  inviterId: number | null
  frozen: boolean
  vipLevel: number
  createdAt: number
  balances: { balance: string; revenue: string; points: string; withdrawHold: string }
  receiptAccount: ReceiptAccount | null
}
