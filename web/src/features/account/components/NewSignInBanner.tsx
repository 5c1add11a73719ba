import { formatDateInText } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { Link } from '../../../lib/router.ts'
import { paths } from '../../../lib/routes.ts'
import { useDismissNewSignIn, useNewSignIn } from '../api/sessions.ts'
import { deviceLabel } from './device-label.ts'
import './sessions.css'

/**
 * A sign-in on another device since this one signed in (or last dismissed the notice): said once
 * per app load above the page, with the way to change the password and to see the devices.
 */
export function NewSignInBanner() {
  const { t } = useTranslation()
  const { data } = useNewSignIn()
  const dismiss = useDismissNewSignIn()
  if (!data) return null
  return (
    <div className="new-sign-in" role="status">
      {t('sessions.newSignIn', { device: deviceLabel(t, data), time: formatDateInText(data.at) })}
      <div className="new-sign-in-actions">
        <Link to={paths.changePassword}>{t('nav.changePassword')}</Link>
        <Link to={paths.sessions}>{t('nav.sessions')}</Link>
        <button type="button" onClick={() => dismiss.mutate(data.id)}>
          {t('sessions.dismiss')}
        </button>
      </div>
    </div>
  )
}
