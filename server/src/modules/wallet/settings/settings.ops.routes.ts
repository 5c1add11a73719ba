import {
  WALLET_OPS_CREATE_PAYMENT_CHANNEL,
  WALLET_OPS_GET_CHANNEL_TEXTS,
  WALLET_OPS_GET_MONEY_SETTINGS,
  WALLET_OPS_LIST_PAYMENT_CHANNELS,
  WALLET_OPS_SAVE_CHANNEL_TEXTS,
  WALLET_OPS_SAVE_MONEY_SETTINGS,
  WALLET_OPS_UPDATE_PAYMENT_CHANNEL,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { getChannelTexts, saveChannelTexts } from './channel-texts.service.ts'
import { awaitingApproval } from '../approvals/index.ts'
import * as service from './settings.service.ts'
import { presentChannel, presentMoneySettings } from './settings.presenter.ts'

/** Console: payment channels, amount presets, fees, limits, expiries and the invitation reward. */
export function settingsOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_LIST_PAYMENT_CHANNELS, () => service.listChannelsForConsole(deps))

  route(WALLET_OPS_CREATE_PAYMENT_CHANNEL, async ({ body, operator }) =>
    presentChannel(await service.createChannel(deps, { channel: body, operatorId: operator.operatorId })),
  )

  route(WALLET_OPS_UPDATE_PAYMENT_CHANNEL, async ({ params, body, operator }) =>
    presentChannel(
      await service.updateChannel(deps, { id: params.id, channel: body, operatorId: operator.operatorId }),
    ),
  )

  route(WALLET_OPS_GET_MONEY_SETTINGS, async () => presentMoneySettings(await service.moneySettingsOf(deps)))

  route(WALLET_OPS_SAVE_MONEY_SETTINGS, async ({ body, operator }) => {
    const saved = await service.saveMoneySettings(deps, { settings: body, operatorId: operator.operatorId })
    // The rest is saved; a loosened limit waits for a second admin.
    if (saved === 'asked') throw awaitingApproval()
    return presentMoneySettings(await service.moneySettingsOf(deps))
  })

  route(WALLET_OPS_GET_CHANNEL_TEXTS, ({ params }) => getChannelTexts(deps, params.id))

  route(WALLET_OPS_SAVE_CHANNEL_TEXTS, async ({ params, body, operator }) => {
    const input = { id: params.id, locale: params.locale, texts: body, operatorId: operator.operatorId }
    await saveChannelTexts(deps, input)
    return getChannelTexts(deps, params.id)
  })
}
