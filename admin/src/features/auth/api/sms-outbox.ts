import { useQuery } from '@tanstack/react-query'
import type { SmsOutboxRow } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const smsOutboxQueryKey = ['ops', 'sms-outbox'] as const

/** Newest 100 texts; polled so a code just requested by a user shows up without a reload. */
export function useSmsOutbox() {
  return useQuery({
    queryKey: smsOutboxQueryKey,
    queryFn: () => request<SmsOutboxRow[]>('/api/ops/sms-outbox'),
    refetchInterval: 15_000,
  })
}
