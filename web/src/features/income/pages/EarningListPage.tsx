import { useTranslation } from '../../../lib/i18n/translate.ts'
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
