import { useQuery } from '@tanstack/react-query'
import type { RecordAccount, WalletRecordDetail, WalletRecordRow, WalletSummary } from '@app/contracts/wallet'
import { request } from '../../../lib/request.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const walletQueryKey = ['wallet'] as const
export const walletRecordsQueryKey = ['wallet-records'] as const
export const walletRecordQueryKey = (id: string) => [...walletRecordsQueryKey, 'detail', id] as const

/** Balances, VIP level and what the next level needs. */
export const fetchWallet = () => request<WalletSummary>('/api/wallet').then((r) => r.data)

/** `enabled` is false for a visitor (the product page asks only when someone is signed in). */
export const useWallet = (enabled = true) =>
  useQuery({ queryKey: walletQueryKey, queryFn: fetchWallet, enabled })

export const fetchWalletRecords = (account: RecordAccount | undefined, cursor: string | null) =>
  request<ListPage<WalletRecordRow>>('/api/wallet/records', {
    query: { account, cursor: cursor ?? undefined },
  }).then((r) => r.data)

/** Every movement of the user's accounts, newest first; `account` narrows to one of them. */
export const walletRecordsSource = (account?: RecordAccount): ListSource<WalletRecordRow> => ({
  queryKey: [...walletRecordsQueryKey, account ?? 'all'],
  fetchPage: (cursor) => fetchWalletRecords(account, cursor),
})

export const fetchWalletRecord = (id: string) =>
  request<WalletRecordDetail>(`/api/wallet/records/${encodeURIComponent(id)}`).then((r) => r.data)

export const useWalletRecord = (id: string) =>
  useQuery({ queryKey: walletRecordQueryKey(id), queryFn: () => fetchWalletRecord(id), enabled: id !== '' })
