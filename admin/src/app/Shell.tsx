import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router'
import { Button, Result } from 'antd'
import { useT } from '../lib/i18n.ts'
import { useMe } from '../lib/operator.ts'
import { PageSpinner } from '../lib/PageSpinner.tsx'
import { ApiError } from '../lib/request.ts'
import { hasSessionHint } from '../lib/session.ts'
import { useSiteSettings } from '../lib/site-settings.ts'
import { ShellLayout } from './ShellLayout.tsx'

// Only an operator who must first set up two-factor sign-in sees it: loaded when needed.
const TotpSetup = lazy(() =>
  import('../features/auth/components/TotpSetup.tsx').then((m) => ({ default: m.TotpSetup })),
)

/**
 * Signed-in area: no session goes to sign-in; one that must first set up two-factor sign-in sees
 * only that; pages render only once the operator is known, and once the site settings are (every
 * amount needs their currency prefix).
 */
export function Shell() {
  const me = useMe()
  const t = useT()
  const settings = useSiteSettings(me.isSuccess && !me.data.enrolOnly)
  if (!hasSessionHint() || (me.error instanceof ApiError && me.error.status === 401))
    return <Navigate to="/login" replace />
  if (me.isPending || settings.isLoading) return <PageSpinner />
  if (me.isError) {
    return (
      <Result
        status="error"
        title={t('shell.meFailed')}
        extra={<Button onClick={() => void me.refetch()}>{t('shell.tryAgain')}</Button>}
      />
    )
  }
  if (me.data.enrolOnly)
    return (
      <Suspense fallback={<PageSpinner />}>
        <TotpSetup mustEnrol />
      </Suspense>
    )
  return <ShellLayout operator={me.data} />
}
