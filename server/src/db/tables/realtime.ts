import type { Generated } from 'kysely'

/** A live event committed and not yet published to every server process (the outbox, decision 0072). */
export interface LiveEventsTable {
  id: Generated<number>
  channel: string
  payload: string
  created_at: number
}
