import type { MoneySettings, PaymentChannel } from '@app/contracts'
import type { Channel } from './channels.repo.ts'
import type { MoneySettingsRow } from '../money-settings.repo.ts'

export function presentChannel(c: Channel): PaymentChannel {
  return {
    id: c.id,
    name: c.name,
    companyName: c.company_name,
    companyNumber: c.company_number,
    enabled: c.enabled === 1,
    sort: c.sort,
  }
}

export function presentMoneySettings(s: MoneySettingsRow & { presets: number[] }): MoneySettings {
  return {
    rechargeExpiryMinutes: s.recharge_expiry_minutes,
    withdrawFeeBp: s.withdraw_fee_bp,
    withdrawMin: String(s.withdraw_min),
    withdrawMax: String(s.withdraw_max),
    withdrawDailyCount: s.withdraw_daily_count,
    withdrawExpiryHours: s.withdraw_expiry_hours,
    inviteRewardPoints: s.invite_reward_points,
    presets: s.presets.map(String),
    approvalCap: String(s.approval_cap),
    rechargeMax: String(s.recharge_max),
    operatorDailyCap: String(s.operator_daily_cap),
  }
}
