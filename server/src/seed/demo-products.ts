import type { ProductInputBody } from '@app/contracts'

const DAY = 86_400

const ISSUER = 'Harvest Payments Ltd, the operator of this app. No bank or outside fund stands behind it.'
const RISKS =
  'Not a bank deposit and not covered by any deposit guarantee. Your money comes back only as the earnings are paid: if the operator cannot pay them, you can lose part or all of it.'
const EARLY_EXIT =
  'A holding cannot be sold or ended early. Earnings already due stay yours to receive at any time.'

/** What happens at maturity: the last earning completes the payback; nothing else is paid. */
const maturity = (count: number, price: string, profit: string) =>
  `The plan ends with its last earning, number ${count}. By then the earnings have paid back your ${price} and ${profit} profit; nothing more is paid and nothing needs to be done.`

/**
 * Demo products across VIP levels 0–2, each with plausible terms: the earnings pay the price back
 * plus a few percent a year (simple, 365 days), and a disclosure. "Quick Yield" pays a little every
 * two minutes, so a newcomer sees income within minutes.
 */
export const DEMO_PRODUCTS: ProductInputBody[] = [
  {
    name: 'Starter Savings',
    overview: 'A small first plan that pays every day for a month.',
    description:
      'Pays 3.34 every day for 30 days, weekends included: your 100.00 back and 0.20 profit, about 2.43% a year (simple, 365 days).',
    price: '10000',
    earningAmount: '334',
    earningsCount: 30,
    claimPeriodSeconds: DAY,
    profitRule: '1111111',
    minVip: 0,
    purchaseLimit: 5,
    featured: true,
    sort: 1,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(30, '100.00', '0.20'),
    earlyExit: EARLY_EXIT,
  },
  {
    name: 'Quick Yield',
    overview: 'Pays a little every two minutes for three and a half days.',
    description:
      'Pays 0.02 every two minutes, 2501 times: your 50.00 back and 0.02 profit, about 4.20% a year (simple, 365 days). Income falls due within minutes of buying.',
    price: '5000',
    earningAmount: '2',
    earningsCount: 2501,
    claimPeriodSeconds: 120,
    profitRule: '1111111',
    minVip: 0,
    purchaseLimit: 10,
    featured: true,
    sort: 2,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(2501, '50.00', '0.02'),
    earlyExit: EARLY_EXIT,
  },
  {
    name: 'Weekday Growth',
    overview: 'Pays on working days only, for ten weeks.',
    description:
      'Pays 10.08 on each weekday (Monday to Friday), 50 times in all: your 500.00 back and 4.00 profit, about 4.2% a year (simple, 365 days).',
    price: '50000',
    earningAmount: '1008',
    earningsCount: 50,
    claimPeriodSeconds: DAY,
    profitRule: '1111100',
    minVip: 1,
    purchaseLimit: 3,
    featured: true,
    sort: 3,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(50, '500.00', '4.00'),
    earlyExit: EARLY_EXIT,
  },
  {
    name: 'Balanced Plan',
    overview: 'Daily income for seven weeks.',
    description:
      'Pays 20.93 every day for 48 days: your 1,000.00 back and 4.64 profit, about 3.52% a year (simple, 365 days).',
    price: '100000',
    earningAmount: '2093',
    earningsCount: 48,
    claimPeriodSeconds: DAY,
    profitRule: '1111111',
    minVip: 1,
    purchaseLimit: 2,
    featured: false,
    sort: 4,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(48, '1,000.00', '4.64'),
    earlyExit: EARLY_EXIT,
  },
  {
    name: 'Premium Harvest',
    overview: 'A larger weekday plan for VIP 2.',
    description:
      'Pays 111.97 on each weekday, 45 times in all: your 5,000.00 back and 38.65 profit, about 4.5% a year (simple, 365 days).',
    price: '500000',
    earningAmount: '11197',
    earningsCount: 45,
    claimPeriodSeconds: DAY,
    profitRule: '1111100',
    minVip: 2,
    purchaseLimit: 2,
    featured: false,
    sort: 5,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(45, '5,000.00', '38.65'),
    earlyExit: EARLY_EXIT,
  },
  {
    name: 'Elite Reserve',
    overview: 'One per member, daily for forty days.',
    description:
      'Pays 251.37 every day for 40 days: your 10,000.00 back and 54.80 profit, 5.00% a year (simple, 365 days). One purchase per member.',
    price: '1000000',
    earningAmount: '25137',
    earningsCount: 40,
    claimPeriodSeconds: DAY,
    profitRule: '1111111',
    minVip: 2,
    purchaseLimit: 1,
    featured: false,
    sort: 6,
    issuer: ISSUER,
    risks: RISKS,
    maturity: maturity(40, '10,000.00', '54.80'),
    earlyExit: EARLY_EXIT,
  },
]

/** Completed recharges needed for each VIP level, in minor units. */
export const DEMO_VIP_LEVELS = [
  { level: 0, minRechargeTotal: '0' },
  { level: 1, minRechargeTotal: '100000' },
  { level: 2, minRechargeTotal: '2000000' },
  { level: 3, minRechargeTotal: '5000000' },
]
