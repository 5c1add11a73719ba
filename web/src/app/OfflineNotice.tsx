import { useTranslation } from '../lib/i18n/translate.ts'
import { useOnline } from '../lib/connection.ts'
import './offline-notice.css'

/** Above every page while the device is offline; the shell and its tab bar stay usable beneath. */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useOnline()
  if (online) return null
  return (
    <p className="offline-notice" role="status">
      {t('offline.notice')}
    </p>
  )
}
