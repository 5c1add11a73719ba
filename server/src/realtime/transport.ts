/** What a transport knows of its own health, for readiness and `/metrics`. */
export interface TransportHealth {
  kind: 'memory' | 'postgres' | 'redis'
  /** `idle`: not listening yet (no socket has signed in here); `up`; `down`: the feed is lost. */
  listener: 'idle' | 'up' | 'down'
}

/** What a receiver is told: a payload from any node, or that the feed was interrupted. */
export interface TransportReceiver {
  payload(channel: string, payload: string): void
  /** Payloads may have been missed: every channel's receivers start over. */
  reset(): void
}

/**
 * How payloads reach every server process, the sender included: in memory (SQLite, one process),
 * PostgreSQL NOTIFY/LISTEN, or Redis pub/sub (`REDIS_URL`). Payloads are JSON texts.
 */
export interface Transport {
  readonly kind: TransportHealth['kind']
  /** The largest payload it carries; a longer one is shrunk by its channel's codec first. */
  readonly maxPayloadBytes: number
  /** Sends payloads on `channel` to every node, in order; rejects when they could not be sent. */
  publish(channel: string, payloads: readonly string[]): Promise<void>
  /** Resolves once payloads from every node on `channels` reach `receiver`; safe to call again. */
  start(channels: readonly string[], receiver: TransportReceiver): Promise<void>
  health(): TransportHealth
  close(): Promise<void>
}

/** One process: a payload goes straight to this process's receiver. */
export class MemoryTransport implements Transport {
  readonly kind = 'memory'
  readonly maxPayloadBytes = Number.POSITIVE_INFINITY
  private receiver: TransportReceiver | undefined

  async publish(channel: string, payloads: readonly string[]): Promise<void> {
    for (const payload of payloads) this.receiver?.payload(channel, payload)
  }

  async start(_channels: readonly string[], receiver: TransportReceiver): Promise<void> {
    this.receiver = receiver
  }

  health(): TransportHealth {
    return { kind: 'memory', listener: 'up' }
  }

  async close(): Promise<void> {
    this.receiver = undefined
  }
}
