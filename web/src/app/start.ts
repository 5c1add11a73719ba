import { initI18n, initialLocale, currentLocale } from '../lib/i18n/i18n.ts'
import { loadRemoteLanguage } from '../lib/i18n/remote-language.ts'
import { readStored } from '../lib/storage.ts'
import { onAppShow, syncConfig } from '../features/config/sync.ts'
import { loadKitLocale } from './kit-locale.ts'
import { applyMotionSwitch } from './motion.ts'
import { watchConnection } from '../lib/connection.ts'
import { whenIdle } from '../lib/idle.ts'
import { queryClient } from './query-client.ts'
import { applyTheme, followTheme } from '../lib/theme.ts'

/** Resolves when the page has loaded and the browser is idle (or 3 s after the load at the latest). */
const afterFirstScreen = () => new Promise<void>((resolve) => void whenIdle(resolve))

async function refreshConfigAndLanguage(): Promise<void> {
  try {
    const { config } = await syncConfig()
    if (!config) return
    document.title = config.site_name
    // The bundled texts are already shown: fetch the edited ones once the first screen is done.
    await afterFirstScreen()
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
  // Already applied by the landing script in a built page; then kept in step with the phone.
  applyTheme()
  followTheme()
  const locale = initialLocale()
  // The kit's texts too, so nothing shows in English for an es/ja user (offline: English kit texts);
  // and the journeys' motion switch, before anything moves.
  await Promise.all([
    initI18n(locale),
    loadKitLocale(locale).catch(() => undefined),
    applyMotionSwitch().catch(() => undefined),
  ])
  // Back online: every query on screen asks again (joining a refetch TanStack Query started itself).
  watchConnection(() => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }))
  const stored = readStored('config')
  if (stored) document.title = stored.site_name
  void refreshConfigAndLanguage()
  onAppShow(() => void refreshConfigAndLanguage())
}
