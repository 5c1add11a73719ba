import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ContentLocale } from '@app/contracts/content-texts'
import {
  PRODUCTS_OPS_GET_TEXTS,
  PRODUCTS_OPS_SAVE_TEXTS,
  type ProductTextsBody,
} from '@app/contracts/products-texts'
import { call } from '../../../lib/request.ts'
import { productsQueryKey } from './products.ts'

export const productTextsQueryKey = (id: number) => [...productsQueryKey, 'texts', id] as const

export const useProductTexts = (id: number) =>
  useQuery({
    queryKey: productTextsQueryKey(id),
    queryFn: () => call(PRODUCTS_OPS_GET_TEXTS, { params: { id } }),
  })

/** Saves a product's texts in one language; the reply is every language's texts again. */
export const useSaveProductTexts = (id: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ locale, body }: { locale: ContentLocale; body: ProductTextsBody }) =>
      call(PRODUCTS_OPS_SAVE_TEXTS, { params: { id, locale }, body }),
    onSuccess: (texts) => queryClient.setQueryData(productTextsQueryKey(id), texts),
  })
}
