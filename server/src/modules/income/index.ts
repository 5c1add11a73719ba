export { tellIncomeDue } from './due-notices.service.ts'
export { holdingStatus } from './holdings.presenter.ts'
export {
  countHoldingsByProduct,
  type HoldingSourceColumns,
  holdingsStep,
  insertHolding,
  insertHoldings,
  listUserPurchases,
  type PurchaseRow,
} from './holdings.repo.ts'
export { listHoldings } from './holdings.service.ts'
export { incomeModule } from './income.module.ts'
export { incomeChecks } from './invariants.service.ts'
export { namedIn, type Naming } from './product-names.ts'
export { purchasesOf, type ReceiptFacts, receiptsOf } from './receipts.service.ts'
export { receiveAllIncome } from './receive-all.service.ts'
export { receiveIncome } from './receive.service.ts'
export {
  endWhatEntryMade,
  receiptSplitOf,
  refuseUnreversedReceipts,
} from './reversal-ends-holding.service.ts'
export { type Earning, earningsTotal, endOfSchedule, payoutSchedule, scheduleSpan } from './schedule.ts'
