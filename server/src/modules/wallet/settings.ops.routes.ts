import {
  opsCreatePaymentChannel,
  opsGetChannelTexts,
  opsGetMoneySettings,
  opsListPaymentChannels,
  opsSaveChannelTexts,
  opsSaveMoneySettings,
  opsUpdatePaymentChannel,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getChannelTexts, saveChannelTexts } from './channel-texts.service.ts'
import { awaitingApproval } from './approvals.service.ts'
import * as service from './settings.service.ts'
import { presentChannel, presentMoneySettings } from './settings.presenter.ts'

/** Console: payment channels, amount presets, fees, limits, expiries and the invitation reward. */
export function settingsOpsRoutes(route: Router, deps: Deps): void {
  route(opsListPaymentChannels, () => service.listChannelsForConsole(deps))

  route(opsCreatePaymentChannel, async ({ body, operator }) =>
    presentChannel(await service.createChannel(deps, { channel: body, operatorId: operator.operatorId })),
  )

  route(opsUpdatePaymentChannel, async ({ params, body, operator }) =>
    presentChannel(
      await service.updateChannel(deps, { id: params.id, channel: body, operatorId: operator.operatorId }),
    ),
  )

  route(opsGetMoneySettings, async () => presentMoneySettings(await service.moneySettingsOf(deps)))

  route(opsSaveMoneySettings, async ({ body, operator }) => {
    const saved = await service.saveMoneySettings(deps, { settings: body, operatorId: operator.operatorId })
    // The rest is saved; a loosened limit waits for a second admin.
    if (saved === 'asked') throw awaitingApproval()
    return presentMoneySettings(await service.moneySettingsOf(deps))
  })

  route(opsGetChannelTexts, ({ params }) => getChannelTexts(deps, params.id))

  route(opsSaveChannelTexts, async ({ params, body, operator }) => {
    const input = { id: params.id, locale: params.locale, texts: body, operatorId: operator.operatorId }
    await saveChannelTexts(deps, input)
    return getChannelTexts(deps, params.id)
  })
}
