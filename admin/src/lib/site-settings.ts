import { useQuery } from '@tanstack/react-query'
import { CONFIG_OPS_GET_SETTINGS } from '@app/contracts'
import { call } from './request.ts'

export type { SiteSettings } from '@app/contracts'

export const siteSettingsQueryKey = ['ops', 'settings'] as const

export const fetchSiteSettings = () => call(CONFIG_OPS_GET_SETTINGS, {})

/** Shared by the settings page and every amount on screen (the currency prefix lives here). */
export function useSiteSettings(enabled = true) {
  return useQuery({ queryKey: siteSettingsQueryKey, queryFn: fetchSiteSettings, staleTime: 60_000, enabled })
}
