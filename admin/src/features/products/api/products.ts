import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  PRODUCTS_OPS_CREATE,
  PRODUCTS_OPS_LIST,
  PRODUCTS_OPS_PUBLISH,
  PRODUCTS_OPS_UNPUBLISH,
  PRODUCTS_OPS_UPDATE,
  type ProductInputBody,
} from '@app/contracts/products'
import { call } from '../../../lib/request.ts'

export const productsQueryKey = ['ops', 'products'] as const

export const fetchProducts = () => call(PRODUCTS_OPS_LIST, {})

export const useProducts = () => useQuery({ queryKey: productsQueryKey, queryFn: fetchProducts })

/** Creates a draft (no id) or updates a product; holdings already bought keep their terms. */
export const useSaveProduct = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductInputBody }) =>
      id === null ? call(PRODUCTS_OPS_CREATE, { body }) : call(PRODUCTS_OPS_UPDATE, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}

export const useSetProductStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
      call(verb === 'publish' ? PRODUCTS_OPS_PUBLISH : PRODUCTS_OPS_UNPUBLISH, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
