import { AUTH_OPS_ME, roleMayCall, type Endpoint, type OperatorRole } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { translate } from './i18n.ts'
import { call } from './request.ts'
import { hasSessionHint } from './session.ts'

export const meQueryKey = ['ops', 'me'] as const

/** An operator's role as the console's language names it. */
export const roleLabel = (role: OperatorRole): string => translate(`role.${role}`)

export const fetchMe = () => call(AUTH_OPS_ME, {})

/** The signed-in operator (a 401 leads to sign-in); the shell loads it before any page renders. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: hasSessionHint(),
    staleTime: 60_000,
  })
}

/**
 * Whether the signed-in operator may call every one of these endpoints: the server's own rule (each
 * declaration's access), so a page offers an action only to the roles the server lets take it. A
 * test checks that a page reaching an endpoint one of its roles may not call asks this about it.
 */
export function useMayCall(...declarations: Pick<Endpoint, 'access'>[]): boolean {
  const role = useMe().data?.role
  return role !== undefined && declarations.every(({ access }) => roleMayCall(access, role))
}

export function useIsAdmin(): boolean {
  return useMe().data?.role === 'admin'
}

/** Admin and finance move money (confirm, complete, reject, freeze); support only looks. */
export function useCanMoveMoney(): boolean {
  const role = useMe().data?.role
  return role === 'admin' || role === 'finance'
}
