import { opsListSmsOutbox } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentOutboxText } from './sms-outbox.presenter.ts'
import { listOutboxTexts } from './sms-outbox.repo.ts'

/** The texts the built-in SMS provider kept, for operators to read (deployments without a gateway). */
export function smsOutboxOpsRoutes(route: Router, deps: Deps): void {
  route(opsListSmsOutbox, async () => (await listOutboxTexts(deps.db, 100)).map(presentOutboxText))
}
