import { initI18n, initialLocale, currentLocale } from '../lib/i18n/i18n.ts'
import { loadRemoteLanguage } from '../lib/i18n/remote-language.ts'
import { readStored } from '../lib/storage.ts'
import { onAppShow, syncConfig } from '../features/config/sync.ts'
import { watchConnection } from '../lib/connection.ts'
import { queryClient } from './query-client.ts'

async function refreshConfigAndLanguage(): Promise<void> {
  try {
    const { config } = await syncConfig()
    if (!config) return
    document.title = config.site_name
    await loadRemoteLanguage(currentLocale(), config.language_packages, config.version)
  } catch {
    // Offline or server down: the stored config and the bundled texts keep the app usable.
  }
}

/**
 * Before the first render: the bundled language (so nothing flashes in English for an es/ja user).
 * After it, without waiting: config version check, then the remote language file; again on each show.
 */
export async function startApp(): Promise<void> {
  await initI18n(initialLocale())
  // Back online: every query on screen asks again (joining a refetch TanStack Query started itself).
  watchConnection(() => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }))
  const stored = readStored('config')
  if (stored) document.title = stored.site_name
  void refreshConfigAndLanguage()
  onAppShow(() => void refreshConfigAndLanguage())
}
