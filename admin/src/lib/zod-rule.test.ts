import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createInvitationCodesBody, loginBody, phoneSchema } from '@app/contracts'
import { parseForm, zodRule } from './zod-rule.ts'

/** Runs an antd rule the way the form does. */
function validate(rule: ReturnType<typeof zodRule>, value: unknown): Promise<void> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule')
  return Promise.resolve(rule.validator({} as never, value, () => undefined))
}

describe('a console field checked with the contract', () => {
  it('passes what the server would accept', async () => {
    await expect(validate(zodRule(phoneSchema), '5550100001')).resolves.toBeUndefined()
  })

  it('refuses with the same words the server would answer', async () => {
    await expect(validate(zodRule(phoneSchema), '   ')).rejects.toThrow('Please enter your phone number.')
    await expect(validate(zodRule(phoneSchema), 'call me')).rejects.toThrow(
      'Please enter a valid phone number.',
    )
  })

  it('falls back to the field’s own message when the value has the wrong type (an empty number box)', async () => {
    const count = createInvitationCodesBody.def.shape.count
    await expect(validate(zodRule(count, 'validation.countRange'), null)).rejects.toThrow(
      'The count should be between 1 and 100.',
    )
    await expect(validate(zodRule(count, 'validation.countRange'), 101)).rejects.toThrow(
      'The count should be between 1 and 100.',
    )
  })

  it('falls back to a general message when no key is given', async () => {
    await expect(validate(zodRule(z.number()), 'x')).rejects.toThrow('Please check what you entered.')
  })
})

describe('a whole console form parsed with its body schema', () => {
  it('returns the body as the server would read it, trimmed', () => {
    expect(parseForm(loginBody, { phone: ' 5550100001 ', password: 'demo1234' })).toEqual({
      phone: '5550100001',
      password: 'demo1234',
    })
  })

  it('throws the first problem in readable words', () => {
    expect(() => parseForm(loginBody, { phone: '5550100001', password: '' })).toThrow(
      'Please enter your password.',
    )
  })
})
