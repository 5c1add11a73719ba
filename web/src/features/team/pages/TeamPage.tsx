import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the team issue; until then the page shows its frame and an empty state.
export function TeamPage() {
  const { t } = useTranslation()
  return (
    <PendingPage title={t('nav.team')} emptyTitle={t('empty.team')} emptyDescription={t('empty.teamHint')} />
  )
}
