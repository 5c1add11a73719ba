import { useEffect, type ReactNode } from 'react'
import { App, ConfigProvider } from 'antd'
import { QueryClientProvider } from '@tanstack/react-query'
import { setMessageApi } from '../lib/notify.ts'
import { queryClient } from './query-client.ts'
import { theme } from './theme.ts'

/** Hands antd's context-aware message API to the request helper, which lives outside React. */
function MessageBridge() {
  const { message } = App.useApp()
  useEffect(() => setMessageApi(message), [message])
  return null
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  )
}
