import { useMemo } from 'react'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import esES from 'antd-mobile/es/locales/es-ES'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isLocale, type Locale } from '@app/contracts/constants'
import { queryClient } from './query-client.ts'
import { createAppRouter } from './router.tsx'
import { OfflineNotice } from './OfflineNotice.tsx'

// The kit's own texts (pull-to-refresh, empty states…) default to Chinese: give it our language.
const kitLocales: Record<Locale, typeof enUS> = { en: enUS, es: esES, ja: jaJP }

export function App() {
  const { i18n } = useTranslation()
  const router = useMemo(() => createAppRouter(), [])
  const locale = isLocale(i18n.language) ? i18n.language : 'en'
  return (
    <ConfigProvider locale={kitLocales[locale]}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  )
}
