import type { PendingMessage } from '@app/client/chat-thread'
import { readJson, writeJson } from '../../../lib/storage.ts'

/** A message the user wrote that the server has not acknowledged yet. */
export type OutboxItem = PendingMessage

/** Where unsent messages wait on the device, so a reload or a dead network loses nothing. */
export const OUTBOX_KEY = 'chatOutbox'

interface StoredOutbox {
  /** The user who wrote them: another account signing in on this device does not send them. */
  owner: number
  items: OutboxItem[]
}

export interface Outbox {
  load(): OutboxItem[]
  add(item: OutboxItem): void
  remove(clientIds: readonly string[]): void
}

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.clientId === 'string' && typeof item.text === 'string' && typeof item.createdAt === 'number'
  )
}

function read(owner: number): OutboxItem[] {
  const stored = readJson(OUTBOX_KEY) as Partial<StoredOutbox> | undefined
  if (!stored || stored.owner !== owner || !Array.isArray(stored.items)) return []
  return stored.items.filter(isItem)
}

function write(owner: number, items: OutboxItem[]): void {
  writeJson(OUTBOX_KEY, { owner, items } satisfies StoredOutbox)
}

/**
 * The outbox of one user in localStorage. Every change re-reads what is stored first, so two tabs
 * of the app add and remove without overwriting each other.
 */
export function createOutbox(owner: number): Outbox {
  return {
    load: () => read(owner),
    add(item) {
      const items = read(owner).filter((held) => held.clientId !== item.clientId)
      write(owner, [...items, item])
    },
    remove(clientIds) {
      if (clientIds.length === 0) return
      const gone = new Set(clientIds)
      const items = read(owner)
      const left = items.filter((item) => !gone.has(item.clientId))
      if (left.length !== items.length) write(owner, left)
    },
  }
}
