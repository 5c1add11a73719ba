import type { SmsOutboxRow } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { recordAudit } from '../../audit/index.ts'
import { presentOutboxText } from './sms-outbox.presenter.ts'
import { listOutboxTexts } from './sms-outbox.repo.ts'

/** The newest 100 texts of the outbox, newest first, codes hidden; every read is audited. */
export async function listSmsOutbox(
  deps: Scope,
  { operatorId }: { operatorId: number },
): Promise<SmsOutboxRow[]> {
  const rows = (await listOutboxTexts(deps.db, 100)).map(presentOutboxText)
  await recordAudit(deps.db, {
    operatorId,
    action: 'outbox.read',
    target: 'sms_outbox',
    before: null,
    after: { texts: rows.length, newestId: rows[0]?.id ?? null },
    now: deps.clock.now(),
  })
  return rows
}
