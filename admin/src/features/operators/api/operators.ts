import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  OPERATORS_OPS_CREATE,
  OPERATORS_OPS_LIST,
  AUTH_OPS_RESET_TOTP,
  OPERATORS_OPS_UPDATE,
  type CreateOperatorBody,
  type UpdateOperatorBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const operatorsQueryKey = ['ops', 'operators'] as const

export const fetchOperators = () => call(OPERATORS_OPS_LIST, {})

export const useOperators = () => useQuery({ queryKey: operatorsQueryKey, queryFn: fetchOperators })

export const useCreateOperator = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => call(OPERATORS_OPS_CREATE, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}

export const useUpdateOperator = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) =>
      call(OPERATORS_OPS_UPDATE, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}

/** Removes another operator's two-factor sign-in (a lost phone); their sessions end. */
export const useResetTotp = () =>
  useMutation({ mutationFn: (id: number) => call(AUTH_OPS_RESET_TOTP, { params: { id } }) })
