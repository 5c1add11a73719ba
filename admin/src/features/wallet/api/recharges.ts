import {
  WALLET_OPS_BULK_RECHARGES,
  WALLET_OPS_CONFIRM_RECHARGE,
  WALLET_OPS_LIST_RECHARGES,
  WALLET_OPS_MARK_RECHARGE_ERROR,
  WALLET_OPS_RECHARGE_COUNTS,
  type BulkRechargesBody,
  type QueueFilters,
  type RechargeStatus,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { useQueueBulk, useQueueCounts, useQueueDecision, useQueuePages, type QueueAsk } from './queues.ts'

export { RECHARGE_STATUSES } from '@app/contracts'

/** Everything under this key (every tab, its counts) is reloaded after a decision. */
const rechargesRoot = ['ops', 'recharges'] as const

export const useRecharges = (ask: QueueAsk<RechargeStatus>) =>
  useQueuePages(rechargesRoot, ask, (query) => call(WALLET_OPS_LIST_RECHARGES, { query }))

export const useRechargeCounts = (filters: QueueFilters, enabled = true) =>
  useQueueCounts(rechargesRoot, filters, enabled, (query) => call(WALLET_OPS_RECHARGE_COUNTS, { query }))

/** Closes the chosen pending recharges as error or expired. */
export const useBulkRecharges = () =>
  useQueueBulk(rechargesRoot, (body: BulkRechargesBody) => call(WALLET_OPS_BULK_RECHARGES, { body }))

/** Confirming carries the bank's transaction reference; marking as error needs nothing. */
type RechargeDecision = { id: number; verb: 'confirm'; reference: string } | { id: number; verb: 'error' }

/** Confirm (credits the balance once) or mark as error. Above the approval cap a confirm is a
 *  request for a second operator (409): it waits there. */
export const useDecideRecharge = () =>
  useQueueDecision(rechargesRoot, (decision: RechargeDecision) =>
    decision.verb === 'confirm'
      ? call(WALLET_OPS_CONFIRM_RECHARGE, {
          params: { id: decision.id },
          body: { reference: decision.reference },
        })
      : call(WALLET_OPS_MARK_RECHARGE_ERROR, { params: { id: decision.id } }),
  )
