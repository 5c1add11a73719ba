import { useQuery } from '@tanstack/react-query'
import { LEDGER_OPS_DASHBOARD, LEDGER_OPS_DASHBOARD_QUEUES } from '@app/contracts/ledger-dashboard'
import { call } from '../../../lib/request.ts'

/** Every dashboard query starts with this key: any operator action refreshes them (see query-client). */
export const dashboardQueryKey = ['ops', 'dashboard'] as const
const queuesQueryKey = [...dashboardQueryKey, 'queues'] as const

/** How often the navigation's badges ask again: a new recharge or chat shows within this time. */
export const BADGE_REFRESH_MS = 10_000
/** The dashboard's figures are read again as often, while it is open. */
const DASHBOARD_REFRESH_MS = 30_000

export const useDashboard = () =>
  useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => call(LEDGER_OPS_DASHBOARD, {}),
    refetchInterval: DASHBOARD_REFRESH_MS,
  })

/** The queues behind the navigation's badges; quiet, so a failed refresh shows no toast every 10 s. */
export const useQueueBadges = () =>
  useQuery({
    queryKey: queuesQueryKey,
    queryFn: () => call(LEDGER_OPS_DASHBOARD_QUEUES, {}, { quiet: true }),
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
