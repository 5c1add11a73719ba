import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsGetLanguagePack,
  opsSaveLanguagePack,
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
    onSuccess: ({ key, json }) =>
      queryClient.setQueryData<LanguagePack>(languageQueryKey(locale), { key, json }),
  })
}
