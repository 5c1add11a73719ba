import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opsSaveSiteSettings, type SiteSettingsBody } from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { siteSettingsQueryKey, useSiteSettings } from '../../../lib/site-settings.ts'

export type { SiteSettings } from '@app/contracts'

export const useSettings = useSiteSettings

export const useSaveSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SiteSettingsBody) => call(opsSaveSiteSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsQueryKey, saved),
  })
}
