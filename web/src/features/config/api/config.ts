import { useSyncExternalStore } from 'react'
import type { AppConfig, ConfigVersionReply } from '@app/contracts/config'
import { request } from '../../../lib/request.ts'
import { readStored, subscribeStorage } from '../../../lib/storage.ts'

export const configQueryKey = ['config'] as const

// Start-up calls stay quiet: the app runs on the stored config when the server is unreachable.
export const fetchConfigVersion = () =>
  request<ConfigVersionReply>('/api/config/version', { suppressToast: true }).then((r) => r.data)

export const fetchConfig = () =>
  request<AppConfig>('/api/config', { suppressToast: true }).then((r) => r.data)

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === 'config' || key === '') onChange()
  })

/** The stored config (refreshed by `syncConfig`); the snapshot is the raw string so it is stable. */
export function useAppConfig(): AppConfig | undefined {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem('config'))
  return raw ? (readStored('config') ?? undefined) : undefined
}
