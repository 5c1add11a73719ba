import type { LoginBody, RegisterBody, SessionReply } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { inTransaction, isUniqueViolation } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { createUser, findUserByInvitationCode, findUserByPhone, presentUser } from '../../account/index.ts'
import { recordInviteReward } from '../../wallet/index.ts'
import { userVipLevel } from '../../vip/index.ts'
import { operatorCodeHasUses, takeOperatorCodeUse } from '../invitations/invitations.repo.ts'
import { refuseCommonPassword } from '../passwords/password-policy.ts'
import type { HashTurn } from '../../../lib/hash-queue.ts'
import { InFlightCap } from '../../../lib/in-flight-cap.ts'
import { countLimitRefusal } from '../../../lib/metrics.ts'
import {
  addressWindows,
  giveBack,
  hitOrRefuse,
  hitsIn,
  networkKey,
  type Window,
} from '../limits/rate-limit.service.ts'
import { tellOfNewSignIn } from '../sessions/new-sign-in.service.ts'
import { sessionDevice } from '../sessions/session-device.ts'
import { createSession, hasSignedInFrom, openSession, type SessionDevice } from '../sessions/sessions.repo.ts'

export const USER_SESSION_SECONDS = 30 * 24 * 3600
export const TEN_MINUTES = 600

/** Sign-in attempts per address in 10 minutes: room for a carrier's or an office's shared address. */
export const LOGIN_PER_ADDRESS = 300
/** Failed sign-ins per phone in 10 minutes: the limit that protects an account. */
export const LOGIN_FAILURES_PER_PHONE = 10
/** Sign-ups per address in 10 minutes. */
export const REGISTER_PER_ADDRESS = 200

/**
 * Sign-ins of one network (an IPv4 address or an IPv6 /48) under way at once in one process: about
 * a second of a busy carrier address's sign-ins. Past it the next is refused at once ("busy").
 */
export const SIGN_INS_IN_FLIGHT_PER_NETWORK = 8
const signInsInFlight = new InFlightCap(SIGN_INS_IN_FLIGHT_PER_NETWORK)

/** Failed sign-ins (with those in flight) after which a phone's next attempts wait behind others'. */
export const SUSPECT_FAILURES = 3
/** How long a device that signed in once keeps its own turn in the password queue. */
export const KNOWN_DEVICE_SECONDS = 30 * 24 * 3600

const loginWindows = (phone: string, ip: string) => ({
  address: addressWindows('login', ip, TEN_MINUTES, LOGIN_PER_ADDRESS),
  phone: { bucket: `login:phone:${phone}`, seconds: TEN_MINUTES, limit: LOGIN_FAILURES_PER_PHONE },
})

/**
 * The turn a sign-in's password check waits in: a device the account signed in from before has a
 * lane of its own ahead of the rest; an unknown phone's decoy and a phone that keeps failing wait
 * behind ordinary work and are refused first when the queue is full; everyone else waits in their
 * network's lane (an IPv6 /48), so a flood from one network takes one turn a round.
 */
async function signInTurn(
  deps: Deps,
  input: { userId: number | undefined; device: SessionDevice; ip: string; phoneWindow: Window },
): Promise<HashTurn> {
  const lane = networkKey(input.ip)
  if (input.userId === undefined) return { priority: 'unknown', lane }
  const since = deps.clock.now() - KNOWN_DEVICE_SECONDS
  if (await hasSignedInFrom(deps.db, input.userId, input.device, since))
    return { priority: 'known', lane: `user:${input.userId}` }
  if ((await hitsIn(deps, input.phoneWindow)) > SUSPECT_FAILURES) return { priority: 'suspect', lane }
  return { priority: 'normal', lane }
}

/**
 * Sign-in. An unknown phone and a wrong password get the same answer after the same work. The
 * attempt is reserved in the address's and the phone's windows before the password is verified, so
 * parallel guesses cannot pass the phone's limit; a right password gives the phone's hit back.
 */
export async function login(
  deps: Deps,
  input: LoginBody & { ip: string; userAgent?: string },
): Promise<SessionReply> {
  const network = networkKey(input.ip)
  if (!signInsInFlight.enter(network)) {
    countLimitRefusal('login:in-flight')
    throw new AppError('UNAVAILABLE', 'auth.busy')
  }
  try {
    return await signIn(deps, input)
  } finally {
    signInsInFlight.leave(network)
  }
}

async function signIn(
  deps: Deps,
  input: LoginBody & { ip: string; userAgent?: string },
): Promise<SessionReply> {
  const windows = loginWindows(input.phone, input.ip)
  await hitOrRefuse(deps, [...windows.address, windows.phone])
  const user = await findUserByPhone(deps.db, input.phone)
  const device = sessionDevice(input.userAgent, input.ip)
  const turn = await signInTurn(deps, { userId: user?.id, device, ip: input.ip, phoneWindow: windows.phone })
  const valid = await deps.passwords.verify(
    user?.password_hash ?? (await deps.passwords.decoy()),
    input.password,
    turn,
  )
  // A frozen account says so whatever the password, so the answer never confirms a credential.
  if (user?.frozen) throw new AppError('FORBIDDEN', 'auth.accountFrozen')
  if (!user || !valid) throw new AppError('VALIDATION_FAILED', 'auth.loginFailed')
  await giveBack(deps, windows.phone)
  // The other devices are told in the session's own transaction: both happen, or neither.
  const token = await inTransaction(deps.database, async (tx) => {
    const now = deps.clock.now()
    const session = await openSession(tx, 'user', user.id, now, USER_SESSION_SECONDS, { device })
    await tellOfNewSignIn({ ...deps, db: tx }, { userId: user.id, sessionId: session.id, device })
    return session.token
  })
  return { token, userInfo: presentUser(user, await userVipLevel(deps, user.id)) }
}

/**
 * Sign-up needs an invitation code: another user's own code (that user becomes the inviter) or an
 * operator-issued code with uses left. `ownCode` fixes the new user's own code (the demo data).
 */
export async function register(
  deps: Deps,
  input: RegisterBody & { ip: string; userAgent?: string; ownCode?: string },
): Promise<SessionReply> {
  await hitOrRefuse(deps, addressWindows('register', input.ip, TEN_MINUTES, REGISTER_PER_ADDRESS))
  refuseCommonPassword(input.password, 'password')
  const code = input.invitationCode.toUpperCase()
  // The cheap checks come before the costly hash; the transaction below takes the code's use.
  const invalidCode = () =>
    new AppError('VALIDATION_FAILED', 'auth.invitationCodeInvalid', { field: 'invitationCode' })
  if (!(await findUserByInvitationCode(deps.db, code)) && !(await operatorCodeHasUses(deps.db, code)))
    throw invalidCode()
  if (await findUserByPhone(deps.db, input.phone))
    throw new AppError('CONFLICT', 'auth.phoneTaken', { field: 'phone' })
  const passwordHash = await deps.passwords.hash(input.password)
  const now = deps.clock.now()
  try {
    return await inTransaction(deps.database, async (tx) => {
      const inviter = await findUserByInvitationCode(tx, code)
      if (!inviter && !(await takeOperatorCodeUse(tx, code))) throw invalidCode()
      // The user's row and accounts are account's to make; the invitation and the session are ours.
      const user = await createUser(
        { db: tx },
        {
          phone: input.phone,
          passwordHash,
          nickname: input.nickname,
          invitationCode: input.ownCode,
          inviterId: inviter?.id ?? null,
          now,
        },
      )
      if (inviter)
        await recordInviteReward({ ...deps, db: tx }, { inviterId: inviter.id, inviteeId: user.id })
      const token = await createSession(tx, 'user', user.id, now, USER_SESSION_SECONDS, {
        device: sessionDevice(input.userAgent, input.ip),
      })
      return { token, userInfo: presentUser(user, await userVipLevel({ db: tx }, user.id)) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.phoneTaken', { field: 'phone' })
    throw error
  }
}
