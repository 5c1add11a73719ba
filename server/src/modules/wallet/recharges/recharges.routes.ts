import {
  WALLET_CANCEL_RECHARGE,
  contentLocaleOf,
  WALLET_CREATE_RECHARGE,
  WALLET_RECHARGE_OPTIONS,
  WALLET_LIST_RECHARGES,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { presentRecharge, presentRechargeOptions } from './recharges.presenter.ts'
import * as service from './recharges.service.ts'

/** Recharges in the app: the form's options, recording one, the list, cancelling a pending one. */
export function rechargeRoutes(route: Router, deps: Deps): void {
  // Channel names come in the caller's language: an HTTP cache must keep one reply per language.
  route(WALLET_RECHARGE_OPTIONS, async ({ locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return presentRechargeOptions(await service.rechargeOptions(deps, contentLocaleOf(locale)))
  })

  route(WALLET_CREATE_RECHARGE, ({ body, user, once }) =>
    once(async (tx) =>
      presentRecharge(
        await service.createRecharge({ ...deps, db: tx }, { userId: user.userId, recharge: body }),
        deps.clock.now(),
      ),
    ),
  )

  route(WALLET_LIST_RECHARGES, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    const input = { userId: user.userId, cursor: query.cursor, locale: contentLocaleOf(locale) }
    return service.listRecharges(deps, input)
  })

  route(WALLET_CANCEL_RECHARGE, async ({ params, user }) => {
    await service.cancelRecharge(deps, { userId: user.userId, rechargeId: params.id })
    return null
  })
}
