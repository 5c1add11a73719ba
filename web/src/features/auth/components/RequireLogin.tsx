import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { LOGIN_REDIRECT_DELAY_MS } from '@app/contracts/constants'
import { useToken } from '../../../lib/session.ts'
import { showToast } from '../../../lib/toast.ts'
import { paths, withQuery } from '../../../lib/routes.ts'
import { DelayedLoading } from '../../../lib/placeholders/Loading.tsx'

/**
 * The login check (spec §4): logged out, it says 'Please log in first' and after 1 s goes to the
 * sign page, which brings the user back here after logging in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useToken()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (token) return
    void showToast(t('error.unauthenticated'))
    const timer = setTimeout(() => {
      void navigate(withQuery(paths.sign, { redirect: `${pathname}${search}` }), { replace: true })
    }, LOGIN_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [token, t, navigate, pathname, search])
  return token ? <>{children}</> : <DelayedLoading />
}
