import type { SmsOutboxRow } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { presentOutboxText } from './sms-outbox.presenter.ts'
import { listOutboxTexts } from './sms-outbox.repo.ts'

/** The newest 100 texts the built-in SMS provider kept, newest first. */
export async function listSmsOutbox(deps: Pick<Scope, 'db'>): Promise<SmsOutboxRow[]> {
  return (await listOutboxTexts(deps.db, 100)).map(presentOutboxText)
}
