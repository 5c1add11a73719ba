import { useSyncExternalStore } from 'react'
import { i18n } from './i18n.ts'

export type { TFunction } from './translator.ts'

/**
 * The app's translation hook: pages import it from here. A component re-renders when the language
 * changes and when texts are added (a remote language file arriving for the language shown).
 */
export function useTranslation() {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t)
  return { t, i18n }
}
