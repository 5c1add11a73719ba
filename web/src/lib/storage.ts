import type { AppConfig } from '@app/contracts/config'
import type { Locale } from '@app/contracts/constants'
import type { UserInfo } from '@app/contracts/auth'

/** What the app keeps on the device (spec §3), under these exact keys. */
export interface StoredValues {
  userInfo: UserInfo
  token: string
  locale: Locale
  config: AppConfig
  configVersion: number
}
export type StorageKey = keyof StoredValues

type Listener = (key: string) => void
const listeners = new Set<Listener>()

function notify(key: string) {
  for (const listener of listeners) listener(key)
}

/** Values are stored as JSON so numbers and objects come back with their type. */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  return readJson(key) as StoredValues[K] | undefined
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  writeJson(key, value)
}

export function removeStored(key: StorageKey): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage can be unavailable (private mode, quota); the app still runs for this visit.
  }
  notify(key)
}

export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // See removeStored.
  }
  notify(key)
}

/** Called with the key whenever a stored value changes here or in another tab. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => listener(event.key ?? '')
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
