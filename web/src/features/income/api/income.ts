import { pendingSource } from '../../../lib/list/source.ts'

export const incomeQueryKey = ['income'] as const

// The income issue adds these endpoints and replaces each pending source with its fetcher.
export const myProductsSource = pendingSource([...incomeQueryKey, 'my-products'])
export const earningsSource = pendingSource([...incomeQueryKey, 'earnings'])
