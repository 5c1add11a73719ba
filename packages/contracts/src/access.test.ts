import { describe, expect, it } from 'vitest'
import { anyOperator, operatorsOf, roleMayCall } from './access.ts'

describe('which operator roles may call an endpoint', () => {
  it('lets every role call what is open to anyone or to any operator', () => {
    for (const role of ['admin', 'finance', 'support'] as const) {
      expect(roleMayCall('public', role)).toBe(true)
      expect(roleMayCall('optionalUser', role)).toBe(true)
      expect(roleMayCall(anyOperator, role)).toBe(true)
      expect(roleMayCall(operatorsOf(), role)).toBe(true)
    }
  })

  it('lets only the listed roles call a list, and no operator call what is a user’s', () => {
    expect(roleMayCall(operatorsOf('admin', 'finance'), 'finance')).toBe(true)
    expect(roleMayCall(operatorsOf('admin', 'finance'), 'support')).toBe(false)
    expect(roleMayCall(operatorsOf('admin'), 'finance')).toBe(false)
    expect(roleMayCall('user', 'admin')).toBe(false)
  })
})
