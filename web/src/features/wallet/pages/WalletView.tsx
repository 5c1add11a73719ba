import FileOutline from 'antd-mobile-icons/es/FileOutline'
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline'
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline'
import StarOutline from 'antd-mobile-icons/es/StarOutline'
import UploadOutline from 'antd-mobile-icons/es/UploadOutline'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { ScreenRefresh } from '../../../lib/list/ScreenRefresh.tsx'
import { paths } from '../../../lib/routes.ts'
import { LinkList } from '../../../lib/ui/LinkList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useFreshness } from '../../../lib/freshness.ts'
import { useWallet } from '../api/wallet.ts'
import { BalanceCard } from '../components/BalanceCard.tsx'
import { RecentRecharges } from '../components/RecentRecharges.tsx'
import { VipCard } from '../components/VipCard.tsx'

interface WalletViewProps {
  /** Shown above the balances, and below them: what the app composes in from other features. */
  top?: ReactNode
  middle?: ReactNode
}

/**
 * Wallet tab: balances (with Recharge and Withdraw), VIP level and the next one, the record lists,
 * recent recharges. Pull down to refresh.
 */
export function WalletView({ top, middle }: WalletViewProps) {
  const { t } = useTranslation()
  const wallet = useWallet()
  const freshness = useFreshness(wallet)
  // The VIP card shows the recharge total: money, so it follows the same rule as the balances.
  const data = freshness.state === 'current' ? wallet.data : undefined
  const records = [
    { to: paths.rechargeList, label: t('nav.rechargeList'), icon: <CollectMoneyOutline /> },
    { to: paths.withdrawList, label: t('nav.withdrawList'), icon: <UploadOutline /> },
    { to: paths.walletRecords, label: t('nav.walletRecords'), icon: <FileOutline /> },
    { to: paths.pointList, label: t('nav.pointList'), icon: <StarOutline /> },
    { to: paths.earningList, label: t('nav.earningList'), icon: <HistogramOutline /> },
  ]
  return (
    <PageFrame title={t('nav.wallet')} back={false} className="tab-page">
      <ScreenRefresh>
        {top}
        <BalanceCard balances={data} freshness={freshness} />
        {middle}
        {data && <VipCard wallet={data} />}
        <LinkList items={records} label={t('wallet.recordsSection')} />
        <RecentRecharges />
      </ScreenRefresh>
    </PageFrame>
  )
}
