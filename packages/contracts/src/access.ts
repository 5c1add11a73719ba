/** Operator roles: admin runs everything; finance moves money; support answers users. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/**
 * Who may call an endpoint: anyone; anyone, with the signed-in user when there is one; a signed-in
 * user; or a signed-in, enabled operator of one of the listed roles (every role when `'any'`).
 */
export type Access = 'public' | 'optionalUser' | 'user' | OperatorAccess

export interface OperatorAccess {
  operator: 'any' | readonly OperatorRole[]
}

/** Any signed-in operator. */
export const anyOperator = { operator: 'any' } as const satisfies OperatorAccess

/** Operators of these roles only. */
/* @__NO_SIDE_EFFECTS__ */
export function operatorsOf<const R extends readonly OperatorRole[]>(...roles: R): { operator: R } {
  return { operator: roles }
}

export function isOperatorAccess(access: Access): access is OperatorAccess {
  return typeof access === 'object'
}

/**
 * Whether an operator of `role` may call an endpoint of this access, as the server's guards decide:
 * endpoints open to anyone, those of any operator, and those whose list of roles names it (an empty
 * list names every role); never a user's.
 */
export function roleMayCall(access: Access, role: OperatorRole): boolean {
  if (access === 'public' || access === 'optionalUser') return true
  if (!isOperatorAccess(access)) return false
  return access.operator === 'any' || access.operator.length === 0 || access.operator.includes(role)
}
