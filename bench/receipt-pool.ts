/**
 * What the money bench's loads send. A purchase can be asked for again and again; a receipt pays
 * only what fell due since the last one, so the receive phases take holdings no phase has asked
 * for: each pays one earning, as a daily plan's holding does when its holder receives every day.
 * A script's part, not a test.
 */
import type { LoadJob, LoadResult } from './load.ts'

/** What a load sends: made ready before it (not timed), and told afterwards what it did. */
export interface RequestSource {
  requests(): Promise<LoadJob['requests']>
  after?(result: LoadResult, concurrency: number): void
}

/** The same requests, round and round. */
export const fixed = (requests: LoadJob['requests']): RequestSource => ({ requests: async () => requests })

/** A holding to receive, and its owner. */
export interface ReceiptRequest {
  userId: number
  token: string
  holdingId: number
}

/**
 * Holdings made ready for a phase: this many times the receipts it could make at the best rate
 * seen so far, so a phase never comes back to a holding it received.
 */
const MARGIN = 2

/**
 * Holdings, each received once: a phase takes the ones not yet asked for, and the next one starts
 * after the last one the phase may have asked for. `buy(k)` makes the k-th (its owner the k-th
 * user round the users, so requests in flight at once are different users', as a crowd's are);
 * they are bought `concurrency` at a time before a phase, not timed.
 */
export function receiptPool(options: {
  buy: (k: number) => Promise<ReceiptRequest>
  concurrency: number
  /** Receipts a second the first phase may reach (the purchases' best rate is a good guess). */
  expectedRate: number
}) {
  const ready: ReceiptRequest[] = []
  let next = 0
  let bestRate = options.expectedRate
  return {
    /** `count` holdings not yet asked for, each with its earning due. */
    async take(count: number): Promise<ReceiptRequest[]> {
      const start = ready.length
      const missing = next + count - start
      if (missing > 0) {
        const made: ReceiptRequest[] = new Array<ReceiptRequest>(missing)
        let taken = 0
        await Promise.all(
          Array.from({ length: options.concurrency }, async () => {
            for (let k = taken++; k < missing; k = taken++) made[k] = await options.buy(start + k)
          }),
        )
        ready.push(...made)
        // The earning falls due a second after the purchase, counted in whole seconds.
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
      return ready.slice(next, next + count)
    },
    /** Enough for `seconds` of load at MARGIN times the best rate seen so far. */
    forPhase(seconds: number): number {
      return Math.ceil(MARGIN * bestRate * seconds)
    },
    /** The first `asked` of the last `take` were asked for in `seconds`, and `inFlight` more may have been. */
    used(asked: number, inFlight: number, seconds: number) {
      next += asked + inFlight + 1
      bestRate = Math.max(bestRate, asked / seconds)
    },
    /** Holdings asked for (or passed over) so far. */
    get received() {
      return next
    },
  }
}

export type ReceiptPool = ReturnType<typeof receiptPool>

/** Receipts of `path(holdingId)` for holdings not yet received, one request each. */
export function receiptsFrom(
  pool: ReceiptPool,
  seconds: number,
  path: (holdingId: number) => string,
): RequestSource {
  return {
    requests: async () =>
      (await pool.take(pool.forPhase(seconds))).map((h) => ({
        method: 'POST',
        path: path(h.holdingId),
        token: h.token,
        idempotent: true,
      })),
    after: (result, concurrency) => pool.used(result.completed, concurrency, result.seconds),
  }
}
