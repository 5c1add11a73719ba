import { splitText, type EarningReceiptRow } from '@app/contracts'
import type { ReceiptFacts } from './receipts.service.ts'

export function presentEarningReceipt(receipt: ReceiptFacts): EarningReceiptRow {
  return {
    id: receipt.entryId,
    holdingId: receipt.holdingId,
    productName: receipt.productName,
    firstIndex: receipt.firstIndex,
    lastIndex: receipt.lastIndex,
    count: receipt.count,
    parts: splitText(receipt.parts),
    firstDueAt: receipt.firstDueAt,
    lastDueAt: receipt.lastDueAt,
    receivedAt: receipt.receivedAt,
  }
}
