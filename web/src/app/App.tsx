import { useMemo } from 'react'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import esES from 'antd-mobile/es/locales/es-ES'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '../lib/router.ts'
import { useTranslation } from '../lib/i18n/translate.ts'
import type { Locale } from '@app/contracts/constants'
import { queryClient } from './query-client.ts'
import { createAppRouter } from './router.tsx'

// The kit's own texts (pull-to-refresh, empty states…) default to Chinese: give it our language.
const kitLocales: Record<Locale, typeof enUS> = { en: enUS, es: esES, ja: jaJP }

export function App() {
  const { i18n } = useTranslation()
  const router = useMemo(() => createAppRouter(), [])
  return (
    <ConfigProvider locale={kitLocales[i18n.language]}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  )
}
