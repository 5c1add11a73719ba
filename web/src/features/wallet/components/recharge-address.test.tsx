import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type { RechargeOptions } from '@app/contracts/wallet-recharges'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { writeStored } from '../../../lib/storage.ts'
import { RechargeCreatePage } from '../pages/RechargeCreatePage.tsx'
import { draftFromAddress, emptyRechargeDraft } from './recharge-form.ts'

describe('the recharge amount a link asks for', () => {
  it('fills the typed amount, written the way the language writes amounts', () => {
    expect(draftFromAddress('1250', 'en')).toEqual({ ...emptyRechargeDraft, typedAmount: '12.50' })
    expect(draftFromAddress('123456', 'en').typedAmount).toBe('1,234.56')
    expect(draftFromAddress('1435000', 'es').typedAmount).toBe('14.350,00')
    expect(draftFromAddress('5', 'ja').typedAmount).toBe('0.05')
  })

  it('ignores anything that is not a whole positive amount within the bound', () => {
    for (const amount of [null, '', '0', '-1250', '12.50', '1e3', ' 1250', '0012', 'abc', '10000000000001'])
      expect(draftFromAddress(amount, 'en'), String(amount)).toEqual(emptyRechargeDraft)
  })
})

const options: RechargeOptions = {
  channels: [
    {
      id: 1,
      name: 'Bank transfer',
      companyName: 'Harvest Payments Ltd',
      companyNumber: '6222',
      enabled: true,
      sort: 1,
    },
  ],
  presets: ['10000', '50000'],
  expiryMinutes: 30,
}

describe('the recharge page opened with an amount', () => {
  beforeEach(() => {
    writeStored('config', {
      version: 1,
      site_name: 'Harvest',
      currency: '$',
      language_packages: [],
      chat_url: '',
      app_version: '1.0.1',
      app_version_code: 100,
    })
    fakeApi({ 'GET /api/wallet/recharge-options': () => ok(options) })
  })

  it('starts with that amount typed and no preset chosen', async () => {
    renderPage(<RechargeCreatePage />, '/pages/wallet/rechargeCreate?amount=1250')
    await screen.findByRole('radio', { name: '$100.00' })
    expect((screen.getByLabelText('Or enter an amount ($)') as HTMLInputElement).value).toBe('12.50')
    expect((screen.getByRole('radio', { name: '$100.00' }) as HTMLInputElement).checked).toBe(false)
  })

  it('starts empty when the amount in the address is negative', async () => {
    renderPage(<RechargeCreatePage />, '/pages/wallet/rechargeCreate?amount=-1250')
    await screen.findByRole('radio', { name: '$100.00' })
    expect((screen.getByLabelText('Or enter an amount ($)') as HTMLInputElement).value).toBe('')
  })
})
