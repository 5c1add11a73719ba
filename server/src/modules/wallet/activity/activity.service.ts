import type { ActivityDetail, ActivityRow, ContentLocale, Page } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../../lib/paging.ts'
import { getAppConfigRow } from '../../config/index.ts'
import { findUserEvent, listUserEvents, type UserEvent } from '../../ledger/index.ts'
import { type Naming, purchasesOf, receiptsOf } from '../../income/index.ts'
import { rechargesCreditedBy, withdrawalsRequestedBy } from './activity.repo.ts'
import { presentActivity, presentActivityDetail, type EventParts } from './activity.presenter.ts'
import { withChannelNames } from '../settings/channel-texts.service.ts'

type Reader = Pick<Scope, 'db'> & Naming

/**
 * Each event with what stands behind it: the withdrawal it asked for, the recharge it credited, the
 * holding it bought or the earnings it received (named in `locale`), four queries a page.
 */
async function withRequests(
  deps: Reader,
  userId: number,
  events: UserEvent[],
  locale: ContentLocale | null,
): Promise<EventParts[]> {
  const ids = (kind: string) => events.filter((e) => e.kind === kind).map((e) => e.id)
  const [withdrawals, recharges, purchases, receipts] = await Promise.all([
    withdrawalsRequestedBy(deps.db, userId, ids('withdraw')),
    rechargesCreditedBy(deps.db, userId, ids('recharge')),
    purchasesOf(deps, { userId, entryIds: ids('purchase'), locale }),
    receiptsOf(deps, { userId, entryIds: ids('income'), locale }),
  ])
  return events.map((event) => ({
    event,
    withdrawal: withdrawals.find((w) => w.hold_entry_id === event.id),
    recharge: recharges.find((r) => r.entry_id === event.id),
    purchase: purchases.get(event.id),
    receipt: receipts.get(event.id),
  }))
}

/** The withdrawal each of these entries of the user requested, by entry id (for the console's ledger). */
export async function withdrawalsRequestedByEntries(
  deps: Pick<Scope, 'db'>,
  userId: number,
  entryIds: number[],
): Promise<Map<number, number>> {
  const withdrawals = await withdrawalsRequestedBy(deps.db, userId, entryIds)
  return new Map(withdrawals.map((w) => [w.hold_entry_id, w.id]))
}

/** One page of the user's money events, newest first after `cursor` (an entry id), named in `locale`. */
export async function listActivity(
  deps: Reader,
  { userId, cursor, locale }: { userId: number; cursor: number | undefined; locale: ContentLocale | null },
): Promise<Page<ActivityRow>> {
  const events = await listUserEvents(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 })
  const parts = await withRequests(deps, userId, events, locale)
  return toPage(
    parts.map((p) => ({ ...p, id: p.event.id })),
    PAGE_SIZE,
    presentActivity,
  )
}

/**
 * One of the user's money events, a recharge's channel and a product named in `locale`; another user's, or an
 * entry that only settles another, is 404.
 */
export async function activityDetail(
  deps: Reader,
  { userId, id, locale }: { userId: number; id: number; locale: ContentLocale | null },
): Promise<ActivityDetail> {
  const event = await findUserEvent(deps.db, userId, id)
  if (!event) throw new AppError('NOT_FOUND')
  const [[parts], config] = await Promise.all([
    withRequests(deps, userId, [event], locale),
    getAppConfigRow(deps.db),
  ])
  const [named] = await withChannelNames(
    deps,
    [parts as EventParts],
    locale,
    (p) => p.recharge?.channel_id ?? null,
    (p, name) => ({ ...p, recharge: p.recharge && { ...p.recharge, channel_name: name } }),
  )
  return presentActivityDetail(named as EventParts, config.currency)
}
