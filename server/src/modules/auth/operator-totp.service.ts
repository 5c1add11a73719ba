import type { OperatorRole, OpsMeReply, TotpEnrolment } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { getAppConfig } from '../config/config.service.ts'
import { presentOperator } from '../operators/operators.presenter.ts'
import { findOperatorById, type OperatorRow } from '../operators/operators.repo.ts'
import * as repo from './operator-totp.repo.ts'
import { hitOrRefuse } from './rate-limit.service.ts'
import { revokeSubjectSessions, upgradeEnrolSession } from './sessions.repo.ts'

/** The roles that move money sign in with a second factor in production. */
const TOTP_REQUIRED: readonly OperatorRole[] = ['admin', 'finance']

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
 * not used before; one without it who must have it (admin and finance, in production) gets a
 * session that can only set it up.
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
  const step = matchTotp(totp.secret, code, now, totp.last_step)
  // The step is taken with a conditional write, so the same code sent twice at once wins once.
  if (step === undefined || !(await repo.useStep(deps.db, operator.id, step, now)))
    throw new AppError('VALIDATION_FAILED', 'auth.opsCodeWrong', { field: 'code' })
  return { enrolOnly: false }
}

/** The signed-in operator and where their second factor stands. */
export async function operatorMe(
  deps: Pick<Deps, 'db'>,
  operator: OperatorRow,
  enrolOnly: boolean,
): Promise<OpsMeReply> {
  const totp = await repo.findOperatorTotp(deps.db, operator.id)
  return { ...presentOperator(operator), totpEnabled: Boolean(totp?.secret), enrolOnly }
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

/** The first code turns the pending secret on; a session that could only enrol becomes a full one. */
export async function confirmTotp(
  deps: Deps,
  { operatorId, sessionId, code }: { operatorId: number; sessionId: number; code: string },
): Promise<OpsMeReply> {
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
    await recordAudit(tx, {
      operatorId,
      action: 'operator.totp-enable',
      target: `operator:${operatorId}`,
      before: { totp: false },
      after: { totp: true },
      now,
    })
    const me = await findOperatorById(tx, operatorId)
    if (!me) throw new AppError('UNAUTHENTICATED')
    return operatorMe({ db: tx }, me, false)
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
