import { useQuery } from '@tanstack/react-query'
import {
  PRODUCTS_BUY as buyProductEndpoint,
  PRODUCTS_HOME,
  PRODUCTS_GET,
  PRODUCTS_LIST,
  type PayWallet,
  type ProductView,
} from '@app/contracts/products'
import { call, fetchData } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const productsQueryKey = ['products'] as const
export const homeQueryKey = ['home'] as const
export const productQueryKey = (id: string) => [...productsQueryKey, 'detail', id] as const

export const fetchProductsPage = (cursor: string | null) =>
  fetchData(PRODUCTS_LIST, { query: { cursor: cursor ?? undefined } })

/** The catalogue, keyset-paged, for the list primitive. */
export const productsSource: ListSource<ProductView> = {
  queryKey: [...productsQueryKey, 'list'],
  fetchPage: fetchProductsPage,
}

export const fetchProduct = (id: string) => fetchData(PRODUCTS_GET, { params: { id } })

export const useProduct = (id: string) =>
  useQuery({ queryKey: productQueryKey(id), queryFn: () => fetchProduct(id), enabled: id !== '' })

/** Home: balances when signed in, and the featured products. */
export const fetchHome = () => fetchData(PRODUCTS_HOME, {})

export const useHome = () => useQuery({ queryKey: homeQueryKey, queryFn: fetchHome })

export interface BuyVariables {
  productId: number
  wallet: PayWallet
  /** The price the user was shown (minor units); the server refuses with 409 if it changed. */
  expectedPrice: string
}

export const buyProduct = ({ productId, wallet, expectedPrice }: BuyVariables, idempotencyKey: string) =>
  call(buyProductEndpoint, { params: { id: productId }, body: { wallet, expectedPrice }, idempotencyKey })

export const useBuyProduct = () =>
  useMoneyAction({ mutationKey: [...productsQueryKey, 'buy'], send: buyProduct })
