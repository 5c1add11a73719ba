/** "pending" → "Pending": queue statuses as tab and tag labels. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}
