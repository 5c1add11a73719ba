import type { AppConfig } from '@app/contracts/config'
import { readStored, writeStored } from '../../lib/storage.ts'
import { fetchConfig, fetchConfigVersion } from './api/config.ts'

export interface ConfigSync {
  config: AppConfig | undefined
  /** True when a new config was fetched and stored. */
  changed: boolean
}

/**
 * Asks the server for the config version and fetches the config only when it differs from the
 * stored `configVersion` or none is stored (spec §7).
 */
export async function syncConfig(): Promise<ConfigSync> {
  const { version } = await fetchConfigVersion()
  const stored = readStored('config')
  if (stored && readStored('configVersion') === version) return { config: stored, changed: false }
  const config = await fetchConfig()
  writeStored('config', config)
  // The version the config itself carries: on a first visit the two are asked for at once, and a
  // save between them must not pair an older config with a newer version (it would never refetch).
  writeStored('configVersion', config.version)
  return { config, changed: true }
}

/** Runs `onShow` each time the app comes back into view ("app show"). */
export function onAppShow(onShow: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') onShow()
  }
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}
