import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RechargeOptions, RechargeRow } from '@app/contracts/wallet-recharges'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { showToast } from '../../../lib/toast.ts'
import { writeStored } from '../../../lib/storage.ts'
import { saveUserInfo } from '../../../lib/session.ts'
import { switchLanguage } from '../../../lib/i18n/i18n.ts'
import { RechargeCreatePage } from './RechargeCreatePage.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const options: RechargeOptions = {
  channels: [
    {
      id: 1,
      name: 'Bank transfer',
      companyName: 'Harvest Payments Ltd',
      companyNumber: '6222 0200',
      enabled: true,
      sort: 1,
    },
  ],
  presets: ['10000', '50000'],
  expiryMinutes: 30,
}

const NOW = Math.floor(Date.now() / 1000)

/** The request the server records: pending, 30 minutes to be confirmed. */
const recorded: RechargeRow = {
  id: 42,
  amount: '10000',
  membershipNumber: '7',
  payerAccount: '6222000011112222',
  channel: { name: 'Bank transfer', companyName: 'Harvest Payments Ltd', companyNumber: '6222 0200' },
  status: 'pending',
  createdAt: NOW,
  expiresAt: NOW + 30 * 60,
  decidedAt: null,
  bankReference: null,
  paymentReference: 'R000042',
}

beforeEach(() => {
  vi.mocked(showToast).mockClear()
  writeStored('config', {
    version: 1,
    site_name: 'Harvest',
    currency: '$',
    language_packages: [],
    chat_url: '',
    app_version: '1.0.1',
    app_version_code: 100,
  })
})

describe('recharge', () => {
  it('shows the five spec messages in order, asks for confirmation, then recharges once with one key', async () => {
    const api = fakeApi({
      'GET /api/wallet/recharge-options': () => ok(options),
      'POST /api/recharges': () => ok(recorded, 'Recharge Success'),
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<RechargeCreatePage />, '/pages/wallet/rechargeCreate')
    const submit = () => u.click(screen.getByRole('button', { name: 'Recharge' }))
    await screen.findByRole('radio', { name: '$100.00' })

    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Please enter membership number')
    await u.type(screen.getByLabelText('Membership number'), 'M-1000-0001')
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Please select amount')
    await u.type(screen.getByLabelText('Or enter an amount ($)'), '12.345')
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Enter an amount like 1,234.56')
    // Every message also sits next to its field, where the toast cannot hide it.
    expect(screen.getByText('Enter an amount like 1,234.56')).toBeTruthy()
    expect(screen.getByLabelText('Or enter an amount ($)').getAttribute('aria-invalid')).toBe('true')
    await u.click(screen.getByRole('radio', { name: '$100.00' }))
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Please select wallet type')
    await u.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    expect(screen.getByText('Harvest Payments Ltd')).toBeTruthy()
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Please enter the recharge account')
    await u.type(screen.getByLabelText('Recharge account'), '6222000011112222')
    await submit()

    const dialog = await screen.findByRole('dialog', { name: 'Do you confirm the recharge?' })
    expect(dialog.textContent).toContain('$100.00')
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([])
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(showToast).toHaveBeenCalledWith('Recharging...', 'loading', 0)
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('Recharge Success', 'success'))
    const posts = api.sent.filter((r) => r.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual({
      membershipNumber: 'M-1000-0001',
      payerAccount: '6222000011112222',
      amount: '10000',
      channelId: 1,
    })
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('in Spanish, reads "150,50" as 150.50 and shows amounts the Spanish way', async () => {
    await switchLanguage('es')
    try {
      const api = fakeApi({
        'GET /api/wallet/recharge-options': () => ok(options),
        'POST /api/recharges': () => ok(recorded, 'Recharge Success'),
      })
      const u = userEvent.setup({ pointerEventsCheck: 0 })
      renderPage(<RechargeCreatePage />, '/pages/wallet/rechargeCreate')
      await screen.findByRole('radio', { name: '$100,00' })
      await u.type(screen.getByLabelText('Número de socio'), 'M-1')
      const amount = screen.getByLabelText('O escribe un importe ($)')
      await u.type(amount, '150.50')
      await u.click(screen.getByRole('radio', { name: 'Bank transfer' }))
      await u.type(screen.getByLabelText('Cuenta de recarga'), '6222000011112222')
      await u.click(screen.getByRole('button', { name: 'Recargar' }))
      expect(showToast).toHaveBeenLastCalledWith('Introduzca un importe como 1.234,56')
      await u.clear(amount)
      await u.type(amount, '150,50')
      await u.click(screen.getByRole('button', { name: 'Recargar' }))
      const dialog = await screen.findByRole('dialog')
      expect(dialog.textContent).toContain('$150,50')
      await u.click(screen.getByRole('button', { name: 'Confirmar' }))
      await waitFor(() => expect(api.sent.filter((r) => r.method === 'POST')).toHaveLength(1))
      expect(api.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ amount: '15050' })
    } finally {
      await switchLanguage('en')
    }
  })

  it('puts the amount first, fills in my member number, then shows the recorded request to pay', async () => {
    saveUserInfo({
      id: 7,
      phone: '+15550001',
      nickname: 'Ana',
      vipLevel: 0,
      invitationCode: 'AB12',
      createdAt: NOW,
    })
    const api = fakeApi({
      'GET /api/wallet/recharge-options': () => ok(options),
      'POST /api/recharges': () => ok(recorded, 'Recharge Success'),
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<RechargeCreatePage />, '/pages/wallet/rechargeCreate')
    await screen.findByRole('radio', { name: '$100.00' })
    const fields = [...document.querySelectorAll('form input[name]')].map((i) => i.getAttribute('name'))
    expect(fields.indexOf('preset')).toBeLessThan(fields.indexOf('membershipNumber'))
    const member = screen.getByLabelText('Membership number')
    expect((member as HTMLInputElement).value).toBe('7')
    expect(member.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/Your membership number, as on the My page/)).toBeTruthy()

    await u.click(screen.getByRole('radio', { name: '$100.00' }))
    await u.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    await u.type(screen.getByLabelText('Recharge account'), '6222000011112222')
    await u.click(screen.getByRole('button', { name: 'Recharge' }))
    await u.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('Recharge Success', 'success'))
    expect(api.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ membershipNumber: '7' })

    await screen.findByRole('heading', { name: 'Request recorded' })
    expect(screen.getByText('R000042')).toBeTruthy()
    expect(screen.getByText(/Now pay \$100\.00 to the company below/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for an operator to confirm your payment: 30 min left.',
    )
    expect(screen.getByText('Your balance changes only when the payment is confirmed.')).toBeTruthy()
    const steps = screen.getByRole('list', { name: 'Progress' })
    expect(steps.textContent).toMatch(/Requested[\s\S]*Payment confirmed, balance credited/)
    await u.click(screen.getByRole('button', { name: 'Copy Payment reference' }))
    expect(await navigator.clipboard.readText()).toBe('R000042')
    expect(showToast).toHaveBeenLastCalledWith('Copied', 'success')
    await u.click(screen.getByRole('button', { name: 'Copy Company number' }))
    expect(await navigator.clipboard.readText()).toBe('6222 0200')
    expect(screen.getByRole('link', { name: 'Recharge records' })).toBeTruthy()
  })
})
