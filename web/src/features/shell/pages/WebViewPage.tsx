import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the shell issue; until then the page shows its frame and an empty state.
export function WebViewPage() {
  const { t } = useTranslation()
  return <PendingPage title={t('nav.webview')} emptyTitle={t('empty.webview')} />
}
