import type { OpsLoginBody, OpsMeReply } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { countOperatorLockout } from '../../../lib/metrics.ts'
import { hashToken, newToken } from '../../../lib/tokens.ts'
import { findOperatorById, findOperatorByUsername } from '../../operators/index.ts'
import { TEN_MINUTES } from '../sign-in/auth.service.ts'
import { isKnownDevice, rememberDevice } from './operator-devices.repo.ts'
import { checkSecondFactor, operatorMe } from './operator-totp.service.ts'
import { addressKey, giveBack, hitOrRefuse } from '../limits/rate-limit.service.ts'
import { createSession } from '../sessions/sessions.repo.ts'

export const OPERATOR_SESSION_SECONDS = 12 * 3600

/**
 * Failed sign-ins of one name from devices it never signed in from: each rung holds the name back
 * longer (five a minute, ten in ten minutes, thirty a day), so guessing slows down as it goes on.
 */
const NAME_DELAYS = [
  { key: 'm', seconds: 60, limit: 5 },
  { key: 't', seconds: TEN_MINUTES, limit: 10 },
  { key: 'd', seconds: 86_400, limit: 30 },
] as const

/** What a sign-in says when the operator's name is held back: for the alert, never the address. */
export interface Lockout {
  username: string
  /** The rung that refused (`m`, `t` or `d`), or `device` for a known device's own window. */
  rung: string
}

/**
 * Operator sign-in. An unknown name, a wrong password and a disabled operator get the same answer;
 * every attempt counts per address, and failures per name with delays that grow (decision 0058).
 * A device the operator signed in from before (its cookie's token, `deviceToken`) is not held back
 * by the name's delays, which others' guesses fill: it has a window of its own, so nobody can lock
 * an operator out of their usual device. A full sign-in gives the hits back and remembers the
 * device (`device` in the reply is the token to keep); the right password alone gives them back. `onLockout` hears each refusal of a name.
 */
export async function loginOperator(
  deps: Deps,
  input: OpsLoginBody & {
    ip: string
    deviceToken?: string | undefined
    onLockout?: (lockout: Lockout) => void
  },
): Promise<{ token: string; operator: OpsMeReply; device: string }> {
  await hitOrRefuse(deps, [
    { bucket: `ops-login:ip:${addressKey(input.ip)}`, seconds: TEN_MINUTES, limit: 60 },
  ])
  const op = await findOperatorByUsername(deps.db, input.username)
  const now = deps.clock.now()
  const known =
    op !== undefined &&
    input.deviceToken !== undefined &&
    (await isKnownDevice(deps.db, { operatorId: op.id, tokenHash: hashToken(input.deviceToken), now }))
  const windows = known
    ? [
        {
          key: 'device',
          bucket: `ops-login:device:${hashToken(input.deviceToken ?? '').slice(0, 32)}`,
          seconds: TEN_MINUTES,
          limit: 10,
        },
      ]
    : NAME_DELAYS.map((r) => ({ ...r, bucket: `ops-login:name-${r.key}:${input.username}` }))
  // Reserved before the password is verified, so parallel guesses cannot pass a window's limit.
  for (const window of windows) {
    try {
      await hitOrRefuse(deps, [window])
    } catch (error) {
      countOperatorLockout(window.key)
      input.onLockout?.({ username: input.username, rung: window.key })
      throw error
    }
  }
  const valid = await deps.passwords.verify(
    op?.password_hash ?? (await deps.passwords.decoy()),
    input.password,
  )
  if (!op || !valid || op.disabled) throw new AppError('VALIDATION_FAILED', 'auth.opsLoginFailed')
  // The right password gives the name's attempts back: the delays slow password guessing; codes
  // have a limit of their own per operator (`checkSecondFactor`).
  for (const window of windows) await giveBack(deps, window)
  const factor = await checkSecondFactor(deps, op, input.code)
  const device = known && input.deviceToken ? input.deviceToken : newToken()
  await rememberDevice(deps.db, { operatorId: op.id, tokenHash: hashToken(device), now })
  const token = await createSession(deps.db, 'operator', op.id, now, OPERATOR_SESSION_SECONDS, factor)
  return { token, operator: await operatorMe(deps, op, factor.enrolOnly), device }
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
