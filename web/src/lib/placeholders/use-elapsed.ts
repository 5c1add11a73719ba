import { useEffect, useState } from 'react'
import { APP_NETWORK_TIMEOUT_MS, LOADING_PLACEHOLDER_DELAY_MS } from '@app/contracts/constants'

export type WaitPhase = 'quiet' | 'loading' | 'timedOut'

/**
 * How long a load has been waiting, as a phase: nothing for the first 200 ms (no flash on fast
 * loads), then the loading placeholder, then after 60 s the time-out placeholder (spec §8).
 * `attempt` restarts the clock on a retry.
 */
export function useWaitPhase(waiting: boolean, attempt = 0): WaitPhase {
  const [phase, setPhase] = useState<WaitPhase>('quiet')
  useEffect(() => {
    setPhase('quiet')
    if (!waiting) return
    const loading = setTimeout(() => setPhase('loading'), LOADING_PLACEHOLDER_DELAY_MS)
    const timedOut = setTimeout(() => setPhase('timedOut'), APP_NETWORK_TIMEOUT_MS)
    return () => {
      clearTimeout(loading)
      clearTimeout(timedOut)
    }
  }, [waiting, attempt])
  return waiting ? phase : 'quiet'
}
