import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReceiptAccount, ReceiptAccountBody } from '@app/contracts/account'
import { request } from '../../../lib/request.ts'

export const receiptQueryKey = ['receipt-account'] as const

/** The account withdrawals are paid to, or null before the user adds one. */
export const fetchReceiptAccount = () =>
  request<ReceiptAccount | null>('/api/account/receipt').then((r) => r.data)

export const useReceiptAccount = () => useQuery({ queryKey: receiptQueryKey, queryFn: fetchReceiptAccount })

export const saveReceiptAccount = (body: ReceiptAccountBody) =>
  request<ReceiptAccount>('/api/account/receipt', { method: 'PUT', body })

export function useSaveReceiptAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...receiptQueryKey, 'save'],
    mutationFn: saveReceiptAccount,
    // The withdrawal form shows the account too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
