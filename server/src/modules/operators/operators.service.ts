import type { CreateOperatorBody, OperatorInfo, UpdateOperatorBody } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction.ts'
import { isCommonPassword } from '../../lib/common-passwords.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { presentOperator } from './operators.presenter.ts'
import * as repo from './operators.repo.ts'

/** Every operator account, for the console. */
export async function listOperatorsForConsole(deps: Pick<Scope, 'db'>): Promise<OperatorInfo[]> {
  return (await repo.listOperators(deps.db)).map(presentOperator)
}

/** Operators' usernames by id (for lists that say who did something). */
export async function operatorNames(deps: Pick<Scope, 'db'>, ids: number[]): Promise<Map<number, string>> {
  return new Map((await repo.findOperatorsByIds(deps.db, ids)).map((o) => [o.id, o.username]))
}

/** Creates an operator; `actorId` is the admin doing it (none for the first operator at start-up). */
export async function createOperator(
  deps: Deps,
  input: CreateOperatorBody & { actorId: number | null },
): Promise<OperatorInfo> {
  const passwordHash = await deps.passwords.hash(input.password)
  try {
    return await inTransaction(deps.database, (tx) => insertWithAudit(deps, tx, input, passwordHash))
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.operatorTaken', { field: 'username' })
    throw error
  }
}

/** The operator's row and the audit line that says who made it, in the caller's transaction. */
async function insertWithAudit(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  input: CreateOperatorBody & { actorId: number | null },
  passwordHash: string,
): Promise<OperatorInfo> {
  const now = deps.clock.now()
  const id = await repo.insertOperator(tx, {
    username: input.username,
    passwordHash,
    role: input.role,
    now,
  })
  const created = await repo.findOperatorById(tx, id)
  if (!created) throw new Error('operator vanished inside its own transaction')
  const info = presentOperator(created)
  await recordAudit(tx, {
    operatorId: input.actorId ?? id,
    action: 'operator.create',
    target: `operator:${id}`,
    before: null,
    after: info,
    now,
  })
  return info
}

/**
 * Changes role, enabled state or password. Disabling or a new password ends the operator's
 * sessions; the last active admin can be neither demoted nor disabled.
 */
export async function updateOperator(
  deps: Deps,
  input: { id: number; changes: UpdateOperatorBody; actorId: number },
): Promise<OperatorInfo> {
  const { id, changes: body, actorId } = input
  const passwordHash = body.password === undefined ? undefined : await deps.passwords.hash(body.password)
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const before = await repo.findOperatorById(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    const losesAdmin =
      before.role === 'admin' &&
      before.disabled === 0 &&
      ((body.role !== undefined && body.role !== 'admin') || body.disabled === true)
    if (losesAdmin && (await repo.countActiveAdminsLocked(tx)) <= 1)
      throw new AppError('CONFLICT', 'auth.lastAdmin')
    const columns = {
      ...(body.role === undefined ? {} : { role: body.role }),
      ...(body.disabled === undefined ? {} : { disabled: body.disabled ? 1 : 0 }),
      ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
    }
    // A change of nothing changes nothing, and is not audited.
    if (Object.keys(columns).length === 0) return presentOperator(before)
    await repo.updateOperator(tx, id, columns)
    if (body.disabled === true || passwordHash !== undefined)
      await deps.sessions.endAll({ ...deps, db: tx }, { kind: 'operator', id })
    const after = await repo.findOperatorById(tx, id)
    if (!after) throw new Error('operator vanished inside its own transaction')
    const changes = { ...body, ...(body.password === undefined ? {} : { password: '(changed)' }) }
    await recordAudit(tx, {
      operatorId: actorId,
      action: 'operator.update',
      target: `operator:${id}`,
      before: presentOperator(before),
      after: { ...presentOperator(after), changes },
      now,
    })
    return presentOperator(after)
  })
}

/** Passwords a first operator may not have: the demo one and the usual defaults. */
const REFUSED_PASSWORDS = new Set([
  'admin1234',
  'admin12345',
  'password',
  'password123',
  'changeme',
  '1234567890',
  'administrator',
])

/** A password on the shipped list of common ones is refused for any operator (400 on `password`). */
export function refuseCommonOperatorPassword(password: string): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_FAILED', 'auth.passwordTooCommon', { field: 'password' })
}

/**
 * A new deployment has no operator: the first one comes from ADMIN_USERNAME / ADMIN_PASSWORD.
 * In production that is required; anywhere, a default, common or short password is refused.
 */
export async function ensureFirstOperator(deps: Deps): Promise<'exists' | 'created' | 'missing'> {
  if ((await repo.countOperators(deps.database.db)) > 0) return 'exists'
  const first = deps.env.firstOperator
  if (!first) return 'missing'
  const lower = first.password.toLowerCase()
  if (first.password.length < 12 || REFUSED_PASSWORDS.has(lower) || isCommonPassword(lower)) {
    throw new Error(
      'ADMIN_PASSWORD is a default, a common password or shorter than 12 characters; choose a strong one',
    )
  }
  const passwordHash = await deps.passwords.hash(first.password)
  const input = { username: first.username, password: first.password, role: 'admin' as const, actorId: null }
  // Processes of a new deployment start together: one makes the first operator, the others find it.
  return inTransaction(deps.database, async (tx) => {
    if (!(await repo.noOperatorYet(tx, deps.database.dialect))) return 'exists'
    await insertWithAudit(deps, tx, input, passwordHash)
    return 'created'
  })
}
