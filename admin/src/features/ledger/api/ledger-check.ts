import { useQuery } from '@tanstack/react-query'
import { LEDGER_OPS_CHECK } from '@app/contracts/ledger'
import { call } from '../../../lib/request.ts'

export const ledgerCheckQueryKey = ['ops', 'ledger', 'check'] as const

export const fetchLedgerCheck = () => call(LEDGER_OPS_CHECK, {})

/** Runs the invariant checker on every visit; an old report is worth nothing. */
export const useLedgerCheck = () =>
  useQuery({ queryKey: ledgerCheckQueryKey, queryFn: fetchLedgerCheck, gcTime: 0 })
