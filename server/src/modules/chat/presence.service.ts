import type { OpsChatPresenceReply } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import type { ChatDeps } from './chat-deps.ts'
import * as presence from './presence.repo.ts'

/** Sets an operator's presence switch and tells every node, which recompute presence for users. */
export async function setPresence(
  deps: ChatDeps,
  input: { operatorId: number; online: boolean },
): Promise<void> {
  await presence.setSwitch(deps.db, input.operatorId, input.online, deps.clock.now())
  await deps.bus.publish([{ kind: 'presence', operatorId: input.operatorId, online: input.online }])
}

/** Customer service is online: some operator has the switch on and a console heard from lately. */
export function isCustomerServiceOnline(deps: Scope): Promise<boolean> {
  return presence.isAnyOperatorOnline(deps.db, deps.clock.now())
}

export function isSwitchOn(deps: Pick<Scope, 'db'>, operatorId: number): Promise<boolean> {
  return presence.isSwitchOn(deps.db, operatorId)
}

/** What the console's switch shows: customer service overall, and this operator's own switch. */
export async function presenceOf(deps: Scope, operatorId: number): Promise<OpsChatPresenceReply> {
  return { online: await isCustomerServiceOnline(deps), mine: await isSwitchOn(deps, operatorId) }
}

/** Turns an operator's switch on or off; answers what the console's switch shows then. */
export async function switchPresence(
  deps: ChatDeps,
  input: { operatorId: number; online: boolean },
): Promise<OpsChatPresenceReply> {
  await setPresence(deps, input)
  return { online: await isCustomerServiceOnline(deps), mine: input.online }
}
