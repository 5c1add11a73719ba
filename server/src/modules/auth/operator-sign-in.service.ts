import type { OpsLoginBody, OpsMeReply } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { findOperatorById, findOperatorByUsername } from '../operators/operators.repo.ts'
import { TEN_MINUTES } from './auth.service.ts'
import { checkSecondFactor, operatorMe } from './operator-totp.service.ts'
import { addressKey, giveBack, hitOrRefuse } from './rate-limit.service.ts'
import { createSession } from './sessions.repo.ts'

export const OPERATOR_SESSION_SECONDS = 12 * 3600

/**
 * Operator sign-in. An unknown name, a wrong password and a disabled operator get the same answer;
 * failures count per name (a sign-in that succeeds gives its hit back), every attempt per address.
 */
export async function loginOperator(
  deps: Deps,
  input: OpsLoginBody & { ip: string },
): Promise<{ token: string; operator: OpsMeReply }> {
  const nameWindow = { bucket: `ops-login:name:${input.username}`, seconds: TEN_MINUTES, limit: 10 }
  // Reserved before the password is verified, so parallel guesses cannot pass the name's limit.
  await hitOrRefuse(deps, [
    { bucket: `ops-login:ip:${addressKey(input.ip)}`, seconds: TEN_MINUTES, limit: 60 },
    nameWindow,
  ])
  const op = await findOperatorByUsername(deps.db, input.username)
  const valid = await deps.passwords.verify(
    op?.password_hash ?? (await deps.passwords.decoy()),
    input.password,
  )
  if (!op || !valid || op.disabled) throw new AppError('VALIDATION_FAILED', 'auth.opsLoginFailed')
  const factor = await checkSecondFactor(deps, op, input.code)
  // Only a full sign-in (password and, when enrolled, the code) gives the name's attempt back.
  await giveBack(deps, nameWindow)
  const now = deps.clock.now()
  const token = await createSession(deps.db, 'operator', op.id, now, OPERATOR_SESSION_SECONDS, factor)
  return { token, operator: await operatorMe(deps, op, factor.enrolOnly) }
}

/** The signed-in operator's account (gone only if it was deleted under a live session). */
export async function currentOperator(
  deps: Pick<Scope, 'db'>,
  { operatorId, enrolOnly }: { operatorId: number; enrolOnly: boolean },
): Promise<OpsMeReply> {
  const me = await findOperatorById(deps.db, operatorId)
  if (!me) throw new AppError('UNAUTHENTICATED')
  return operatorMe(deps, me, enrolOnly)
}
