import { MAX_CANNED_REPLIES, type CannedReplyBody, type CannedReplyRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { cannedReplyForAudit, presentCannedReply } from './support.presenter.ts'
import * as repo from './support.repo.ts'

/**
 * Saved replies (decision 0043): operators who chat write them, each in one language, and pick one
 * to fill the reply box. Every change is in the audit log.
 */

type Input = { operatorId: number; body: CannedReplyBody }

const notFound = () => new AppError('NOT_FOUND')

export async function listCannedReplies(deps: Pick<Deps, 'db'>): Promise<CannedReplyRow[]> {
  return (await repo.listCannedReplies(deps.db, MAX_CANNED_REPLIES)).map(presentCannedReply)
}

async function refuseTakenTitle(tx: Tx, body: CannedReplyBody, exceptId?: number): Promise<void> {
  if (await repo.findCannedReplyByTitle(tx, body.language, body.title, exceptId)) throw titleTaken()
}

const titleTaken = () => new AppError('CONFLICT', 'support.titleTaken', { field: 'title' })

/** `work`, with the unique title index's refusal (a save racing another) read as a taken title. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw isUniqueViolation(error) ? titleTaken() : error
  }
}

async function saved(tx: Tx, id: number): Promise<CannedReplyRow> {
  const row = await repo.findCannedReply(tx, id)
  if (!row) throw notFound()
  return presentCannedReply(row)
}

export function createCannedReply(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: Input,
): Promise<CannedReplyRow> {
  const { operatorId, body } = input
  return uniqueTitle(() =>
    inTransaction(deps.database, async (tx) => {
      if ((await repo.countCannedReplies(tx)) >= MAX_CANNED_REPLIES)
        throw new AppError('CONFLICT', 'support.tooManyReplies')
      await refuseTakenTitle(tx, body)
      const now = deps.clock.now()
      const id = await repo.insertCannedReply(tx, { ...body, operatorId, now })
      const target = `canned_reply:${id}`
      await recordAudit(tx, {
        operatorId,
        action: 'canned-reply.create',
        target,
        before: null,
        after: cannedReplyForAudit(body),
        now,
      })
      return saved(tx, id)
    }),
  )
}

export function updateCannedReply(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: Input & { id: number },
): Promise<CannedReplyRow> {
  const { id, operatorId, body } = input
  return uniqueTitle(() =>
    inTransaction(deps.database, async (tx) => {
      const before = await repo.findCannedReply(tx, id)
      if (!before) throw notFound()
      await refuseTakenTitle(tx, body, id)
      const now = deps.clock.now()
      await repo.updateCannedReply(tx, id, { ...body, operatorId, now })
      await recordAudit(tx, {
        operatorId,
        action: 'canned-reply.update',
        target: `canned_reply:${id}`,
        before: cannedReplyForAudit(before),
        after: cannedReplyForAudit(body),
        now,
      })
      return saved(tx, id)
    }),
  )
}

export function deleteCannedReply(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: { id: number; operatorId: number },
): Promise<null> {
  const { id, operatorId } = input
  return inTransaction(deps.database, async (tx) => {
    const before = await repo.findCannedReply(tx, id)
    if (!before) throw notFound()
    await repo.deleteCannedReply(tx, id)
    await recordAudit(tx, {
      operatorId,
      action: 'canned-reply.delete',
      target: `canned_reply:${id}`,
      before: cannedReplyForAudit(before),
      after: null,
      now: deps.clock.now(),
    })
    return null
  })
}
