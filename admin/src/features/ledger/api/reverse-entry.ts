import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LEDGER_OPS_REVERSE_ENTRY } from '@app/contracts/ledger'
import { call } from '../../../lib/request.ts'
import { ledgerCheckQueryKey } from './ledger-check.ts'

export interface ReverseEntryVariables {
  entryId: number
  reason: string
}

export const reverseEntry = ({ entryId, reason }: ReverseEntryVariables) =>
  call(LEDGER_OPS_REVERSE_ENTRY, { params: { id: entryId }, body: { reason } })

/** Posts the mirror of an entry; the checker's report is run again afterwards. */
export const useReverseEntry = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reverseEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerCheckQueryKey }),
  })
}
