import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateOperator,
  opsListOperators,
  opsResetTotp,
  opsUpdateOperator,
  type CreateOperatorBody,
  type UpdateOperatorBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const operatorsQueryKey = ['ops', 'operators'] as const

export const fetchOperators = () => call(opsListOperators, {})

export const useOperators = () => useQuery({ queryKey: operatorsQueryKey, queryFn: fetchOperators })

export const useCreateOperator = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => call(opsCreateOperator, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}

export const useUpdateOperator = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) =>
      call(opsUpdateOperator, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}

/** Removes another operator's two-factor sign-in (a lost phone); their sessions end. */
export const useResetTotp = () =>
  useMutation({ mutationFn: (id: number) => call(opsResetTotp, { params: { id } }) })
