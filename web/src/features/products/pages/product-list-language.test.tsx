import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ProductView } from '@app/contracts/products'
import { createQueryClient } from '../../../app/query-client.ts'
import { switchLanguage } from '../../../lib/i18n/i18n.ts'
import { createMemoryRouter, RouterProvider } from '../../../lib/router.ts'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { ProductListPage } from './ProductListPage.tsx'

const product: ProductView = {
  id: 1,
  name: 'Starter Savings',
  overview: '',
  description: '',
  price: '10000',
  earningAmount: '334',
  earningsCount: 30,
  claimPeriodSeconds: 86_400,
  profitRule: '1111111',
  minVip: 0,
  purchaseLimit: 5,
  featured: false,
  cycleDays: 30,
  lengthSeconds: 30 * 86_400,
  returnRateBp: 20,
  annualRateBp: 243,
  estimatedTotal: '10020',
  totalRevenue: '10020',
  principalBack: '10000',
  profit: '20',
  dailyRevenue: '334',
  purchased: 0,
  blockedBy: null,
}

const NAMES: Record<string, string> = { en: 'Starter Savings', es: 'Ahorro Inicial', ja: 'スターター貯蓄' }

describe('the product list in the reader’s language', () => {
  it('asks again in the new language when the language changes, and keeps each language apart', async () => {
    const api = fakeApi({
      'GET /api/products': (request) => {
        const name = NAMES[request.headers.get('Accept-Language') ?? 'en'] ?? 'Starter Savings'
        return ok({ items: [{ ...product, name }], next: null })
      },
    })
    const router = createMemoryRouter([{ path: '/', element: <ProductListPage /> }], {
      initialEntries: ['/'],
    })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Starter Savings')).toBeTruthy()

    await act(() => switchLanguage('es'))
    expect(await screen.findByText('Ahorro Inicial')).toBeTruthy()
    await act(() => switchLanguage('ja'))
    expect(await screen.findByText('スターター貯蓄')).toBeTruthy()

    const asked = api.sent
      .filter((r) => r.path === '/api/products')
      .map((r) => r.headers.get('Accept-Language'))
    expect(asked).toEqual(['en', 'es', 'ja'])
    await act(() => switchLanguage('en'))
    expect(await screen.findByText('Starter Savings')).toBeTruthy()
    api.spy.mockRestore()
  })
})
