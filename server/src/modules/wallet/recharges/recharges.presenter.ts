import type { WithUserLabel } from '../../account/index.ts'
import { paymentReference, type OpsRechargeRow, type RechargeOptions, type RechargeRow } from '@app/contracts'
import type { Channel } from '../settings/channels.repo.ts'
import type { WithDeciders } from '../queues/deciders.repo.ts'
import type { MoneySettingsRow } from '../money-settings.repo.ts'
import type { RechargeWithChannel } from './recharges.repo.ts'
import { presentChannel } from '../settings/settings.presenter.ts'

export function presentRechargeOptions({
  channels,
  presets,
  settings,
}: {
  channels: Channel[]
  presets: number[]
  settings: MoneySettingsRow
}): RechargeOptions {
  return {
    channels: channels.map(presentChannel),
    presets: presets.map(String),
    expiryMinutes: settings.recharge_expiry_minutes,
  }
}

/** A pending recharge whose time has passed reads as expired even before the sweeper marks it. */
export function presentRecharge(r: RechargeWithChannel, now: number): RechargeRow {
  return {
    id: r.id,
    amount: String(r.amount),
    membershipNumber: r.membership_number,
    payerAccount: r.payer_account,
    channel:
      r.channel_name === null
        ? null
        : { name: r.channel_name, companyName: r.company_name ?? '', companyNumber: r.company_number ?? '' },
    status: r.status === 'pending' && r.expires_at <= now ? 'expired' : r.status,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    decidedAt: r.decided_at,
    bankReference: r.external_reference,
    paymentReference: paymentReference(r.id),
  }
}

export function presentOpsRecharge(
  r: WithDeciders<WithUserLabel<RechargeWithChannel>>,
  now: number,
): OpsRechargeRow {
  return {
    ...presentRecharge(r, now),
    userId: r.user_id,
    phone: r.phone,
    nickname: r.nickname,
    decidedBy: r.decided_by_name,
    requestedBy: r.requested_by_name,
  }
}
