/**
 * How long something has waited, as an operator reads it at a glance: "under 1 min", "12 min",
 * "3 h 12 min", "2 d 5 h".
 */
export function formatAge(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  if (minutes < 1) return 'under 1 min'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
