import { pendingSource } from '../../../lib/list/source.ts'

export const walletQueryKey = ['wallet'] as const

// The wallet issue adds these endpoints and replaces each pending source with its fetcher.
export const walletRecordsSource = pendingSource([...walletQueryKey, 'records'])
export const rechargeListSource = pendingSource([...walletQueryKey, 'recharges'])
export const withdrawListSource = pendingSource([...walletQueryKey, 'withdrawals'])
export const pointListSource = pendingSource([...walletQueryKey, 'points'])
