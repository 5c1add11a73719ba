import { LogoutButton } from '../../features/auth/components/LogoutButton.tsx'
import { SettingsView } from '../../features/account/components/SettingsView.tsx'

/** Settings (from `my`) with the log-out action (from `auth`). */
export function SettingsPage() {
  return <SettingsView logout={<LogoutButton />} />
}
