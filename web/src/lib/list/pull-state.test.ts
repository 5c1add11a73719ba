import { describe, expect, it } from 'vitest'
import { i18n, switchLanguage } from '../i18n/i18n.ts'
import { PULL_STATES, pullStateText } from './pull-state.ts'

describe('pull-to-refresh states', () => {
  it('has a translated text for each of pulling, canRelease, refreshing and complete', async () => {
    const t = i18n.getFixedT('en')
    expect(PULL_STATES.map((state) => pullStateText(state, t))).toEqual([
      'Pull down to refresh',
      'Release to refresh',
      'Refreshing…',
      'Refreshed',
    ])
    await switchLanguage('ja')
    expect(pullStateText('pulling', i18n.getFixedT('ja'))).toBe('下に引いて更新')
    await switchLanguage('en')
  })
})
