import Button from 'antd-mobile/es/components/button'
import type { UserSession } from '@app/contracts/auth-sessions'
import { formatDate } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { sessionsQueryKey, useSessions, useSignOutSession } from '../api/sessions.ts'
import { deviceLabel } from '../components/device-label.ts'
import '../../../lib/ui/ui.css'
import '../components/sessions.css'

/**
 * Where the account is signed in: each device as its browser named itself at sign-in, when and from
 * which address (its last part hidden) it signed in, and when it was last used. Any other device can be
 * signed out here, one or all at once; this one signs out from Settings.
 */
export function SessionsPage() {
  const { t } = useTranslation()
  const query = useSessions()
  const signOut = useSignOutSession()
  const onSignOut = (id: number | null) => void signOut.mutateAsync(id).catch(() => undefined)
  return (
    <PageFrame title={t('nav.sessions')}>
      <PageLoad query={query} queryKey={sessionsQueryKey}>
        {(sessions) => (
          <>
            <ul className="session-list">
              {sessions.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  busy={signOut.isPending}
                  onSignOut={() => onSignOut(session.id)}
                />
              ))}
            </ul>
            {sessions.some((s) => !s.current) && (
              <div className="page-actions">
                <Button
                  block
                  size="large"
                  className="session-button"
                  loading={signOut.isPending && signOut.variables === null}
                  onClick={() => onSignOut(null)}
                >
                  {t('sessions.signOutOthers')}
                </Button>
              </div>
            )}
          </>
        )}
      </PageLoad>
    </PageFrame>
  )
}

function SessionCard({
  session,
  busy,
  onSignOut,
}: {
  session: UserSession
  busy: boolean
  onSignOut: () => void
}) {
  const { t } = useTranslation()
  const device = deviceLabel(t, session)
  return (
    <li className="card session-card" aria-label={device}>
      <div className="card-head">
        <h2 className="card-title">{device}</h2>
        {session.current && <StatusTag tone="success">{t('sessions.thisDevice')}</StatusTag>}
      </div>
      <p className="card-sub">
        {t('sessions.signedIn', { time: formatDate(session.signedInAt) })}
        {session.place !== null && ` · ${session.place}`}
      </p>
      <p className="card-sub">{t('sessions.lastActive', { time: formatDate(session.lastActiveAt) })}</p>
      {!session.current && (
        <div className="card-actions">
          <Button className="session-button" disabled={busy} onClick={onSignOut}>
            {t('settings.logout')}
          </Button>
        </div>
      )}
    </li>
  )
}
