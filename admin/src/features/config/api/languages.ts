import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsGetLanguageKeys,
  opsGetLanguagePack,
  opsSaveLanguageKeys,
  opsSaveLanguagePack,
  type LanguageKeysBody,
  type LanguagePack,
  type LanguagePackBody,
  type Locale,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const languageQueryKey = (locale: Locale) => ['ops', 'languages', locale] as const

export const fetchLanguagePack = (locale: Locale) => call(opsGetLanguagePack, { params: { locale } })

export const useLanguagePack = (locale: Locale) =>
  useQuery({ queryKey: languageQueryKey(locale), queryFn: () => fetchLanguagePack(locale) })

/** Saves a package; the reply carries the config version it bumped, so the operator sees apps will refetch. */
export const useSaveLanguagePack = (locale: Locale) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LanguagePackBody) => call(opsSaveLanguagePack, { params: { locale }, body }),
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
    queryFn: () => call(opsGetLanguageKeys, { params: { locale } }),
  })

/** Saves the changed texts, all or none; the page shows a refusal itself, naming the key. */
export const useSaveLanguageKeys = (locale: Locale) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LanguageKeysBody) =>
      call(opsSaveLanguageKeys, { params: { locale }, body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languageQueryKey(locale) }),
  })
}
