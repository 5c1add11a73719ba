import { App } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  WEBVIEW_OPS_ADD,
  WEBVIEW_OPS_LIST,
  WEBVIEW_OPS_REMOVE,
  type WebviewHostBody,
} from '@app/contracts/webview'
import { call } from '../../../lib/request.ts'
import { translate } from '../../../lib/i18n.ts'

export const webviewHostsQueryKey = ['ops', 'webview-hosts'] as const

export const fetchWebviewHosts = () => call(WEBVIEW_OPS_LIST, {})

export const useWebviewHosts = () => useQuery({ queryKey: webviewHostsQueryKey, queryFn: fetchWebviewHosts })

export const addWebviewHost = (body: WebviewHostBody) => call(WEBVIEW_OPS_ADD, { body })

export const useAddWebviewHost = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addWebviewHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webviewHostsQueryKey }),
  })
}

export const removeWebviewHost = (host: string) => call(WEBVIEW_OPS_REMOVE, { params: { host } })

/** Removes a host; the toast is said here, as the reload removes the row whose button asked. */
export const useRemoveWebviewHost = () => {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation({
    mutationFn: removeWebviewHost,
    onSuccess: async (_, host) => {
      void message.success(translate('webview.removed', { host }))
      await queryClient.invalidateQueries({ queryKey: webviewHostsQueryKey })
    },
  })
}
