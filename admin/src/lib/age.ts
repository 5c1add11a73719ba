import { translate } from './i18n.ts'

/**
 * How long something has waited, as an operator reads it at a glance: "under 1 min", "12 min",
 * "3 h 12 min", "2 d 5 h".
 */
export function formatAge(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  if (minutes < 1) return translate('age.underMinute')
  if (minutes < 60) return translate('age.minutes', { m: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return translate('age.hours', { h: hours, m: minutes % 60 })
  return translate('age.days', { d: Math.floor(hours / 24), h: hours % 24 })
}
