import { maskAccountNumber, type OpsUserMoneyRequests } from '@app/contracts'
import { presentRecharge } from '../recharges/recharges.presenter.ts'
import type { RechargeWithChannel } from '../recharges/recharges.repo.ts'
import { presentWithdrawal } from '../withdrawals/withdrawals.presenter.ts'
import type { Withdrawal } from '../withdrawals/withdrawals.repo.ts'

type Totals = { count: number; total: number }

/** A user's requests as the console shows them: withdrawal account numbers masked (`••••3344`). */
export function presentUserMoneyRequests(
  facts: {
    recharges: RechargeWithChannel[]
    withdrawals: Withdrawal[]
    pendingRecharges: Totals
    pendingWithdrawals: Totals
  },
  now: number,
): OpsUserMoneyRequests {
  return {
    recharges: {
      pending: facts.pendingRecharges.count,
      pendingAmount: String(facts.pendingRecharges.total),
      recent: facts.recharges.map((r) => presentRecharge(r, now)),
    },
    withdrawals: {
      pending: facts.pendingWithdrawals.count,
      pendingAmount: String(facts.pendingWithdrawals.total),
      recent: facts.withdrawals.map((w) => ({
        ...presentWithdrawal(w),
        accountNumber: maskAccountNumber(w.account_number),
      })),
    },
  }
}
