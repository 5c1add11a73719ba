import type { WebviewHostRow } from '@app/contracts'
import type { ConsoleHostRow } from './webview.repo.ts'

export function presentHost(row: ConsoleHostRow): WebviewHostRow {
  return { host: row.host, note: row.note, createdBy: row.username, createdAt: row.created_at }
}
