import { opsMe, type OperatorRole } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { translate } from './i18n.ts'
import { call } from './request.ts'
import { hasSessionHint } from './session.ts'

export const meQueryKey = ['ops', 'me'] as const

/** An operator's role as the console's language names it. */
export const roleLabel = (role: OperatorRole): string => translate(`role.${role}`)

export const fetchMe = () => call(opsMe, {})

/** The signed-in operator (a 401 leads to sign-in); the shell loads it before any page renders. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: hasSessionHint(),
    staleTime: 60_000,
  })
}

export function useIsAdmin(): boolean {
  return useMe().data?.role === 'admin'
}

/** Admin and finance move money (confirm, complete, reject, freeze); support only looks. */
export function useCanMoveMoney(): boolean {
  const role = useMe().data?.role
  return role === 'admin' || role === 'finance'
}
