import type { MoneySettingsBody, PaymentChannelBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { getMoneySettings, listPresets } from './money-settings.repo.ts'

const channelColumns = (b: PaymentChannelBody) => ({
  name: b.name,
  company_name: b.companyName,
  company_number: b.companyNumber,
  enabled: b.enabled ? 1 : 0,
  sort: b.sort,
})

/** A payment channel (the "wallet type" of a recharge): the company and number users pay to. */
export async function createChannel(
  deps: Deps,
  body: PaymentChannelBody,
  operatorId: number,
): Promise<number> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const row = await tx
      .insertInto('payment_channels')
      .values({ ...channelColumns(body), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(tx, {
      operatorId,
      action: 'channel.create',
      target: `channel:${row.id}`,
      before: null,
      after: body,
      now,
    })
    return row.id
  })
}

export async function updateChannel(
  deps: Deps,
  id: number,
  body: PaymentChannelBody,
  operatorId: number,
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await tx.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst()
    if (!before) throw new AppError('NOT_FOUND')
    await tx.updateTable('payment_channels').set(channelColumns(body)).where('id', '=', id).execute()
    await recordAudit(tx, {
      operatorId,
      action: 'channel.update',
      target: `channel:${id}`,
      before,
      after: body,
      now,
    })
  })
}

/** Fees, limits, expiries, the invitation reward and the recharge amount presets, in one save. */
export async function saveMoneySettings(
  deps: Deps,
  body: MoneySettingsBody,
  operatorId: number,
): Promise<void> {
  if (Number(body.withdrawMin) > Number(body.withdrawMax))
    throw new AppError('VALIDATION_FAILED', 'validation.withdrawRange', { field: 'withdrawMin' })
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = { ...(await getMoneySettings(tx)), presets: await listPresets(tx) }
    await tx
      .updateTable('money_settings')
      .set({
        recharge_expiry_minutes: body.rechargeExpiryMinutes,
        withdraw_fee_bp: body.withdrawFeeBp,
        withdraw_min: Number(body.withdrawMin),
        withdraw_max: Number(body.withdrawMax),
        withdraw_daily_count: body.withdrawDailyCount,
        withdraw_expiry_hours: body.withdrawExpiryHours,
        invite_reward_points: body.inviteRewardPoints,
      })
      .where('id', '=', 1)
      .execute()
    await tx.deleteFrom('amount_presets').execute()
    const presets = [...new Set(body.presets.map(Number))]
    if (presets.length > 0)
      await tx
        .insertInto('amount_presets')
        .values(presets.map((amount) => ({ amount })))
        .execute()
    await recordAudit(tx, {
      operatorId,
      action: 'money-settings.update',
      target: 'money_settings',
      before,
      after: body,
      now,
    })
  })
}
