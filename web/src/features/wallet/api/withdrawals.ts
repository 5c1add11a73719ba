import { useQuery } from '@tanstack/react-query'
import {
  WALLET_CANCEL_WITHDRAWAL as cancelWithdrawalEndpoint,
  WALLET_CREATE_WITHDRAWAL as createWithdrawalEndpoint,
  WALLET_WITHDRAW_OPTIONS,
  WALLET_LIST_WITHDRAWALS,
  type WithdrawBody,
  type WithdrawalRow,
} from '@app/contracts/wallet-withdrawals'
import { call, fetchData } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const withdrawalsQueryKey = ['withdrawals'] as const
export const withdrawOptionsQueryKey = ['withdraw-options'] as const

/** Fee rate, minimum, maximum, daily count and the receipt account the money goes to. */
export const fetchWithdrawOptions = () => fetchData(WALLET_WITHDRAW_OPTIONS, {})

export const useWithdrawOptions = () =>
  useQuery({ queryKey: withdrawOptionsQueryKey, queryFn: fetchWithdrawOptions, staleTime: 0 })

export const fetchWithdrawals = (cursor: string | null) =>
  fetchData(WALLET_LIST_WITHDRAWALS, { query: { cursor: cursor ?? undefined } })

export const withdrawalsSource: ListSource<WithdrawalRow> = {
  queryKey: [...withdrawalsQueryKey, 'list'],
  fetchPage: fetchWithdrawals,
}

/** The form shows the server's refusals itself (a wrong password under its field): no toast here. */
export const createWithdrawal = (body: WithdrawBody, idempotencyKey: string) =>
  call(createWithdrawalEndpoint, { body, idempotencyKey }, { suppressToast: true })

/**
 * One withdrawal action per amount, wallet and figures shown: the password retyped after a refusal
 * or a lost answer is the same action, with the same key (the server leaves it out of the key's
 * request too), and it is not kept among the open actions' fingerprints.
 */
export const useCreateWithdrawal = () =>
  useMoneyAction({
    mutationKey: [...withdrawalsQueryKey, 'create'],
    send: createWithdrawal,
    fingerprint: ({ amount, wallet, expectedFee, expectedActual }) =>
      JSON.stringify([amount, wallet, expectedFee, expectedActual]),
  })

/** Pending → Cancelled: the held money returns to its wallet, once per tap (a key per action). */
export const cancelWithdrawal = (id: number, idempotencyKey: string) =>
  call(cancelWithdrawalEndpoint, { params: { id }, idempotencyKey })

export const useCancelWithdrawal = () =>
  useMoneyAction({
    mutationKey: [...withdrawalsQueryKey, 'cancel'],
    send: cancelWithdrawal,
    fingerprint: String,
  })
