import {
  contentLocaleOf,
  WALLET_ACTIVITY_DETAIL,
  WALLET_POINTS,
  WALLET_SUMMARY,
  WALLET_RECORD,
  WALLET_ACTIVITY,
  WALLET_POINT_RECORDS,
  WALLET_RECORDS,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { presentPointsSummary } from '../points/points.presenter.ts'
import { presentWalletRecordDetail, presentWalletSummary } from './wallet.presenter.ts'
import * as activity from './activity.service.ts'
import * as service from './wallet.service.ts'

/** The wallet tab: balances and VIP standing, every movement of the user's accounts, and points. */
export function walletRoutes(route: Router, deps: Deps): void {
  route(WALLET_SUMMARY, async ({ user }) =>
    presentWalletSummary(await service.walletSummary(deps, user.userId)),
  )

  route(WALLET_RECORDS, ({ query, user }) =>
    service.listWalletRecords(deps, { userId: user.userId, account: query.account, cursor: query.cursor }),
  )

  route(WALLET_RECORD, async ({ params, user }) =>
    presentWalletRecordDetail(
      await service.walletRecord(deps, { userId: user.userId, postingId: params.id }),
    ),
  )

  // Products (and a recharge's channel) are named in the caller's language: one cached reply per
  // language.
  route(WALLET_ACTIVITY, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return activity.listActivity(deps, {
      userId: user.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })

  route(WALLET_ACTIVITY_DETAIL, ({ params, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return activity.activityDetail(deps, {
      userId: user.userId,
      id: params.id,
      locale: contentLocaleOf(locale),
    })
  })

  route(WALLET_POINTS, async ({ user }) =>
    presentPointsSummary(await service.pointsSummary(deps, user.userId)),
  )

  route(WALLET_POINT_RECORDS, ({ query, user }) =>
    service.listPointRecords(deps, { userId: user.userId, cursor: query.cursor }),
  )
}
