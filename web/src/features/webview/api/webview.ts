import { useQuery } from '@tanstack/react-query'
import { WEBVIEW_CHECK } from '@app/contracts/webview'
import { fetchData } from '../../../lib/request.ts'

export const webviewQueryKey = ['webview-check'] as const

/** Asks the server whether an address may be framed; a refusal (400) carries the reason as its message. */
export const checkWebviewUrl = (url: string) =>
  fetchData(WEBVIEW_CHECK, { query: { url } }, { suppressToast: true })

export const useWebviewCheck = (url: string) =>
  useQuery({
    queryKey: [...webviewQueryKey, url],
    queryFn: () => checkWebviewUrl(url),
    enabled: url !== '',
    staleTime: 0,
  })
