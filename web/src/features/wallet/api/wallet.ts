import { useQuery } from '@tanstack/react-query'
import {
  WALLET_SUMMARY,
  WALLET_RECORD,
  WALLET_RECORDS,
  type RecordAccount,
  type WalletRecordRow,
} from '@app/contracts/wallet'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const walletQueryKey = ['wallet'] as const
export const walletRecordsQueryKey = ['wallet-records'] as const
export const walletRecordQueryKey = (id: string) => [...walletRecordsQueryKey, 'detail', id] as const

/** Balances, VIP level and what the next level needs. */
export const fetchWallet = () => fetchData(WALLET_SUMMARY, {})

/** `enabled` is false for a visitor (the product page asks only when someone is signed in). */
export const useWallet = (enabled = true) =>
  useQuery({ queryKey: walletQueryKey, queryFn: fetchWallet, enabled })

export const fetchWalletRecords = (account: RecordAccount | undefined, cursor: string | null) =>
  fetchData(WALLET_RECORDS, { query: { account, cursor: cursor ?? undefined } })

/** Every movement of the user's accounts, newest first; `account` narrows to one of them. */
export const walletRecordsSource = (account?: RecordAccount): ListSource<WalletRecordRow> => ({
  queryKey: [...walletRecordsQueryKey, account ?? 'all'],
  fetchPage: (cursor) => fetchWalletRecords(account, cursor),
})

export const fetchWalletRecord = (id: string) => fetchData(WALLET_RECORD, { params: { id } })

export const useWalletRecord = (id: string) =>
  useQuery({ queryKey: walletRecordQueryKey(id), queryFn: () => fetchWalletRecord(id), enabled: id !== '' })
