import {
  contentLocaleOf,
  INCOME_PORTFOLIO,
  INCOME_LIST_EARNINGS,
  INCOME_LIST_HOLDINGS,
  INCOME_RECEIVE_ALL,
  INCOME_RECEIVE,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as earnings from './earnings.service.ts'
import * as holdings from './holdings.service.ts'
import { presentReceiveAll } from './portfolio.presenter.ts'
import * as portfolio from './portfolio.service.ts'
import { receiptsNamedIn } from './product-names.ts'
import { receiveAllIncome as receiveAll } from './receive-all.service.ts'
import { receiptRequest } from './receive-batch.service.ts'

// Holdings are named in the caller's language (docs/decisions/0042): an HTTP cache must keep one
// reply per language of every read that names them.
export function incomeRoutes(route: Router, deps: Deps): void {
  route(INCOME_LIST_HOLDINGS, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return holdings.listHoldings(deps, {
      userId: user.userId,
      filter: query.filter ?? 'all',
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })

  route(INCOME_RECEIVE, ({ params, user, locale, once }) => {
    const { effect, batch } = receiptRequest(deps, {
      userId: user.userId,
      holdingId: params.id,
      language: contentLocaleOf(locale),
    })
    return once(effect, batch)
  })

  route(INCOME_RECEIVE_ALL, ({ user, locale, once }) =>
    once(async (tx) => {
      const scope = { ...deps, db: tx }
      const receipts = await receiveAll(scope, { userId: user.userId })
      return presentReceiveAll(await receiptsNamedIn(scope, receipts, contentLocaleOf(locale)))
    }),
  )

  route(INCOME_PORTFOLIO, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return portfolio.getPortfolio(deps, {
      userId: user.userId,
      tz: query.tz ?? 'UTC',
      locale: contentLocaleOf(locale),
    })
  })

  route(INCOME_LIST_EARNINGS, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return earnings.listEarnings(deps, {
      userId: user.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })
}
