import {
  contentLocaleOf,
  INCOME_PORTFOLIO,
  INCOME_LIST_EARNINGS,
  INCOME_LIST_HOLDINGS,
  INCOME_RECEIVE_ALL,
  INCOME_RECEIVE,
  type ReceiveReply,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { BatchedEffect } from '../../lib/idempotency-batch.ts'
import { batchOf, type Router } from '../../lib/route.ts'
import * as earnings from './earnings.service.ts'
import * as holdings from './holdings.service.ts'
import { presentReceipt } from './holdings.presenter.ts'
import { presentReceiveAll } from './portfolio.presenter.ts'
import * as portfolio from './portfolio.service.ts'
import { receiptsNamedIn } from './product-names.ts'
import { receiveAllIncome as receiveAll } from './receive-all.service.ts'
import { receiveManyNamed, type ReceiptAsked } from './receive-batch.service.ts'
import { receiveIncome as receive } from './receive.service.ts'

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

  // Receipts that arrive together share statements (decisions 0048 and 0050).
  const receipts: BatchedEffect<ReceiptAsked, ReceiveReply> = {
    runMany: async (tx, jobs) =>
      (
        await receiveManyNamed(
          { ...deps, db: tx },
          jobs.map((job) => job.input),
        )
      ).map((result) => ('ok' in result ? { ok: presentReceipt(result.ok) } : result)),
  }
  route(INCOME_RECEIVE, ({ params, user, locale, once }) => {
    const asked: ReceiptAsked = {
      userId: user.userId,
      holdingId: params.id,
      language: contentLocaleOf(locale),
    }
    return once(
      async (tx) => {
        const scope = { ...deps, db: tx }
        const receipt = await receive(scope, asked)
        const [named = receipt] = await receiptsNamedIn(scope, [receipt], asked.language)
        return presentReceipt(named)
      },
      batchOf(receipts, asked),
    )
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
