import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { showToast } from '../../../lib/toast.ts'
import { RedeemPage } from './RedeemPage.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

describe('redeem a code', () => {
  it('asks for the code, and a double tap redeems once with one key', async () => {
    let answer: (value: unknown) => void = () => undefined
    const api = fakeApi({
      'POST /api/redeem': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(ok({ reward: 'balance', amount: '500' }, 'Congratulations on your successful redemption'))
        }),
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<RedeemPage />, '/pages/my/exchangeReward')
    const redeem = screen.getByRole('button', { name: 'Redeem' })
    await u.click(redeem)
    expect(showToast).toHaveBeenLastCalledWith('Please enter the redemption code')
    await u.type(screen.getByLabelText('Redemption code'), 'WELCOME2026')
    await u.dblClick(redeem)
    await u.click(redeem)
    answer(null)
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith('Congratulations on your successful redemption', 'success'),
    )
    expect(api.sent).toHaveLength(1)
    expect(api.sent[0]?.body).toEqual({ code: 'WELCOME2026' })
    expect(api.sent[0]?.headers.get('Idempotency-Key')).toBeTruthy()
  })
})
