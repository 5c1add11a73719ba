import type { Kysely } from 'kysely'
import type { OperatorRole, OpsMeReply, RecoveryCodesReply, TotpEnrolment } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { DB } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { matchTotp, newTotpSecret, totpUri } from '../../../lib/totp.ts'
import { recordAudit } from '../../audit/index.ts'
import { getAppConfig } from '../../config/index.ts'
import {
  findOperatorById,
  findOperatorByUsername,
  type OperatorRow,
  presentOperator,
} from '../../operators/index.ts'
import * as repo from './operator-totp.repo.ts'
import {
  isAuthenticatorCode,
  newRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODES_PER_SET,
  recoveryCodeHash,
} from './recovery-codes.ts'
import { hitOrRefuse } from '../limits/rate-limit.service.ts'
import { revokeSubjectSessions, upgradeEnrolSession } from '../sessions/sessions.repo.ts'

/**
 * Every role signs in with a second factor in production: admin and finance move money, and
 * support reads every user's data, chats as customer service and publishes (decision 0058).
 */
const TOTP_REQUIRED: readonly OperatorRole[] = ['admin', 'finance', 'support']

/** Code attempts per operator in ten minutes, counted before each comparison. */
const CODE_ATTEMPTS = 10
const TEN_MINUTES = 600

/** Counts one code attempt against the operator before the code is compared (429 past the limit). */
function countAttempt(deps: Deps, operatorId: number): Promise<void> {
  return hitOrRefuse(deps, [
    { bucket: `ops-totp:id:${operatorId}`, seconds: TEN_MINUTES, limit: CODE_ATTEMPTS },
  ])
}

/**
 * The sign-in step after a right password. An operator with two-factor sign-in on must give a code
 * not used before: the authenticator's, or one of their recovery codes (each once, audited); one
 * without it (every role, in production) gets a session that can only set
 * it up. Every attempt of either kind counts against the same limit before it is compared.
 */
export async function checkSecondFactor(
  deps: Deps,
  operator: Pick<OperatorRow, 'id' | 'role'>,
  code: string | undefined,
): Promise<{ enrolOnly: boolean }> {
  const totp = await repo.findOperatorTotp(deps.db, operator.id)
  if (!totp?.secret)
    return { enrolOnly: deps.env.production && TOTP_REQUIRED.includes(operator.role as OperatorRole) }
  if (code === undefined) throw new AppError('VALIDATION_FAILED', 'auth.opsCodeRequired', { field: 'code' })
  await countAttempt(deps, operator.id)
  const now = deps.clock.now()
  if (!isAuthenticatorCode(code)) {
    await useRecoveryCode(deps, operator.id, code, now)
    return { enrolOnly: false }
  }
  const step = matchTotp(totp.secret, code, now, totp.last_step)
  // The step is taken with a conditional write, so the same code sent twice at once wins once.
  if (step === undefined || !(await repo.useStep(deps.db, operator.id, step, now)))
    throw new AppError('VALIDATION_FAILED', 'auth.opsCodeWrong', { field: 'code' })
  return { enrolOnly: false }
}

/** Signs in with a recovery code: used by a conditional write (twice at once wins once), audited. */
async function useRecoveryCode(deps: Deps, operatorId: number, typed: string, now: number): Promise<void> {
  const code = normalizeRecoveryCode(typed)
  const wrong = () => new AppError('VALIDATION_FAILED', 'auth.opsCodeWrong', { field: 'code' })
  if (code === null) throw wrong()
  await inTransaction(deps.database, async (tx) => {
    if (!(await repo.useRecoveryCode(tx, operatorId, recoveryCodeHash(operatorId, code), now))) throw wrong()
    const left = await repo.countRecoveryCodesLeft(tx, operatorId)
    await recordAudit(tx, {
      operatorId,
      action: 'operator.recovery-code-use',
      target: `operator:${operatorId}`,
      before: { left: left + 1 },
      after: { left },
      now,
    })
  })
}

/** A new set of recovery codes in place of any earlier one; the codes themselves, shown once. */
async function issueRecoveryCodes(tx: Kysely<DB>, operatorId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES_PER_SET }, newRecoveryCode)
  const hashes = codes.map((code) => recoveryCodeHash(operatorId, normalizeRecoveryCode(code) ?? code))
  await repo.replaceRecoveryCodes(tx, operatorId, hashes, now)
  return codes
}

/** The signed-in operator and where their second factor stands. */
export async function operatorMe(
  deps: Pick<Deps, 'db'>,
  operator: OperatorRow,
  enrolOnly: boolean,
): Promise<OpsMeReply> {
  const totp = await repo.findOperatorTotp(deps.db, operator.id)
  const recoveryCodesLeft = totp?.secret ? await repo.countRecoveryCodesLeft(deps.db, operator.id) : 0
  return { ...presentOperator(operator), totpEnabled: Boolean(totp?.secret), enrolOnly, recoveryCodesLeft }
}

/** A new secret waiting for its first code; refused while two-factor sign-in is on. */
export async function startTotp(
  deps: Deps,
  { operatorId, username }: { operatorId: number; username: string },
): Promise<TotpEnrolment> {
  const totp = await repo.findOperatorTotp(deps.db, operatorId)
  if (totp?.secret) throw new AppError('CONFLICT', 'auth.opsTotpAlreadyOn')
  const secret = newTotpSecret()
  await repo.savePendingSecret(deps.db, operatorId, secret, deps.clock.now())
  const { site_name: siteName } = await getAppConfig(deps)
  return { secret, uri: totpUri(`${siteName} console`, username, secret) }
}

/**
 * The first code turns the pending secret on and gives ten recovery codes (shown this once); a
 * session that could only enrol becomes a full one.
 */
export async function confirmTotp(
  deps: Deps,
  { operatorId, sessionId, code }: { operatorId: number; sessionId: number; code: string },
): Promise<RecoveryCodesReply> {
  await countAttempt(deps, operatorId)
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const totp = await repo.findOperatorTotp(tx, operatorId)
    if (totp?.secret) throw new AppError('CONFLICT', 'auth.opsTotpAlreadyOn')
    if (!totp?.pending_secret) throw new AppError('CONFLICT', 'auth.opsTotpNotStarted')
    const step = matchTotp(totp.pending_secret, code, now, 0)
    if (step === undefined) throw new AppError('VALIDATION_FAILED', 'auth.opsCodeWrong', { field: 'code' })
    if (!(await repo.enableSecret(tx, { operatorId, secret: totp.pending_secret, step, now })))
      throw new AppError('CONFLICT', 'auth.opsTotpNotStarted')
    await upgradeEnrolSession(tx, sessionId)
    const recoveryCodes = await issueRecoveryCodes(tx, operatorId, now)
    await recordAudit(tx, {
      operatorId,
      action: 'operator.totp-enable',
      target: `operator:${operatorId}`,
      before: { totp: false },
      after: { totp: true, recoveryCodes: recoveryCodes.length },
      now,
    })
    const me = await findOperatorById(tx, operatorId)
    if (!me) throw new AppError('UNAUTHENTICATED')
    return { recoveryCodes, operator: await operatorMe({ db: tx }, me, false) }
  })
}

/**
 * With the operator's password (counted with the code attempts): a new set of recovery codes;
 * every earlier one, used or not, stops working. Only while two-factor sign-in is on. Audited.
 */
export async function newRecoveryCodes(
  deps: Deps,
  { operatorId, username, password }: { operatorId: number; username: string; password: string },
): Promise<RecoveryCodesReply> {
  await countAttempt(deps, operatorId)
  const op = await findOperatorByUsername(deps.db, username)
  if (!op || op.id !== operatorId || !(await deps.passwords.verify(op.password_hash, password)))
    throw new AppError('VALIDATION_FAILED', 'auth.passwordWrong', { field: 'password' })
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const totp = await repo.findOperatorTotp(tx, operatorId)
    if (!totp?.secret) throw new AppError('CONFLICT', 'auth.opsTotpOff')
    const left = await repo.countRecoveryCodesLeft(tx, operatorId)
    const recoveryCodes = await issueRecoveryCodes(tx, operatorId, now)
    await recordAudit(tx, {
      operatorId,
      action: 'operator.recovery-codes-new',
      target: `operator:${operatorId}`,
      before: { left },
      after: { left: recoveryCodes.length },
      now,
    })
    const me = await findOperatorById(tx, operatorId)
    if (!me) throw new AppError('UNAUTHENTICATED')
    return { recoveryCodes, operator: await operatorMe({ db: tx }, me, false) }
  })
}

/**
 * An admin removes another operator's second factor (a lost phone): their sessions end, and they
 * set it up again at their next sign-in. Audited.
 */
export async function resetTotp(
  deps: Deps,
  { targetId, actorId }: { targetId: number; actorId: number },
): Promise<void> {
  if (targetId === actorId) throw new AppError('CONFLICT', 'auth.opsTotpResetSelf')
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const target = await findOperatorById(tx, targetId)
    if (!target) throw new AppError('NOT_FOUND')
    const removed = await repo.deleteOperatorTotp(tx, targetId)
    // Their recovery codes go with the authenticator: a new set comes with the new one.
    await repo.replaceRecoveryCodes(tx, targetId, [], now)
    await revokeSubjectSessions(tx, 'operator', targetId, now)
    await recordAudit(tx, {
      operatorId: actorId,
      action: 'operator.totp-reset',
      target: `operator:${targetId}`,
      before: { totp: removed },
      after: { totp: false },
      now,
    })
  })
}
