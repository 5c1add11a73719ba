import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ACCOUNT_GET_RECEIPT,
  ACCOUNT_SAVE_RECEIPT as saveReceiptAccountEndpoint,
  type ReceiptAccountBody,
} from '@app/contracts/account'
import { WALLET_RECHARGE_OPTIONS } from '@app/contracts/wallet-recharges'
import { call, fetchData } from '../../../lib/request.ts'

export const receiptQueryKey = ['receipt-account'] as const

/** The account withdrawals are paid to, or null before the user adds one. */
export const fetchReceiptAccount = () => fetchData(ACCOUNT_GET_RECEIPT, {})

export const useReceiptAccount = () => useQuery({ queryKey: receiptQueryKey, queryFn: fetchReceiptAccount })

export const saveReceiptAccount = (body: ReceiptAccountBody) => call(saveReceiptAccountEndpoint, { body })

export function useSaveReceiptAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...receiptQueryKey, 'save'],
    mutationFn: saveReceiptAccount,
    // The withdrawal form shows the account too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/**
 * The methods a receipt account may use: the operator's payment channels (their names), the same
 * list the recharge form offers.
 */
export const useReceiptMethods = () =>
  useQuery({
    queryKey: ['receipt-methods'],
    queryFn: async () =>
      (await fetchData(WALLET_RECHARGE_OPTIONS, {})).channels.map((channel) => channel.name),
  })
