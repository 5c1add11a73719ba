import { describe, expect, it } from 'vitest'
import type { LedgerEntryWhat } from '@app/contracts'
import { setLanguage, translate } from '../../../lib/i18n.ts'
import { entrySentence } from './ledger-sentence.ts'

const NOTHING = { id: null, product: null, operator: null, earnings: null, code: null, note: null }
const say = (what: Partial<LedgerEntryWhat> & Pick<LedgerEntryWhat, 'event'>, kind = 'x') =>
  entrySentence({ ...NOTHING, ...what }, kind, translate)

describe("a user's ledger entry in the console", () => {
  it('reads as what happened, not as the stored reference', () => {
    expect(say({ event: 'rechargeConfirmed', id: 5, operator: 'admin' })).toBe(
      'Recharge #5 confirmed by admin',
    )
    expect(say({ event: 'withdrawalRequested', id: 12 })).toBe('Withdrawal #12 requested')
    expect(say({ event: 'withdrawalPaid', id: 12, operator: 'fiona' })).toBe(
      'Withdrawal #12 paid out by fiona',
    )
    expect(say({ event: 'withdrawalRejected', id: 12, operator: 'fiona' })).toBe(
      'Withdrawal #12 rejected by fiona; the money went back',
    )
    expect(say({ event: 'withdrawalExpired', id: 12 })).toBe('Withdrawal #12 expired; the money went back')
    expect(say({ event: 'withdrawalCancelled', id: 12 })).toBe(
      'Withdrawal #12 cancelled by the user; the money went back',
    )
    expect(say({ event: 'purchase', product: 'Quick Yield' })).toBe('Bought Quick Yield')
    expect(say({ event: 'income', id: 8, product: 'Quick Yield', earnings: { first: 3, last: 5 } })).toBe(
      'Received earnings 3–5 of Quick Yield (holding #8)',
    )
    expect(say({ event: 'income', id: 8, product: 'Quick Yield', earnings: { first: 4, last: 4 } })).toBe(
      'Received earning 4 of Quick Yield (holding #8)',
    )
    expect(say({ event: 'redeem', code: 'ABCD…YZ' })).toBe('Redeemed code ABCD…YZ')
    expect(say({ event: 'inviteReward', id: 7 })).toBe('Invitation reward for user #7')
    expect(say({ event: 'reversal', id: 44, operator: 'admin' })).toBe('Reversal of entry #44 by admin')
  })

  it('leaves out what the entry did not say, and names a kind it has no words for', () => {
    expect(say({ event: 'withdrawalRequested' })).toBe('Withdrawal requested')
    expect(say({ event: 'rechargeConfirmed', id: 5 })).toBe('Recharge #5 confirmed')
    expect(say({ event: 'other' }, 'bonus')).toBe('Ledger entry of kind “bonus”')
  })
})

describe('the same sentences in Spanish', () => {
  it('read as Spanish is written: "del", never "de el"', async () => {
    await setLanguage('es', false)
    try {
      const sentences = [
        say({ event: 'income', id: 8, product: 'Quick Yield', earnings: { first: 4, last: 4 } }),
        say({ event: 'income', id: 8, product: 'Quick Yield', earnings: { first: 3, last: 5 } }),
        say({ event: 'income', product: 'Quick Yield' }),
        say({ event: 'rechargeConfirmed', id: 5, operator: 'admin' }),
        say({ event: 'withdrawalRequested', id: 12 }),
      ]
      expect(sentences).toEqual([
        'Cobro del rendimiento 4 de Quick Yield (inversión n.º 8)',
        'Cobro de los rendimientos 3–5 de Quick Yield (inversión n.º 8)',
        'Cobro de rendimientos de Quick Yield',
        'Recarga n.º 5 confirmada por admin',
        'Retiro n.º 12 solicitado',
      ])
    } finally {
      await setLanguage('en', false)
    }
  })
})
