import {
  contentLocaleOf,
  getActivity,
  getPoints,
  getWallet,
  getWalletRecord,
  listActivity,
  listPointRecords,
  listWalletRecords,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentPointsSummary } from './points.presenter.ts'
import { presentWalletRecordDetail, presentWalletSummary } from './wallet.presenter.ts'
import * as activity from './activity.service.ts'
import * as service from './wallet.service.ts'

/** The wallet tab: balances and VIP standing, every movement of the user's accounts, and points. */
export function walletRoutes(route: Router, deps: Deps): void {
  route(getWallet, async ({ user }) => presentWalletSummary(await service.walletSummary(deps, user.userId)))

  route(listWalletRecords, ({ query, user }) =>
    service.listWalletRecords(deps, { userId: user.userId, account: query.account, cursor: query.cursor }),
  )

  route(getWalletRecord, async ({ params, user }) =>
    presentWalletRecordDetail(
      await service.walletRecord(deps, { userId: user.userId, postingId: params.id }),
    ),
  )

  // Products (and a recharge's channel) are named in the caller's language: one cached reply per
  // language.
  route(listActivity, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return activity.listActivity(deps, {
      userId: user.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })

  route(getActivity, ({ params, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return activity.activityDetail(deps, {
      userId: user.userId,
      id: params.id,
      locale: contentLocaleOf(locale),
    })
  })

  route(getPoints, async ({ user }) => presentPointsSummary(await service.pointsSummary(deps, user.userId)))

  route(listPointRecords, ({ query, user }) =>
    service.listPointRecords(deps, { userId: user.userId, cursor: query.cursor }),
  )
}
