import { useQuery } from '@tanstack/react-query'
import type { SiteSettingsBody } from '@app/contracts'
import { request } from './request.ts'

/** The editable site settings plus the config version the apps compare against. */
export type SiteSettings = SiteSettingsBody & { version: number }

export const siteSettingsQueryKey = ['ops', 'settings'] as const

export function fetchSiteSettings(): Promise<SiteSettings> {
  return request<SiteSettings>('/api/ops/settings')
}

/** Shared by the settings page and every amount on screen (the currency prefix lives here). */
export function useSiteSettings(enabled = true) {
  return useQuery({ queryKey: siteSettingsQueryKey, queryFn: fetchSiteSettings, staleTime: 60_000, enabled })
}
