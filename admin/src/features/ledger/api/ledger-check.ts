import { useQuery } from '@tanstack/react-query'
import { opsCheckLedger } from '@app/contracts/ledger'
import { call } from '../../../lib/request.ts'

export const ledgerCheckQueryKey = ['ops', 'ledger', 'check'] as const

export const fetchLedgerCheck = () => call(opsCheckLedger, {})

/** Runs the invariant checker on every visit; an old report is worth nothing. */
export const useLedgerCheck = () =>
  useQuery({ queryKey: ledgerCheckQueryKey, queryFn: fetchLedgerCheck, gcTime: 0 })
