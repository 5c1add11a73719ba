import { bundledLanguages, lookupText } from '@app/contracts/i18n'

/** The console is English-only; schema messages are translation keys resolved here. */
export function findText(key: string): string | undefined {
  return lookupText(bundledLanguages.en, key)
}

export function text(key: string): string {
  return findText(key) ?? key
}
