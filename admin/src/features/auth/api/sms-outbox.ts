import { useQuery } from '@tanstack/react-query'
import { AUTH_OPS_LIST_SMS_OUTBOX } from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const smsOutboxQueryKey = ['ops', 'sms-outbox'] as const

export const fetchSmsOutbox = () => call(AUTH_OPS_LIST_SMS_OUTBOX, {})

/** Newest 100 texts; polled so a code just requested by a user shows up without a reload. */
export const useSmsOutbox = () =>
  useQuery({ queryKey: smsOutboxQueryKey, queryFn: fetchSmsOutbox, refetchInterval: 15_000 })
