import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  INCOME_PORTFOLIO,
  INCOME_RECEIVE_ALL as receiveAllEndpoint,
  type PortfolioReply,
} from '@app/contracts/income-portfolio'
import { call, fetchData } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'
import { useToken } from '../../../lib/session.ts'
import { holdingsQueryKey } from './income.ts'

/**
 * The one query key of every portfolio figure (total assets, cash, invested, receivable, today's and
 * total income, running holdings, the chart): invalidate it and Home, Wallet and My products show
 * the new figures.
 */
export const portfolioQueryKey = ['portfolio'] as const

/** The device's time zone: "today" is the viewer's own day (docs/decisions/0035). */
function viewerZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

export const fetchPortfolio = () => fetchData(INCOME_PORTFOLIO, { query: { tz: viewerZone() } })

/** setTimeout's longest delay; a payout further away is re-armed by a later fetch. */
const MAX_DELAY_MS = 2 ** 31 - 1
/** A second after the payout, so the server's clock has passed it too. */
const AFTER_DUE_MS = 1000

/**
 * When the next earning falls due the figures change: refetch them then (and My products' list),
 * counted from the server's time of the figures, so a device clock that is off does not matter.
 */
function useRefetchWhenDue(data: PortfolioReply | undefined, fetchedAt: number) {
  const client = useQueryClient()
  const next = data?.nextDueAt ?? null
  const asOf = data?.asOf
  useEffect(() => {
    if (next === null || asOf === undefined) return
    const wait = (next - asOf) * 1000 - (Date.now() - fetchedAt) + AFTER_DUE_MS
    const timer = setTimeout(
      () => {
        void client.invalidateQueries({ queryKey: portfolioQueryKey }, { cancelRefetch: false })
        void client.invalidateQueries({ queryKey: holdingsQueryKey }, { cancelRefetch: false })
      },
      Math.min(MAX_DELAY_MS, Math.max(AFTER_DUE_MS, wait)),
    )
    return () => clearTimeout(timer)
  }, [client, next, asOf, fetchedAt])
}

/** The signed-in user's portfolio, refetched by itself when income falls due. */
export function usePortfolio() {
  const token = useToken()
  const query = useQuery({
    queryKey: portfolioQueryKey,
    queryFn: fetchPortfolio,
    enabled: token !== undefined,
  })
  useRefetchWhenDue(query.data, query.dataUpdatedAt)
  return query
}

export const receiveAll = (_: void, idempotencyKey: string) => call(receiveAllEndpoint, { idempotencyKey })

/** Receive all: everything due on every holding, one request. */
export const useReceiveAll = () =>
  useMoneyAction({
    mutationKey: [...portfolioQueryKey, 'receiveAll'],
    send: receiveAll,
    fingerprint: () => 'all',
  })
