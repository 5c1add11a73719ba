import type { MoneySettingsBody, PaymentChannel, PaymentChannelBody } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import * as channels from './channels.repo.ts'
import { changeLimits, limitsOf, refuseLimitsOff, type MoneyLimits } from './limits.service.ts'
import { getMoneySettings, listPresets, replacePresets, updateMoneySettings } from '../money-settings.repo.ts'
import { presentChannel } from './settings.presenter.ts'

const channelColumns = (b: PaymentChannelBody) => ({
  name: b.name,
  company_name: b.companyName,
  company_number: b.companyNumber,
  enabled: b.enabled ? 1 : 0,
  sort: b.sort,
})

/** Every payment channel, enabled or not, for the console. */
export async function listChannelsForConsole(deps: Pick<Deps, 'db'>): Promise<PaymentChannel[]> {
  return (await channels.listChannels(deps.db, false)).map(presentChannel)
}

/** A payment channel (the "wallet type" of a recharge): the company and number users pay to. */
export async function createChannel(
  deps: Deps,
  { channel, operatorId }: { channel: PaymentChannelBody; operatorId: number },
): Promise<channels.Channel> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const id = await channels.insertChannel(tx, { ...channelColumns(channel), created_at: now })
    await recordAudit(tx, {
      operatorId,
      action: 'channel.create',
      target: `channel:${id}`,
      before: null,
      after: channel,
      now,
    })
    return getChannel(tx, id)
  })
}

export async function updateChannel(
  deps: Deps,
  { id, channel, operatorId }: { id: number; channel: PaymentChannelBody; operatorId: number },
): Promise<channels.Channel> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const before = await channels.findChannel(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    await channels.updateChannel(tx, id, channelColumns(channel))
    await recordAudit(tx, {
      operatorId,
      action: 'channel.update',
      target: `channel:${id}`,
      before,
      after: channel,
      now,
    })
    return getChannel(tx, id)
  })
}

async function getChannel(db: Deps['db'], id: number): Promise<channels.Channel> {
  const channel = await channels.findChannel(db, id)
  if (!channel) throw new AppError('NOT_FOUND')
  return channel
}

/** The money settings and the recharge amount presets, as one value. */
export async function moneySettingsOf(deps: Pick<Deps, 'db'>) {
  return { ...(await getMoneySettings(deps.db)), presets: await listPresets(deps.db) }
}

/**
 * Fees, limits, expiries, the invitation reward and the recharge amount presets, in one save. The
 * limits on operators (approval cap, recharge maximum, operator's daily cap) change at once only
 * when they tighten; a loosening waits for a second admin ('asked'), the rest is saved meanwhile.
 */
export async function saveMoneySettings(
  deps: Deps,
  { settings, operatorId }: { settings: MoneySettingsBody; operatorId: number },
): Promise<'saved' | 'asked'> {
  if (Number(settings.withdrawMin) > Number(settings.withdrawMax))
    throw new AppError('VALIDATION_FAILED', 'validation.withdrawRange', { field: 'withdrawMin' })
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const before = await moneySettingsOf({ db: tx })
    const current = limitsOf(before)
    const limits: MoneyLimits = {
      approvalCap: settings.approvalCap === undefined ? current.approvalCap : Number(settings.approvalCap),
      rechargeMax: settings.rechargeMax === undefined ? current.rechargeMax : Number(settings.rechargeMax),
      operatorDailyCap:
        settings.operatorDailyCap === undefined
          ? current.operatorDailyCap
          : Number(settings.operatorDailyCap),
    }
    refuseLimitsOff(deps, limits)
    await updateMoneySettings(tx, {
      recharge_expiry_minutes: settings.rechargeExpiryMinutes,
      withdraw_fee_bp: settings.withdrawFeeBp,
      withdraw_min: Number(settings.withdrawMin),
      withdraw_max: Number(settings.withdrawMax),
      withdraw_daily_count: settings.withdrawDailyCount,
      withdraw_expiry_hours: settings.withdrawExpiryHours,
      invite_reward_points: settings.inviteRewardPoints,
    })
    await replacePresets(tx, [...new Set(settings.presets.map(Number))])
    const outcome = await changeLimits({ ...deps, db: tx }, { limits, operatorId })
    const asked = outcome === 'asked'
    const { approvalCap: _cap, rechargeMax: _max, operatorDailyCap: _daily, ...rest } = settings
    await recordAudit(tx, {
      operatorId,
      action: 'money-settings.update',
      target: 'money_settings',
      before,
      after: asked ? rest : settings,
      now,
    })
    return asked ? 'asked' : 'saved'
  })
}
