import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettingsBody } from '@app/contracts'
import { request } from '../../../lib/request.ts'
import { siteSettingsQueryKey, useSiteSettings, type SiteSettings } from '../../../lib/site-settings.ts'

export type { SiteSettings }

export const useSettings = useSiteSettings

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SiteSettingsBody) =>
      request<SiteSettings>('/api/ops/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsQueryKey, saved),
  })
}
