import type { TFunction } from '../i18n/translate.ts'

/** The pull-to-refresh states (antd-mobile's own union): pull, past the threshold, refreshing, done. */
export type PullState = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

export const PULL_STATES: readonly PullState[] = ['pulling', 'canRelease', 'refreshing', 'complete']

const pullTextKey: Record<PullState, string> = {
  pulling: 'list.pulling',
  canRelease: 'list.canRelease',
  refreshing: 'list.refreshing',
  complete: 'list.complete',
}

export function pullStateText(state: PullState, t: TFunction): string {
  return t(pullTextKey[state])
}
