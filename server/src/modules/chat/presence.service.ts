import type { ChatContext } from './chat-context.ts'
import * as presence from './presence.repo.ts'

/** Sets an operator's presence switch and tells every node, which recompute presence for users. */
export async function setPresence(ctx: ChatContext, operatorId: number, online: boolean): Promise<void> {
  await presence.setSwitch(ctx.deps.database.db, operatorId, online, ctx.deps.clock.now())
  await ctx.bus.publish([{ kind: 'presence', operatorId, online }])
}

export function isCustomerServiceOnline(ctx: ChatContext): Promise<boolean> {
  return presence.isAnyOperatorOnline(ctx.deps.database.db, ctx.deps.clock.now())
}

export function isSwitchOn(ctx: ChatContext, operatorId: number): Promise<boolean> {
  return presence.isSwitchOn(ctx.deps.database.db, operatorId)
}
