import type { ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from './query-client.ts'
import { theme } from './theme.ts'

/** The theme and the query cache; antd's App (messages, dialogs) comes with the first screen (`AppFrame`). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  )
}
