import { useQuery } from '@tanstack/react-query'
import {
  WALLET_OPS_BULK_REJECT_WITHDRAWALS,
  WALLET_OPS_COMPLETE_WITHDRAWAL,
  WALLET_OPS_LIST_WITHDRAWALS,
  WALLET_OPS_REJECT_WITHDRAWAL,
  WALLET_OPS_WITHDRAWAL_COUNTS,
  WALLET_OPS_WITHDRAWAL_SUMMARY,
  type BulkRejectWithdrawalsBody,
  type QueueFilters,
  type WithdrawalStatus,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { useQueueBulk, useQueueCounts, useQueueDecision, useQueuePages, type QueueAsk } from './queues.ts'

export { WITHDRAWAL_STATUSES } from '@app/contracts'

/** Everything under this key (every status and the summary) is reloaded after a decision. */
const withdrawalsRoot = ['ops', 'withdrawals'] as const
export const withdrawalSummaryQueryKey = [...withdrawalsRoot, 'summary'] as const

export const useWithdrawals = (ask: QueueAsk<WithdrawalStatus>) =>
  useQueuePages(withdrawalsRoot, ask, (query) => call(WALLET_OPS_LIST_WITHDRAWALS, { query }))

export const useWithdrawalCounts = (filters: QueueFilters, enabled = true) =>
  useQueueCounts(withdrawalsRoot, filters, enabled, (query) => call(WALLET_OPS_WITHDRAWAL_COUNTS, { query }))

/** Rejects the chosen pending withdrawals with one reason. */
export const useBulkRejectWithdrawals = () =>
  useQueueBulk(withdrawalsRoot, (body: BulkRejectWithdrawalsBody) =>
    call(WALLET_OPS_BULK_REJECT_WITHDRAWALS, { body }),
  )

export const fetchWithdrawalSummary = () => call(WALLET_OPS_WITHDRAWAL_SUMMARY, {})

export const useWithdrawalSummary = () =>
  useQuery({ queryKey: withdrawalSummaryQueryKey, queryFn: fetchWithdrawalSummary })

type Decision =
  { id: number; verb: 'complete'; reference: string } | { id: number; verb: 'reject'; reason: string }

/** Complete (pay out, fee to fees) or reject (money back to the wallet). */
export const useDecideWithdrawal = () =>
  useQueueDecision(withdrawalsRoot, (decision: Decision) =>
    decision.verb === 'reject'
      ? call(WALLET_OPS_REJECT_WITHDRAWAL, { params: { id: decision.id }, body: { reason: decision.reason } })
      : call(WALLET_OPS_COMPLETE_WITHDRAWAL, {
          params: { id: decision.id },
          body: { reference: decision.reference },
        }),
  )
