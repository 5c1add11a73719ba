import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PortfolioReply } from '@app/contracts/income-portfolio'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { showToast } from '../../../lib/toast.ts'
import { removeStored, writeStored } from '../../../lib/storage.ts'
import { PortfolioSummary } from './PortfolioSummary.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const now = Math.floor(Date.now() / 1000)

const figures = (over: Partial<PortfolioReply> = {}): PortfolioReply => ({
  totalAssets: '150250',
  cash: '100000',
  onHold: '0',
  invested: '49000',
  receivable: '1250',
  receivableHoldings: 2,
  todayIncome: '300',
  totalIncome: '4200',
  today: '2026-11-24',
  tz: 'UTC',
  asOf: now,
  nextDueAt: now + 3600,
  running: [],
  days: [],
  ...over,
})

beforeEach(() => {
  vi.mocked(showToast).mockClear()
  writeStored('token', 'user-token')
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
afterEach(() => removeStored('token'))

describe('the portfolio summary', () => {
  it('shows each figure under a label that says what it is', async () => {
    const api = fakeApi({ 'GET /api/portfolio': () => ok(figures()) })
    renderPage(<PortfolioSummary />)
    await screen.findByText('$1,502.50')
    const card = screen.getByRole('region', { name: 'Total assets' })
    for (const text of [
      'Cash + invested + receivable now',
      '$1,000.00',
      'Principal not yet paid back',
      '$490.00',
      '$12.50',
      'Income received today',
      '$3.00',
      'Total income received',
      '$42.00',
    ])
      expect(card.textContent).toContain(text)
    expect(api.sent[0]?.path).toBe('/api/portfolio')
  })

  it('Receive all: confirm, one request with a key, and what each product paid stays in view', async () => {
    let due = true
    const api = fakeApi({
      'GET /api/portfolio': () => ok(due ? figures() : figures({ receivable: '0', receivableHoldings: 0 })),
      'POST /api/holdings/receive-all': () => {
        due = false
        return ok(
          {
            received: '1250',
            holdings: [
              { id: 3, productName: 'Quick Yield', received: '50' },
              { id: 7, productName: 'Starter Savings', received: '1200' },
            ],
          },
          'All income due was received.',
        )
      },
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<PortfolioSummary />)
    await u.click(await screen.findByRole('button', { name: 'Receive all $12.50' }))
    await screen.findByRole('dialog', { name: 'Receive all income due?' }, { timeout: 5_000 })
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('All income due was received.', 'success'))
    const receipt = await screen.findByText('Received $12.50')
    expect(receipt.parentElement?.textContent).toContain('Quick Yield: $0.50')
    expect(receipt.parentElement?.textContent).toContain('Starter Savings: $12.00')
    const posts = api.sent.filter((r) => r.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    // Nothing is due any more: the button gives its place to a line saying so; the receipt stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Receive all/ })).toBeNull())
    expect(screen.getByText('There is no income to receive yet.')).toBeTruthy()
    expect(screen.getByText('Received $12.50')).toBeTruthy()
  })

  it('asks for the figures again by itself when the next earning falls due', async () => {
    const api = fakeApi({
      'GET /api/portfolio': () =>
        ok(figures({ asOf: Math.floor(Date.now() / 1000), nextDueAt: Math.floor(Date.now() / 1000) + 1 })),
    })
    renderPage(<PortfolioSummary />)
    await screen.findByText('$1,502.50')
    expect(api.sent.filter((r) => r.path === '/api/portfolio')).toHaveLength(1)
    await waitFor(
      () => expect(api.sent.filter((r) => r.path === '/api/portfolio').length).toBeGreaterThan(1),
      {
        timeout: 4_000,
      },
    )
  })

  it('offers no Receive all when nothing is due', async () => {
    fakeApi({ 'GET /api/portfolio': () => ok(figures({ receivable: '0', receivableHoldings: 0 })) })
    renderPage(<PortfolioSummary />)
    await screen.findByText('$1,502.50')
    expect(screen.queryByRole('button', { name: /^Receive all/ })).toBeNull()
    expect(screen.getByText('There is no income to receive yet.')).toBeTruthy()
  })
})
