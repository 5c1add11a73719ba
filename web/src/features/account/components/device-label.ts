import type { TFunction } from '../../../lib/i18n/translate.ts'

/** `Chrome · Android`, or whichever half is known, or `Unknown device`: the device's own word. */
export function deviceLabel(t: TFunction, device: { browser: string | null; os: string | null }): string {
  const known = [device.browser, device.os].filter((part) => part !== null)
  return known.length > 0 ? known.join(' · ') : t('sessions.unknownDevice')
}
