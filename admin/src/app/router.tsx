import { createHashRouter, Navigate } from 'react-router'
import { Result } from 'antd'
import { useMe } from '../lib/operator.ts'
import { NAV, navFor } from './nav.tsx'
import { PageSpinner } from '../lib/PageSpinner.tsx'
import { Shell } from './Shell.tsx'

/** Sends `/` to the first page the operator's role may open. */
function HomeRedirect() {
  const role = useMe().data?.role
  const first = role ? navFor(role)[0] : undefined
  return first ? <Navigate to={`/${first.path}`} replace /> : null
}

function NotFound() {
  return <Result status="404" title="Page not found" subTitle="Pick a page from the menu." />
}

export function createRouter() {
  return createHashRouter([
    {
      path: '/login',
      HydrateFallback: PageSpinner,
      lazy: async () => ({ Component: (await import('../features/auth/pages/LoginPage.tsx')).LoginPage }),
    },
    {
      path: '/',
      Component: Shell,
      HydrateFallback: PageSpinner,
      children: [
        { index: true, Component: HomeRedirect },
        ...NAV.map((entry) => ({ path: entry.path, lazy: async () => ({ Component: await entry.page() }) })),
        { path: '*', Component: NotFound },
      ],
    },
  ])
}
