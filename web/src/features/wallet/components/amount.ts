import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RecordAccount } from '@app/contracts/wallet'
import { formatCount, useMoney } from '../../../lib/format.ts'

/**
 * An account's amount as text: money with the currency prefix, points as a count (points are their
 * own asset, not money). `signed` puts a + before credits; debits keep their minus.
 */
export function useAccountAmount(): (account: RecordAccount, amount: string, signed?: boolean) => string {
  const { t } = useTranslation()
  const money = useMoney()
  return (account, amount, signed = false) => {
    const negative = amount.startsWith('-')
    const sign = negative ? '-' : signed ? '+' : ''
    const magnitude = negative ? amount.slice(1) : amount
    const text =
      account === 'points'
        ? t('walletPage.pointsAmount', { amount: formatCount(magnitude) })
        : money(magnitude)
    return `${sign}${text}`
  }
}
