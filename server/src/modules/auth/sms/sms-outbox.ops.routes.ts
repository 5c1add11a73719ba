import { AUTH_OPS_LIST_SMS_OUTBOX } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { listSmsOutbox } from './sms-outbox.service.ts'

/** The texts the built-in SMS provider kept, codes hidden, for admins to read (deployments without a gateway). */
export function smsOutboxOpsRoutes(route: Router, deps: Deps): void {
  route(AUTH_OPS_LIST_SMS_OUTBOX, ({ operator }) => listSmsOutbox(deps, { operatorId: operator.operatorId }))
}
