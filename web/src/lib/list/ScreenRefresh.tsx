import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { PULL_RETURN_MS } from '@app/contracts/constants'
import { useTranslation } from '../i18n/translate.ts'
import { pullStateText } from './pull-state.ts'
import { PullToRefresh } from './PullToRefresh.tsx'

/**
 * Pull to refresh for a screen that is not a list (Home, Wallet): every query the screen shows is
 * asked for again. The same gesture, states and timings as the lists.
 */
export function ScreenRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const refresh = () => client.refetchQueries({ type: 'active' })
  return (
    <PullToRefresh
      onRefresh={refresh}
      completeDelay={PULL_RETURN_MS}
      renderText={(state) => pullStateText(state, t)}
    >
      {children}
    </PullToRefresh>
  )
}
