import type { PayWallet } from './wallet.ts'
import type { HoldingStatus } from './income.ts'

/** Orders: every purchase, newest first. */
export interface OrderRow {
  id: number
  productName: string
  price: string
  payWallet: PayWallet
  purchasedAt: number
  status: HoldingStatus
}
