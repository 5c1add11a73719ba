import { useMemo } from 'react'
import ConfigProvider from 'antd-mobile/es/components/config-provider'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '../lib/router.ts'
import { useTranslation } from '../lib/i18n/translate.ts'
import { queryClient } from './query-client.ts'
import { createAppRouter } from './router.tsx'
import { useKitLocale } from './kit-locale.ts'
import { OfflineNotice } from './OfflineNotice.tsx'

export function App() {
  const { i18n } = useTranslation()
  const router = useMemo(() => createAppRouter(), [])
  const kitLocale = useKitLocale(i18n.language)
  return (
    <ConfigProvider locale={kitLocale}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  )
}
