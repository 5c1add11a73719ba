import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OpsProductRow, ProductInputBody } from '@app/contracts'
import { request } from '../../lib/request.ts'

export const productsQueryKey = ['ops', 'products'] as const

export function fetchProducts(): Promise<OpsProductRow[]> {
  return request<OpsProductRow[]>('/api/ops/products')
}

export function useProducts() {
  return useQuery({ queryKey: productsQueryKey, queryFn: fetchProducts })
}

/** Creates a draft (no id) or updates a product; holdings already bought keep their terms. */
export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductInputBody }) =>
      id === null
        ? request<OpsProductRow>('/api/ops/products', { method: 'POST', body })
        : request<OpsProductRow>(`/api/ops/products/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}

export function useSetProductStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
      request<OpsProductRow>(`/api/ops/products/${id}/${verb}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
