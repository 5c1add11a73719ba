import { useQuery } from '@tanstack/react-query'
import type { BuyBody, BuyReply, PayWallet, ProductDetail, ProductView } from '@app/contracts/products'
import type { HomeSummary } from '@app/contracts/wallet'
import { request } from '../../../lib/request.ts'
import { idempotencyHeader, useMoneyAction } from '../../../lib/money-action.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const productsQueryKey = ['products'] as const
export const homeQueryKey = ['home'] as const
export const productQueryKey = (id: string) => [...productsQueryKey, 'detail', id] as const

export const fetchProductsPage = (cursor: string | null) =>
  request<ListPage<ProductView>>('/api/products', { query: { cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

/** The catalogue, keyset-paged, for the list primitive. */
export const productsSource: ListSource<ProductView> = {
  queryKey: [...productsQueryKey, 'list'],
  fetchPage: fetchProductsPage,
}

export const fetchProduct = (id: string) =>
  request<ProductDetail>(`/api/products/${encodeURIComponent(id)}`).then((r) => r.data)

export const useProduct = (id: string) =>
  useQuery({ queryKey: productQueryKey(id), queryFn: () => fetchProduct(id), enabled: id !== '' })

/** Home: balances when signed in, and the featured products. */
export const fetchHome = () => request<HomeSummary>('/api/home').then((r) => r.data)

export const useHome = () => useQuery({ queryKey: homeQueryKey, queryFn: fetchHome })

export const buyProduct = (productId: number, body: BuyBody, idempotencyKey: string) =>
  request<BuyReply>(`/api/products/${productId}/buy`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  })

export interface BuyVariables {
  productId: number
  wallet: PayWallet
}

export const useBuyProduct = () =>
  useMoneyAction({
    mutationKey: [...productsQueryKey, 'buy'],
    send: ({ productId, wallet }: BuyVariables, key: string) => buyProduct(productId, { wallet }, key),
  })
