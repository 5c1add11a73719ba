import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AUTH_DISMISS_NEW_SIGN_IN,
  AUTH_NEW_SIGN_IN,
  AUTH_LIST_SESSIONS,
  AUTH_REVOKE_OTHER_SESSIONS,
  AUTH_REVOKE_SESSION,
} from '@app/contracts/auth-sessions'
import { call, fetchData } from '../../../lib/request.ts'

export const sessionsQueryKey = ['auth', 'sessions'] as const
export const newSignInQueryKey = ['auth', 'sessions', 'new-sign-in'] as const

/** Where the account is signed in, this device first. */
export const useSessions = () =>
  useQuery({ queryKey: sessionsQueryKey, queryFn: () => fetchData(AUTH_LIST_SESSIONS, {}) })

/** Signs one session out, or (`id` null) every other one; the list is read again after. */
export function useSignOutSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...sessionsQueryKey, 'revoke'],
    mutationFn: async (id: number | null): Promise<void> => {
      if (id === null) await call(AUTH_REVOKE_OTHER_SESSIONS, {})
      else await call(AUTH_REVOKE_SESSION, { params: { id } })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  })
}

/**
 * The newest sign-in on another device this one has not dismissed (read once per app load). A
 * failure is said like any other: it may be the first call to meet a token signed out elsewhere.
 */
export const useNewSignIn = () =>
  useQuery({
    queryKey: newSignInQueryKey,
    queryFn: () => fetchData(AUTH_NEW_SIGN_IN, {}),
    staleTime: Infinity,
    retry: false,
  })

/**
 * Dismisses the notice up to the sign-in it showed; it hides at once. A read of the notice under
 * way (signing a device out reads it again) is called off first: answered after the dismissal
 * was sent, it would bring the notice back.
 */
export function useDismissNewSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...newSignInQueryKey, 'dismiss'],
    mutationFn: (upTo: number) => call(AUTH_DISMISS_NEW_SIGN_IN, { body: { upTo } }, { suppressToast: true }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: newSignInQueryKey })
      queryClient.setQueryData(newSignInQueryKey, null)
    },
  })
}
