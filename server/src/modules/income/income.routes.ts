import { getPortfolio, listEarnings, listHoldings, receiveAllIncome, receiveIncome } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as earnings from './earnings.service.ts'
import * as holdings from './holdings.service.ts'
import { presentReceipt } from './holdings.presenter.ts'
import { presentReceiveAll } from './portfolio.presenter.ts'
import * as portfolio from './portfolio.service.ts'
import { receiveAllIncome as receiveAll } from './receive-all.service.ts'
import { receiveIncome as receive } from './receive.service.ts'

export function incomeRoutes(route: Router, deps: Deps): void {
  route(listHoldings, ({ query, user }) =>
    holdings.listHoldings(deps, { userId: user.userId, filter: query.filter ?? 'all', cursor: query.cursor }),
  )

  route(receiveIncome, ({ params, user, once }) =>
    once(async (tx) =>
      presentReceipt(await receive({ ...deps, db: tx }, { userId: user.userId, holdingId: params.id })),
    ),
  )

  route(receiveAllIncome, ({ user, once }) =>
    once(async (tx) => presentReceiveAll(await receiveAll({ ...deps, db: tx }, { userId: user.userId }))),
  )

  route(getPortfolio, ({ query, user }) =>
    portfolio.getPortfolio(deps, { userId: user.userId, tz: query.tz ?? 'UTC' }),
  )

  route(listEarnings, ({ query, user }) =>
    earnings.listEarnings(deps, { userId: user.userId, cursor: query.cursor }),
  )
}
