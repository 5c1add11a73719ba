import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CONFIG_OPS_GET_LANGUAGE_KEYS,
  CONFIG_OPS_GET_LANGUAGE,
  CONFIG_OPS_SAVE_LANGUAGE_KEYS,
  CONFIG_OPS_SAVE_LANGUAGE,
  type LanguageKeysBody,
  type LanguagePack,
  type LanguagePackBody,
  type Locale,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const languageQueryKey = (locale: Locale) => ['ops', 'languages', locale] as const

export const fetchLanguagePack = (locale: Locale) => call(CONFIG_OPS_GET_LANGUAGE, { params: { locale } })

export const useLanguagePack = (locale: Locale) =>
  useQuery({ queryKey: languageQueryKey(locale), queryFn: () => fetchLanguagePack(locale) })

/** Saves a package; the reply carries the config version it bumped, so the operator sees apps will refetch. */
export const useSaveLanguagePack = (locale: Locale) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LanguagePackBody) => call(CONFIG_OPS_SAVE_LANGUAGE, { params: { locale }, body }),
    onSuccess: ({ key, json }) => {
      queryClient.setQueryData<LanguagePack>(languageQueryKey(locale), { key, json })
      void queryClient.invalidateQueries({ queryKey: languageKeysQueryKey(locale) })
    },
  })
}

export const languageKeysQueryKey = (locale: Locale) => ['ops', 'languages', locale, 'keys'] as const

export const useLanguageKeys = (locale: Locale) =>
  useQuery({
    queryKey: languageKeysQueryKey(locale),
    queryFn: () => call(CONFIG_OPS_GET_LANGUAGE_KEYS, { params: { locale } }),
  })

/** Saves the changed texts, all or none; the page shows a refusal itself, naming the key. */
export const useSaveLanguageKeys = (locale: Locale) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LanguageKeysBody) =>
      call(CONFIG_OPS_SAVE_LANGUAGE_KEYS, { params: { locale }, body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languageQueryKey(locale) }),
  })
}
