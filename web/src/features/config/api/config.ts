import { useSyncExternalStore } from 'react'
import { CONFIG_GET, CONFIG_VERSION, type AppConfig } from '@app/contracts/config'
import { fetchData } from '../../../lib/request.ts'
import { readStored, subscribeStorage } from '../../../lib/storage.ts'

export const configQueryKey = ['config'] as const

// Start-up calls stay quiet: the app runs on the stored config when the server is unreachable.
export const fetchConfigVersion = () => fetchData(CONFIG_VERSION, {}, { suppressToast: true })

export const fetchConfig = () => fetchData(CONFIG_GET, {}, { suppressToast: true })

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === 'config' || key === '') onChange()
  })

/** The stored config (refreshed by `syncConfig`); the snapshot is the raw string so it is stable. */
export function useAppConfig(): AppConfig | undefined {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem('config'))
  return raw ? (readStored('config') ?? undefined) : undefined
}
