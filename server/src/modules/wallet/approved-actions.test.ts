import { MONEY_APPROVAL_ACTIONS } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { APPROVED_ACTIONS } from './approved-actions.ts'

describe('the actions the approvals gate holds', () => {
  it('registers each action a request can wait for once, so every waiting request can be decided', () => {
    expect(APPROVED_ACTIONS.map((a) => a.action).sort()).toEqual([...MONEY_APPROVAL_ACTIONS].sort())
  })

  it('names each action’s object as the action’s own audit records do', () => {
    expect(APPROVED_ACTIONS.map((a) => [a.action, a.target(12)])).toEqual([
      ['recharge.confirm', 'recharge:12'],
      ['withdrawal.complete', 'withdrawal:12'],
      ['ledger.reverse', 'entry:12'],
      ['limits.change', 'money_settings'],
    ])
  })
})
