import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { isHttpError } from '../../../lib/request.ts'
import { LoadingPlaceholder } from '../../../lib/placeholders/Loading.tsx'
import { EmptyState, ErrorPlaceholder } from '../../../lib/placeholders/Placeholders.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useWebviewCheck } from '../api/webview.ts'
import './webview.css'

/**
 * An outside page `?url=`, framed only after the server admits it (https, an allow-listed host:
 * docs/decisions/0011). A refused or missing address shows why, and no frame.
 */
export function WebViewPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const url = (search.get('url') ?? '').trim()
  const check = useWebviewCheck(url)
  const body = () => {
    if (url === '') return <EmptyState title={t('webviewPage.noAddress')} />
    if (check.data?.allowed) {
      return (
        <iframe
          className="webview-frame"
          src={check.data.url}
          title={t('webviewPage.frameTitle')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      )
    }
    if (check.isError) {
      // A refusal names its reason; anything else (offline) may be tried again.
      if (isHttpError(check.error) && check.error.status === 400) {
        return <EmptyState title={t('webviewPage.refused')} description={check.error.message} />
      }
      return <ErrorPlaceholder onRetry={() => void check.refetch()} />
    }
    return <LoadingPlaceholder />
  }
  return (
    <PageFrame title={t('nav.webview')} className="webview-page">
      {body()}
    </PageFrame>
  )
}
