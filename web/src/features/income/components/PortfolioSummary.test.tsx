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
const NONE = { received: '0', principal: '0', profit: '0' }

const figures = (over: Partial<PortfolioReply> = {}): PortfolioReply => ({
  totalAssets: '150250',
  cash: '100000',
  onHold: '0',
  invested: '49000',
  receivable: '1250',
  receivableParts: { received: '1250', principal: '1200', profit: '50' },
  receivableHoldings: 2,
  receivedToday: { received: '300', principal: '290', profit: '10' },
  receivedTotal: { received: '4200', principal: '4000', profit: '200' },
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
  it('shows each figure under a label that says what it is, profit apart from the money that came back', async () => {
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
      'Received today',
      '$3.00',
      'Profit $0.10 · your money back $2.90',
      'Profit so far',
      '$2.00',
      'Of $42.00 received in all; the rest was your money back',
    ])
      expect(card.textContent).toContain(text)
    // Nothing here calls the user's own money coming back income.
    expect(card.textContent).not.toMatch(/income/i)
    expect(api.sent[0]?.path).toBe('/api/portfolio')
  })

  it('Receive all: confirm, one request with a key, and what each product paid stays in view', async () => {
    let due = true
    const api = fakeApi({
      'GET /api/portfolio': () =>
        ok(due ? figures() : figures({ receivable: '0', receivableParts: NONE, receivableHoldings: 0 })),
      'POST /api/holdings/receive-all': () => {
        due = false
        return ok(
          {
            received: '1250',
            parts: { received: '1250', principal: '1200', profit: '50' },
            holdings: [
              {
                id: 3,
                productName: 'Quick Yield',
                received: '50',
                parts: { received: '50', principal: '50', profit: '0' },
              },
              {
                id: 7,
                productName: 'Starter Savings',
                received: '1200',
                parts: { received: '1200', principal: '1150', profit: '50' },
              },
            ],
          },
          'Everything due was received.',
        )
      },
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<PortfolioSummary />)
    await u.click(await screen.findByRole('button', { name: 'Receive all $12.50' }))
    const dialog = await screen.findByRole('dialog', { name: 'Receive everything due?' }, { timeout: 5_000 })
    expect(dialog.textContent).toContain('Of it, $12.00 is your own money coming back and $0.50 is profit.')
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('Everything due was received.', 'success'))
    const receipt = await screen.findByText('Received $12.50')
    expect(receipt.parentElement?.textContent).toContain('Profit $0.50 · your money back $12.00')
    expect(receipt.parentElement?.textContent).toContain('Quick Yield: $0.50')
    expect(receipt.parentElement?.textContent).toContain('Starter Savings: $12.00')
    const posts = api.sent.filter((r) => r.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    // Nothing is due any more: the button gives its place to a line saying so; the receipt stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Receive all/ })).toBeNull())
    expect(screen.getByText('There is nothing to receive yet.')).toBeTruthy()
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
    fakeApi({
      'GET /api/portfolio': () =>
        ok(figures({ receivable: '0', receivableParts: NONE, receivableHoldings: 0 })),
    })
    renderPage(<PortfolioSummary />)
    await screen.findByText('$1,502.50')
    expect(screen.queryByRole('button', { name: /^Receive all/ })).toBeNull()
    expect(screen.getByText('There is nothing to receive yet.')).toBeTruthy()
  })
})
