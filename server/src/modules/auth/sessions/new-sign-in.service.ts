import type { NotificationParams } from '@app/contracts'
import { type NotifyStep, notifyUser } from '../../notifications/index.ts'
import { describeUserAgent } from './session-device.ts'
import type { SessionDevice } from './sessions.repo.ts'
import { hasOtherLiveSession } from './user-sessions.repo.ts'

/**
 * Tells the account of a sign-in (`sign-in.new`), inside the sign-in's own transaction, when another
 * of its sessions is live: there is a device that did not sign in just now. The account's first
 * session (its sign-up) and a sign-in after signing out everywhere tell nobody.
 */
export async function tellOfNewSignIn(
  step: NotifyStep,
  input: { userId: number; sessionId: number; device: SessionDevice },
): Promise<void> {
  if (!(await hasOtherLiveSession(step.db, input.userId, input.sessionId, step.clock.now()))) return
  const { browser, os } = describeUserAgent(input.device.userAgent)
  const params: NotificationParams = { sessionId: input.sessionId }
  if (browser) params.browser = browser
  if (os) params.os = os
  if (input.device.ipHint) params.place = input.device.ipHint
  await notifyUser(step, { userId: input.userId, type: 'sign-in.new', params })
}
