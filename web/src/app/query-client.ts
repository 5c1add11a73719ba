import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query'
import { currentLocale } from '../lib/i18n/i18n.ts'

/**
 * Replies carry words in the language they were asked in (product names, announcements, channel
 * names): each language keeps its own cache entry, so a page shown after the language changes asks
 * again in the new one instead of showing the old language's answer.
 */
export const hashKeyPerLanguage = (key: QueryKey): string => hashKey([currentLocale(), ...key])

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer already toasts HTTP errors; a silent retry would show the toast twice.
      queries: { retry: false, staleTime: 30_000, queryKeyHashFn: hashKeyPerLanguage },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
