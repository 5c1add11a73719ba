import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SiteSettingsBody } from '@app/contracts'
import { request } from '../../lib/request.ts'

/** The editable site settings plus the config version the apps compare against. */
export type SiteSettings = SiteSettingsBody & { version: number }

export const settingsQueryKey = ['ops', 'settings'] as const

export function fetchSettings(): Promise<SiteSettings> {
  return request<SiteSettings>('/api/ops/settings')
}

export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: fetchSettings })
}

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SiteSettingsBody) =>
      request<SiteSettings>('/api/ops/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  })
}
