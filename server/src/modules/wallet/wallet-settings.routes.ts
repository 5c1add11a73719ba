import type { FastifyInstance } from 'fastify'
import { moneySettingsBody, paymentChannelBody, type MoneySettingsBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { createChannel, saveMoneySettings, updateChannel } from './channels.service.ts'
import { getMoneySettings, listChannels, listPresets, presentChannel } from './money-settings.repo.ts'

/** Console: payment channels, amount presets, fees, limits, expiries and the invitation reward. */
export async function walletSettingsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = { preHandler: requireOperator(deps) }
  const adminOnly = { preHandler: requireOperator(deps, ['admin']) }

  const readSettings = async (): Promise<MoneySettingsBody> => {
    const [s, presets] = await Promise.all([getMoneySettings(db), listPresets(db)])
    return {
      rechargeExpiryMinutes: s.recharge_expiry_minutes,
      withdrawFeeBp: s.withdraw_fee_bp,
      withdrawMin: String(s.withdraw_min),
      withdrawMax: String(s.withdraw_max),
      withdrawDailyCount: s.withdraw_daily_count,
      withdrawExpiryHours: s.withdraw_expiry_hours,
      inviteRewardPoints: s.invite_reward_points,
      presets: presets.map(String),
    }
  }

  app.get('/api/ops/payment-channels', anyOperator, async () =>
    ok((await listChannels(db, false)).map(presentChannel)),
  )

  app.post('/api/ops/payment-channels', adminOnly, async (request) => {
    const id = await createChannel(
      deps,
      parseWith(paymentChannelBody, request.body),
      operatorOf(request).operatorId,
    )
    return ok((await listChannels(db, false)).map(presentChannel).find((c) => c.id === id))
  })

  app.put<{ Params: { id: string } }>('/api/ops/payment-channels/:id', adminOnly, async (request) => {
    const id = parseId(request.params.id)
    await updateChannel(deps, id, parseWith(paymentChannelBody, request.body), operatorOf(request).operatorId)
    return ok((await listChannels(db, false)).map(presentChannel).find((c) => c.id === id))
  })

  app.get('/api/ops/money-settings', anyOperator, async () => ok(await readSettings()))

  app.put('/api/ops/money-settings', adminOnly, async (request) => {
    await saveMoneySettings(deps, parseWith(moneySettingsBody, request.body), operatorOf(request).operatorId)
    return ok(await readSettings())
  })
}
