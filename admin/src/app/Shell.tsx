import { Navigate } from 'react-router'
import { Button, Result } from 'antd'
import { useMe } from '../lib/operator.ts'
import { findToken } from '../lib/session.ts'
import { PageSpinner } from '../lib/PageSpinner.tsx'
import { useSiteSettings } from '../lib/site-settings.ts'
import { ShellLayout } from './ShellLayout.tsx'

/**
 * Signed-in area: no token goes to sign-in; pages render only once the operator is known, and once
 * the site settings are (every amount needs their currency prefix).
 */
export function Shell() {
  const me = useMe()
  const settings = useSiteSettings(me.isSuccess)
  if (findToken() === null) return <Navigate to="/login" replace />
  if (me.isPending || settings.isLoading) return <PageSpinner />
  if (me.isError) {
    return (
      <Result
        status="error"
        title="Your operator account could not be loaded"
        extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
      />
    )
  }
  return <ShellLayout operator={me.data} />
}
