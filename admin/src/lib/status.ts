import { translate } from './i18n.ts'

/**
 * "pending" → "Pending" / "Pendiente" / "保留中": statuses, wallets and rewards as tab and tag
 * labels; a value the language files do not name is shown capitalised.
 */
export function statusLabel(status: string): string {
  const key = `status.${status}`
  const label = translate(key)
  return label === key ? status.charAt(0).toUpperCase() + status.slice(1) : label
}
