import { isChatRole, type DashboardQueues, type OperatorRole } from '@app/contracts'
import type { Scope } from './deps.ts'
import { unreadChats } from './modules/chat/index.ts'
import { pendingMoneyQueues } from './modules/wallet/index.ts'

/**
 * What waits for operators, as each role's pages show it: the recharge and withdrawal queues for
 * the roles that move money, the unread chats for the roles that answer them. The ledger's
 * dashboard shows these beside its own figures; the facts belong to wallet and chat, so they are
 * composed here, where every module is known.
 */
export async function dashboardQueues(deps: Pick<Scope, 'db'>, role: OperatorRole): Promise<DashboardQueues> {
  const money = role === 'admin' || role === 'finance' ? await pendingMoneyQueues(deps) : null
  return {
    recharges: money?.recharges ?? null,
    withdrawals: money?.withdrawals ?? null,
    unreadChats: isChatRole(role) ? await unreadChats(deps) : null,
  }
}
