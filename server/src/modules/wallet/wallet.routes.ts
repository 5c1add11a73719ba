import { getPoints, getWallet, getWalletRecord, listPointRecords, listWalletRecords } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { listUserPostings } from '../ledger/postings.repo.ts'
import { presentPointRecord, presentPointsSummary } from './points.presenter.ts'
import { listPointRecords as pointRecordsOf } from './points.repo.ts'
import { presentWalletRecord, presentWalletRecordDetail, presentWalletSummary } from './wallet.presenter.ts'
import { pointsSummary, walletRecord, walletSummary } from './wallet.service.ts'

/** The wallet tab: balances and VIP standing, every movement of the user's accounts, and points. */
export function walletRoutes(route: Router, deps: Deps): void {
  route(getWallet, async ({ user }) => presentWalletSummary(await walletSummary(deps, user.userId)))

  route(listWalletRecords, async ({ query, user }) => {
    const rows = await listUserPostings(deps.db, {
      userId: user.userId,
      accountKind: query.account,
      cursor: query.cursor,
      limit: PAGE_SIZE + 1,
    })
    return toPage(rows, PAGE_SIZE, presentWalletRecord)
  })

  route(getWalletRecord, async ({ params, user }) =>
    presentWalletRecordDetail(await walletRecord(deps, { userId: user.userId, postingId: params.id })),
  )

  route(getPoints, async ({ user }) => presentPointsSummary(await pointsSummary(deps, user.userId)))

  route(listPointRecords, async ({ query, user }) => {
    const rows = await pointRecordsOf(deps.db, {
      userId: user.userId,
      cursor: query.cursor,
      limit: PAGE_SIZE + 1,
    })
    return toPage(rows, PAGE_SIZE, presentPointRecord)
  })
}
