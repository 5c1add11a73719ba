import { useQuery } from '@tanstack/react-query'
import type { LedgerCheckReply } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const ledgerCheckQueryKey = ['ops', 'ledger', 'check'] as const

export function fetchLedgerCheck(): Promise<LedgerCheckReply> {
  return request<LedgerCheckReply>('/api/ops/ledger/check')
}

/** Runs the invariant checker on every visit; an old report is worth nothing. */
export function useLedgerCheck() {
  return useQuery({ queryKey: ledgerCheckQueryKey, queryFn: fetchLedgerCheck, gcTime: 0 })
}
