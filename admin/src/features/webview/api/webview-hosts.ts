import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WebviewHostBody, WebviewHostRow } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const webviewHostsQueryKey = ['ops', 'webview-hosts'] as const

export function useWebviewHosts() {
  return useQuery({
    queryKey: webviewHostsQueryKey,
    queryFn: () => request<WebviewHostRow[]>('/api/ops/webview-hosts'),
  })
}

export function useAddWebviewHost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WebviewHostBody) =>
      request<WebviewHostRow>('/api/ops/webview-hosts', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webviewHostsQueryKey }),
  })
}

export function useRemoveWebviewHost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (host: string) =>
      request<null>(`/api/ops/webview-hosts/${encodeURIComponent(host)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webviewHostsQueryKey }),
  })
}
