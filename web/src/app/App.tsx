import { lazy, Suspense, useMemo } from 'react'
import ConfigProvider from 'antd-mobile/es/components/config-provider'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '../lib/router.ts'
import { useTranslation } from '../lib/i18n/translate.ts'
import { queryClient } from './query-client.ts'
import { createAppRouter } from './router.tsx'
import { useKitLocale } from './kit-locale.ts'
import { OfflineNotice } from './OfflineNotice.tsx'
import { useAfterFirstScreen } from '../lib/idle.ts'
import { useToken } from '../lib/session.ts'

/**
 * The live link (the chat socket's notifications) for a signed-in user, on every page: in a chunk of
 * its own, loaded once the first screen is done, as it imports other features' query keys.
 */
const LiveUpdates = lazy(() => import('./LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })))

export function App() {
  const { i18n } = useTranslation()
  const router = useMemo(() => createAppRouter(), [])
  const kitLocale = useKitLocale(i18n.language)
  const firstScreenDone = useAfterFirstScreen()
  const signedIn = useToken() !== undefined
  return (
    <ConfigProvider locale={kitLocale}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        {firstScreenDone && signedIn && (
          <Suspense fallback={null}>
            <LiveUpdates />
          </Suspense>
        )}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  )
}
