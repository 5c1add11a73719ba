import type { ReceiptAccountBody } from '@app/contracts/account'
import '../../../lib/i18n/form-texts.ts'

/** What the receipt account form holds, as typed. */
export interface ReceiptDraft {
  accountNumber: string
  receiverName: string
  method: string
  password: string
}

export type ReceiptIssues = Partial<Record<keyof ReceiptDraft, string>>

/**
 * What is sent: the account number as its digits (full-width digits a Japanese keypad types read as
 * digits, spaces between groups left out; nothing cut), the other fields trimmed.
 */
export function receiptValues(draft: ReceiptDraft): ReceiptAccountBody {
  return {
    accountNumber: draft.accountNumber
      .replace(/[０-９]/g, (c) => String(c.charCodeAt(0) - 0xff10))
      .replace(/[\s\u3000]/g, ''),
    receiverName: draft.receiverName.trim(),
    method: draft.method.trim(),
    password: draft.password,
  }
}

/**
 * The contract's messages by field, with the method checked against the operator's list (while the
 * list loads, only an empty method is refused): a method is chosen, never typed.
 */
export function receiptIssues(
  contract: Record<string, string>,
  draft: ReceiptDraft,
  methods: readonly string[] | undefined,
): ReceiptIssues {
  const method = draft.method.trim()
  const unlisted = methods ? !methods.includes(method) : method === ''
  return {
    accountNumber: contract.accountNumber,
    receiverName: contract.receiverName,
    method: unlisted ? 'validation.methodSelect' : contract.method,
    password: contract.password,
  }
}
