import type { ComponentType } from 'react'
import { createHashRouter, Navigate } from '../lib/router.ts'
import { paths, routeList, withQuery, type PageName } from '../lib/routes.ts'
import { setUnauthorizedHandler } from '../lib/request.ts'
import { RequireLogin } from '../features/auth/components/RequireLogin.tsx'
import { pages } from './pages.ts'
import { TabLayout } from './TabLayout.tsx'

function element(name: PageName, needsLogin: boolean) {
  const Page: ComponentType = pages[name]
  return needsLogin ? (
    <RequireLogin>
      <Page />
    </RequireLogin>
  ) : (
    <Page />
  )
}

const toRoute = ({ name, path, guest }: (typeof routeList)[number]) => ({
  path,
  element: element(name, !guest),
})

export function createAppRouter() {
  const router = createHashRouter([
    { path: paths.entry, element: <Navigate to={paths.home} replace /> },
    { path: paths.splash, element: <Navigate to={paths.home} replace /> },
    { element: <TabLayout />, children: routeList.filter((route) => route.tab).map(toRoute) },
    ...routeList.filter((route) => !route.tab).map(toRoute),
    { path: '*', element: <Navigate to={paths.home} replace /> },
  ])
  // A 401 has already cleared the session; come back here after logging in again.
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location
    if (pathname === paths.sign) return
    void router.navigate(withQuery(paths.sign, { redirect: `${pathname}${search}` }), { replace: true })
  })
  return router
}
