import type { Locale } from '@app/contracts/constants'
import { readStored } from '../storage.ts'
import { switchLanguage } from './i18n.ts'
import { loadRemoteLanguage, type RemoteLanguageOutcome } from './remote-language.ts'

/** Bundled texts first, then the remote file named in the stored config replaces them. */
export async function changeLanguage(locale: Locale): Promise<RemoteLanguageOutcome> {
  await switchLanguage(locale)
  const config = readStored('config')
  if (!config) return 'none'
  return loadRemoteLanguage(locale, config.language_packages, config.version)
}
