import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateOperatorBody, OperatorInfo, UpdateOperatorBody } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const operatorsQueryKey = ['ops', 'operators'] as const

export function fetchOperators(): Promise<OperatorInfo[]> {
  return request<OperatorInfo[]>('/api/ops/operators')
}

export function useOperators() {
  return useQuery({ queryKey: operatorsQueryKey, queryFn: fetchOperators })
}

export function useCreateOperator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateOperatorBody) =>
      request<OperatorInfo>('/api/ops/operators', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}

export function useUpdateOperator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) =>
      request<OperatorInfo>(`/api/ops/operators/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  })
}
