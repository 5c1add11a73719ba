import { findAppText } from './i18n.ts'

/** Schema and server messages are keys of the app's language files, shown in the console's language. */
export function findText(key: string): string | undefined {
  return findAppText(key)
}

export function text(key: string): string {
  return findText(key) ?? key
}
