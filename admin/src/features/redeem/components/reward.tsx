import { parseMajorInput } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import { translate, useT } from '../../../lib/i18n.ts'

export type RewardKind = 'balance' | 'points'

/** A code's reward: money with the currency, points as a plain number. */
export function RewardAmount({ reward, amount }: { reward: RewardKind; amount: string }) {
  const money = useMoney()
  const t = useT()
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {reward === 'points' ? t('redeem.pointsAmount', { amount }) : money(amount)}
    </span>
  )
}

/** Money is typed in major units; points are a whole number. */
export function amountToMinor(reward: RewardKind, text: string | undefined): string {
  const trimmed = (text ?? '').trim()
  if (reward === 'points') return /^[1-9][0-9]{0,12}$/.test(trimmed) ? trimmed : ''
  const minor = parseMajorInput(trimmed)
  return minor === null || minor === 0 ? '' : String(minor)
}

export const amountRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    if (amountToMinor(getFieldValue('reward') as RewardKind, value) === '') {
      throw new Error(
        getFieldValue('reward') === 'points'
          ? translate('redeem.wholePoints')
          : translate('redeem.amountInvalid'),
      )
    }
  },
})
