import { useTranslation } from 'react-i18next'
import { PendingPullList } from '../../../lib/list/PendingPullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { walletRecordsSource } from '../api/wallet.ts'

/** Pull to refresh and load more near the bottom; rows arrive with the wallet issue. */
export function WalletRecordsPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.walletRecords')}>
      <PendingPullList source={walletRecordsSource} emptyTitle={t('empty.records')} />
    </PageFrame>
  )
}
