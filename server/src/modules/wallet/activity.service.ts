import type { ActivityDetail, ActivityRow, ContentLocale, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { getAppConfigRow } from '../config/config.repo.ts'
import { findUserEvent, listUserEvents, type UserEvent } from '../ledger/activity.repo.ts'
import { rechargesCreditedBy, withdrawalsRequestedBy } from './activity.repo.ts'
import { presentActivity, presentActivityDetail, type EventParts } from './activity.presenter.ts'
import { withChannelNames } from './channel-texts.service.ts'

type Reader = Pick<Scope, 'db'>

/** Each event with the withdrawal it asked for or the recharge it credited, two queries a page. */
async function withRequests(deps: Reader, userId: number, events: UserEvent[]): Promise<EventParts[]> {
  const ids = (kind: string) => events.filter((e) => e.kind === kind).map((e) => e.id)
  const [withdrawals, recharges] = await Promise.all([
    withdrawalsRequestedBy(deps.db, userId, ids('withdraw')),
    rechargesCreditedBy(deps.db, userId, ids('recharge')),
  ])
  return events.map((event) => ({
    event,
    withdrawal: withdrawals.find((w) => w.hold_entry_id === event.id),
    recharge: recharges.find((r) => r.entry_id === event.id),
  }))
}

/** The withdrawal each of these entries of the user requested, by entry id (for the console's ledger). */
export async function withdrawalsRequestedByEntries(
  deps: Reader,
  userId: number,
  entryIds: number[],
): Promise<Map<number, number>> {
  const withdrawals = await withdrawalsRequestedBy(deps.db, userId, entryIds)
  return new Map(withdrawals.map((w) => [w.hold_entry_id, w.id]))
}

/** One page of the user's money events, newest first after `cursor` (an entry id). */
export async function listActivity(
  deps: Reader,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<ActivityRow>> {
  const events = await listUserEvents(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 })
  const parts = await withRequests(deps, userId, events)
  return toPage(
    parts.map((p) => ({ ...p, id: p.event.id })),
    PAGE_SIZE,
    presentActivity,
  )
}

/**
 * One of the user's money events, a recharge's channel named in `locale`; another user's, or an
 * entry that only settles another, is 404.
 */
export async function activityDetail(
  deps: Reader,
  { userId, id, locale }: { userId: number; id: number; locale: ContentLocale | null },
): Promise<ActivityDetail> {
  const event = await findUserEvent(deps.db, userId, id)
  if (!event) throw new AppError('NOT_FOUND')
  const [[parts], config] = await Promise.all([withRequests(deps, userId, [event]), getAppConfigRow(deps.db)])
  const [named] = await withChannelNames(
    deps,
    [parts as EventParts],
    locale,
    (p) => p.recharge?.channel_id ?? null,
    (p, name) => ({ ...p, recharge: p.recharge && { ...p.recharge, channel_name: name } }),
  )
  return presentActivityDetail(named as EventParts, config.currency)
}
