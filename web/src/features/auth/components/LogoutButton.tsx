import Button from 'antd-mobile/es/components/button'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { clearSession } from '../../../lib/session.ts'
import { paths } from '../../../lib/routes.ts'
import { useLogout } from '../api/auth.ts'

/** Log out: revoke the token, then leave for the sign page and clear userInfo and token. */
export function LogoutButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const logout = useLogout()
  const onLogout = async () => {
    // A failed revoke (offline, already revoked) must not keep the user signed in on this device.
    await logout.mutateAsync().catch(() => undefined)
    // Leave the login-only page before the token goes, so its login check does not fire.
    await navigate(paths.sign, { replace: true })
    clearSession()
    queryClient.clear()
  }
  return (
    <Button
      block
      size="large"
      className="logout-button"
      loading={logout.isPending}
      onClick={() => void onLogout()}
    >
      {t('settings.logout')}
    </Button>
  )
}
