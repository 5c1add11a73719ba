import { Redis } from 'ioredis'
import { watchRedis, type HealthLog, type RedisWatch } from '../lib/redis-health.ts'
import type { Transport, TransportHealth, TransportReceiver } from './transport.ts'

/** How long a start waits for Redis before the socket that asked is told to come back. */
const START_TIMEOUT_MS = 2000

/**
 * Several processes with `REDIS_URL`: PUBLISH on one connection, SUBSCRIBE on another, no
 * PostgreSQL session held for it. A publish fails at once while Redis is away (the relay keeps the events in the outbox and tries again). When the subscription drops the
 * receiver is reset, since payloads may have been missed; the client subscribes again on reconnect.
 */
export class RedisTransport implements Transport {
  readonly kind = 'redis'
  readonly maxPayloadBytes = 512 * 1024
  private readonly pub: Redis
  private readonly pubHealth: RedisWatch
  private sub: Redis | undefined
  private subHealth: { up(): boolean } | undefined
  private starting: Promise<void> | undefined
  private listening = false
  private lostFeed = false

  /**
   * What the channels on Redis begin with: `live:`, apart from anything else the server keeps
   * there, then the database's name, so that processes of two databases sharing one Redis (two
   * environments, or the suite's servers) never hear each other's events, whose ids would collide.
   */
  private readonly prefix: string

  constructor(
    private readonly url: string,
    private readonly log: HealthLog,
    database: string,
  ) {
    this.prefix = `live:${database}:`
    this.pub = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 })
    this.pubHealth = watchRedis(this.pub, 'live', log)
  }

  async publish(channel: string, payloads: readonly string[]): Promise<void> {
    if (payloads.length === 0) return
    if (!this.pubHealth.usable()) throw new Error('Redis is not connected')
    const batch = this.pub.multi()
    for (const payload of payloads) batch.publish(this.prefix + channel, payload)
    const replies = await batch.exec()
    const failed = replies?.find(([error]) => error)
    if (!replies || failed) throw failed?.[0] ?? new Error('Redis refused the publish')
  }

  start(channels: readonly string[], receiver: TransportReceiver): Promise<void> {
    const sub = this.subscriber(receiver)
    this.starting ??= this.subscribe(sub, channels).catch((error: unknown) => {
      this.starting = undefined
      throw error
    })
    return this.starting
  }

  health(): TransportHealth {
    const listener = this.listening && this.subHealth?.up() ? 'up' : this.lostFeed ? 'down' : 'idle'
    return { kind: 'redis', listener }
  }

  /** Whether both connections answer (readiness). */
  up(): boolean {
    return this.pubHealth.up() && (this.sub === undefined || (this.subHealth?.up() ?? false))
  }

  async close(): Promise<void> {
    this.pub.disconnect()
    this.sub?.disconnect()
  }

  private subscriber(receiver: TransportReceiver): Redis {
    if (this.sub) return this.sub
    const sub = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
    this.subHealth = watchRedis(sub, 'listener', this.log)
    sub.on('message', (channel: string, payload: string) => {
      if (channel.startsWith(this.prefix)) receiver.payload(channel.slice(this.prefix.length), payload)
    })
    sub.on('close', () => {
      if (!this.listening) return
      this.listening = false
      this.lostFeed = true
      this.starting = undefined
      receiver.reset()
    })
    this.sub = sub
    return sub
  }

  private async subscribe(sub: Redis, channels: readonly string[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer the subscription')), START_TIMEOUT_MS)
    })
    try {
      if (sub.status === 'wait') await Promise.race([sub.connect(), timeout])
      await Promise.race([sub.subscribe(...channels.map((c) => this.prefix + c)), timeout])
      this.listening = true
      this.lostFeed = false
    } catch (error) {
      this.lostFeed = true
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}
