import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateProduct,
  opsListProducts,
  opsPublishProduct,
  opsUnpublishProduct,
  opsUpdateProduct,
  type ProductInputBody,
} from '@app/contracts/products'
import { call } from '../../../lib/request.ts'

export const productsQueryKey = ['ops', 'products'] as const

export const fetchProducts = () => call(opsListProducts, {})

export const useProducts = () => useQuery({ queryKey: productsQueryKey, queryFn: fetchProducts })

/** Creates a draft (no id) or updates a product; holdings already bought keep their terms. */
export const useSaveProduct = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductInputBody }) =>
      id === null ? call(opsCreateProduct, { body }) : call(opsUpdateProduct, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}

export const useSetProductStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
      call(verb === 'publish' ? opsPublishProduct : opsUnpublishProduct, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
