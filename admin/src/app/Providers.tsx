import type { ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import { QueryClientProvider } from '@tanstack/react-query'
import { useAntdLocale } from '../lib/i18n.ts'
import { queryClient } from './query-client.ts'
import { withMotionSwitch } from './motion.ts'
import { theme } from './theme.ts'

/** Read once, when the console starts. */
const consoleTheme = withMotionSwitch(theme)

/**
 * The theme, antd's texts in the console's language and the query cache; antd's App (messages,
 * dialogs) comes with the first screen (`AppFrame`).
 */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale()
  return (
    // No space put between two CJK characters of a button ("確 認"): Japanese does not space them,
    // and the spaced text would no longer match the button's accessible name.
    <ConfigProvider theme={consoleTheme} locale={locale} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  )
}
