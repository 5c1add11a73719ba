import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONFIG_OPS_SAVE_SETTINGS, type SiteSettingsBody } from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { siteSettingsQueryKey, useSiteSettings } from '../../../lib/site-settings.ts'

export type { SiteSettings } from '@app/contracts'

export const useSettings = useSiteSettings

export const useSaveSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SiteSettingsBody) => call(CONFIG_OPS_SAVE_SETTINGS, { body }),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsQueryKey, saved),
  })
}
