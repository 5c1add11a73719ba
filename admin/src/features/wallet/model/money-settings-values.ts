import type { MoneySettings, MoneySettingsBody } from '@app/contracts'
import { toMajorInput, toMinorText } from '../../../lib/money.tsx'

/** The form in the operator's units: percent for the fee, major units for amounts. */
export interface MoneySettingsValues {
  rechargeExpiryMinutes: number
  feePercent: number
  withdrawMin: string
  withdrawMax: string
  withdrawDailyCount: number
  withdrawExpiryHours: number
  inviteRewardPoints: number
  presets: string[]
  approvalCap: string
  rechargeMax: string
  operatorDailyCap: string
}

export function toFormValues(settings: MoneySettings): MoneySettingsValues {
  return {
    ...settings,
    feePercent: settings.withdrawFeeBp / 100,
    withdrawMin: toMajorInput(settings.withdrawMin),
    withdrawMax: toMajorInput(settings.withdrawMax),
    presets: settings.presets.map(toMajorInput),
    approvalCap: toMajorInput(settings.approvalCap),
    rechargeMax: toMajorInput(settings.rechargeMax),
    operatorDailyCap: toMajorInput(settings.operatorDailyCap),
  }
}

export function toBody({ feePercent, presets, ...values }: MoneySettingsValues): MoneySettingsBody {
  return {
    rechargeExpiryMinutes: values.rechargeExpiryMinutes,
    withdrawFeeBp: Math.round((feePercent ?? 0) * 100),
    withdrawMin: toMinorText(values.withdrawMin) ?? '',
    withdrawMax: toMinorText(values.withdrawMax) ?? '',
    withdrawDailyCount: values.withdrawDailyCount,
    withdrawExpiryHours: values.withdrawExpiryHours,
    inviteRewardPoints: values.inviteRewardPoints,
    presets: (presets ?? []).map((text) => toMinorText(text) ?? ''),
    approvalCap: toMinorText(values.approvalCap) ?? '',
    rechargeMax: toMinorText(values.rechargeMax) ?? '',
    operatorDailyCap: toMinorText(values.operatorDailyCap) ?? '',
  }
}
