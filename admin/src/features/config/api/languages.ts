import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConfigVersionReply, LanguagePackBody, Locale } from '@app/contracts'
import { request } from '../../../lib/request.ts'

/** A language package as served to the apps: its locale and the file's content. */
export interface LanguagePack {
  key: Locale
  json: Record<string, unknown>
  /** The config version after a save, when the server includes it. */
  version?: number
}

export const languageQueryKey = (locale: Locale) => ['ops', 'languages', locale] as const

export function useLanguagePack(locale: Locale) {
  return useQuery({
    queryKey: languageQueryKey(locale),
    queryFn: () => request<LanguagePack>(`/api/ops/languages/${locale}`),
  })
}

/** Saves a package and learns the config version it bumped, so the operator sees apps will refetch. */
export function useSaveLanguagePack(locale: Locale) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: LanguagePackBody) => {
      const pack = await request<LanguagePack>(`/api/ops/languages/${locale}`, { method: 'PUT', body })
      if (typeof pack.version === 'number') return { pack, version: pack.version }
      const { version } = await request<ConfigVersionReply>('/api/config/version')
      return { pack, version }
    },
    onSuccess: ({ pack }) => queryClient.setQueryData(languageQueryKey(locale), pack),
  })
}
