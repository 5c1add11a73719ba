import { BillOutline, FileOutline, HistogramOutline, PayCircleOutline, StarOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../lib/routes.ts'
import { LinkList } from '../../../lib/ui/LinkList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { BalanceCard } from '../components/BalanceCard.tsx'

/** Wallet tab: balances (filled by the wallet issue) and the record lists. */
export function WalletPage() {
  const { t } = useTranslation()
  const records = [
    { to: paths.walletRecords, label: t('nav.walletRecords'), icon: <FileOutline /> },
    { to: paths.rechargeList, label: t('nav.rechargeList'), icon: <PayCircleOutline /> },
    { to: paths.withdrawList, label: t('nav.withdrawList'), icon: <BillOutline /> },
    { to: paths.pointList, label: t('nav.pointList'), icon: <StarOutline /> },
    { to: paths.earningList, label: t('nav.earningList'), icon: <HistogramOutline /> },
  ]
  return (
    <PageFrame title={t('nav.wallet')} back={false} className="tab-page">
      <BalanceCard />
      <LinkList items={records} label={t('wallet.recordsSection')} />
    </PageFrame>
  )
}
