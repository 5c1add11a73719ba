import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { EarningList } from '../components/EarningList.tsx'

/** Earning records: pull to refresh, more near the bottom. */
export function EarningListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.earningList')}>
      <EarningList />
    </PageFrame>
  )
}
