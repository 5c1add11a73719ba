import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { ProductView } from '@app/contracts/products'
import { renderPage } from '../../../test/render.tsx'
import { ProductCard } from './ProductCard.tsx'
import { ProductTerms } from './ProductTerms.tsx'

/** A plan of 100 earnings of 0.60 every two minutes on 50.00: 3 h 20 min, no whole day. */
const short: ProductView = {
  id: 2,
  name: 'Short plan',
  overview: '',
  description: '',
  price: '5000',
  earningAmount: '60',
  earningsCount: 100,
  claimPeriodSeconds: 120,
  profitRule: '1111111',
  minVip: 0,
  purchaseLimit: 3,
  featured: false,
  cycleDays: 1,
  lengthSeconds: 12_000,
  returnRateBp: 2000,
  annualRateBp: 5_256_000,
  estimatedTotal: '6000',
  totalRevenue: '6000',
  principalBack: '5000',
  profit: '1000',
  dailyRevenue: null,
  purchased: 0,
  blockedBy: null,
}

const daily: ProductView = {
  ...short,
  earningAmount: '334',
  earningsCount: 30,
  claimPeriodSeconds: 86_400,
  price: '10000',
  cycleDays: 30,
  lengthSeconds: 30 * 86_400,
  returnRateBp: 20,
  annualRateBp: 243,
  estimatedTotal: '10020',
  totalRevenue: '10020',
  principalBack: '10000',
  profit: '20',
  dailyRevenue: '334',
}

// Amounts are matched with or without the config's currency prefix (none is stored here).
const terms = () => screen.getAllByRole('term').map((t) => t.textContent)

describe('the terms of a product', () => {
  it('a plan shorter than a day: its real length, the return over it, and no daily revenue', () => {
    renderPage(<ProductTerms product={short} signedIn={false} />)
    expect(terms()).not.toContain('Daily revenue')
    expect(terms()).not.toContain('Estimated total earnings')
    expect(terms().filter((t) => t === 'Total revenue')).toHaveLength(1)
    expect(screen.getByText('20.00% over 3 h 20 min')).toBeTruthy()
    expect(screen.getByText(/^\$?50\.00 back \+ \$?10\.00 profit$/)).toBeTruthy()
  })

  it('a daily plan shows what one paying day brings, and says the money coming back is in it', () => {
    renderPage(<ProductTerms product={daily} signedIn={false} />)
    const row = screen.getByText('Daily revenue').parentElement as HTMLElement
    expect(within(row).getByText(/^\$?3\.34$/)).toBeTruthy()
    expect(within(row).getByText(/your money back included/)).toBeTruthy()
  })

  it('a card compares price, the rate a year with its basis, and the length, and says what comes back', () => {
    renderPage(<ProductCard product={daily} />)
    expect(terms()).toEqual(['Price', 'Rate a year', 'Cycle'])
    expect(screen.getByText('2.43%')).toBeTruthy()
    expect(screen.getByText('simple, 365 days')).toBeTruthy()
    expect(screen.getByText('30 days')).toBeTruthy()
    expect(
      screen.getByText(/^You pay \$?100\.00, get \$?100\.00 back and \$?0\.20 profit over 30 days\.$/),
    ).toBeTruthy()
  })

  it('a plan that pays back less than its price says what is lost', () => {
    renderPage(
      <ProductCard product={{ ...short, estimatedTotal: '4900', principalBack: '4900', profit: '-100' }} />,
    )
    expect(
      screen.getByText(
        /^You pay \$?50\.00 and get \$?49\.00 back over 3 h 20 min: \$?1\.00 less than you pay\.$/,
      ),
    ).toBeTruthy()
  })
})
