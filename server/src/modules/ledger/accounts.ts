/** The accounts every user has. Money in flight (a pending withdrawal) sits in the hold. */
export const USER_ACCOUNT_KINDS = ['balance', 'revenue', 'points', 'withdraw_hold'] as const
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number]

/** System accounts stand for the outside world and the platform; only they may go below zero. */
export const SYSTEM_ACCOUNT_KINDS = ['world', 'sales', 'income', 'rewards', 'fees', 'points'] as const
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number]

export type Asset = 'money' | 'points'

export type AccountRef = { user: number; kind: UserAccountKind } | { system: SystemAccountKind }

export function assetOf(ref: AccountRef): Asset {
  return 'user' in ref
    ? ref.kind === 'points'
      ? 'points'
      : 'money'
    : ref.system === 'points'
      ? 'points'
      : 'money'
}

export function accountCode(ref: AccountRef): string {
  return 'user' in ref ? `user:${ref.user}:${ref.kind}` : `system:${ref.system}`
}

/** The account an account code names (the inverse of `accountCode`); undefined for a malformed code. */
export function accountRefOf(code: string): AccountRef | undefined {
  const [side, first, second] = code.split(':')
  if (side === 'system' && (SYSTEM_ACCOUNT_KINDS as readonly string[]).includes(first ?? ''))
    return { system: first as SystemAccountKind }
  const user = Number(first)
  if (
    side === 'user' &&
    Number.isSafeInteger(user) &&
    (USER_ACCOUNT_KINDS as readonly string[]).includes(second ?? '')
  )
    return { user, kind: second as UserAccountKind }
  return undefined
}
