import { useRef } from 'react'
import { useMutation, useQueryClient, type MutationKey } from '@tanstack/react-query'
import { isHttpError } from './request.ts'

/**
 * Idempotency keys for one kind of money action (docs/decisions/0009): one key per user action,
 * made when the user confirms, and reused when that same action (same fingerprint: same product
 * and wallet, same holding, same form values) is tried again after a time-out, a lost connection or
 * a server failure, so the server replays instead of paying twice. A success or a refusal (the
 * server stores a refusal and would only replay it) ends the action; the next confirmation of the
 * same values is a new action with a new key.
 */
export interface ActionKeys {
  keyFor(fingerprint: string): string
  settle(fingerprint: string): void
}

export function createActionKeys(newKey: () => string = () => crypto.randomUUID()): ActionKeys {
  const open = new Map<string, string>()
  return {
    keyFor(fingerprint) {
      let key = open.get(fingerprint)
      if (key === undefined) {
        key = newKey()
        open.set(fingerprint, key)
      }
      return key
    },
    settle(fingerprint) {
      open.delete(fingerprint)
    },
  }
}

/**
 * Keys live as long as the app, per kind of action: leaving the page after a time-out and trying
 * the same purchase again still replays instead of buying twice.
 */
const keysByAction = new Map<string, ActionKeys>()

function actionKeysFor(mutationKey: MutationKey): ActionKeys {
  const name = JSON.stringify(mutationKey)
  let keys = keysByAction.get(name)
  if (!keys) {
    keys = createActionKeys()
    keysByAction.set(name, keys)
  }
  return keys
}

export interface MoneyActionOptions<V, R> {
  mutationKey: MutationKey
  /** Sends the request with the action's `Idempotency-Key`. */
  send: (variables: V, idempotencyKey: string) => Promise<R>
  /** What makes two attempts the same action; by default the variables as JSON. */
  fingerprint?: (variables: V) => string
}

export interface MoneyAction<V, R> {
  /** Runs the action; while one is in flight, another call gets the same promise (no second request). */
  run: (variables: V) => Promise<R>
  isPending: boolean
}

/**
 * A money-moving call (buy, receive, recharge, withdraw, redeem). On success every cached view is
 * marked stale: money moved, so balances, lists and records may all have changed. So is a 409:
 * what the user saw (a price, a fee, a receipt account) changed on the server, and the page shows
 * the new figures before the user tries again.
 */
export function useMoneyAction<V, R>({
  mutationKey,
  send,
  fingerprint = (variables) => JSON.stringify(variables),
}: MoneyActionOptions<V, R>): MoneyAction<V, R> {
  const queryClient = useQueryClient()
  const inFlight = useRef<Promise<R> | null>(null)
  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ variables, key }: { variables: V; key: string }) => send(variables, key),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => {
      if (isHttpError(error) && error.status === 409) void queryClient.invalidateQueries()
    },
  })
  const { mutateAsync } = mutation
  const run = (variables: V): Promise<R> => {
    if (inFlight.current) return inFlight.current
    const actionKeys = actionKeysFor(mutationKey)
    const print = fingerprint(variables)
    const key = actionKeys.keyFor(print)
    const attempt = mutateAsync({ variables, key })
      .then(
        (result) => {
          actionKeys.settle(print)
          return result
        },
        (error: unknown) => {
          if (isFinalAnswer(error)) actionKeys.settle(print)
          throw error
        },
      )
      .finally(() => {
        inFlight.current = null
      })
    inFlight.current = attempt
    return attempt
  }
  return { run, isPending: mutation.isPending }
}

/**
 * Whether the server answered the action for good: any 4xx but "the first is still running" (the
 * server stores such a refusal against the key and replays it). Time-outs, lost connections and 5xx
 * keep the key, so the retry replays whatever the first attempt did.
 */
function isFinalAnswer(error: unknown): boolean {
  if (!isHttpError(error) || error.status < 400 || error.status >= 500) return false
  const body = error.body as { data?: { error?: unknown } } | undefined
  return body?.data?.error !== 'IDEMPOTENCY_IN_PROGRESS'
}

/** The header a money POST carries. */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key })
