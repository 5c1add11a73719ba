import { Counter, Gauge } from 'prom-client'
import { metricsRegistry } from './metrics.ts'

// Redis's connections and the live events (decision 0072), in the process's one registry.

const redisConnected = new Gauge({
  name: 'app_redis_connected',
  help: "Whether this process holds a working connection to Redis (1) or not (0), by what uses it: the general limit, the live events' publishing or their subscription.",
  labelNames: ['role'] as const,
  registers: [metricsRegistry],
})

const redisErrors = new Counter({
  name: 'app_redis_errors_total',
  help: 'Errors on a Redis connection (refused, lost, timed out), by what uses it.',
  labelNames: ['role'] as const,
  registers: [metricsRegistry],
})

/** A Redis connection of `role` became usable, or stopped being. */
export function redisConnectedIs(role: 'limit' | 'live' | 'listener', up: boolean): void {
  redisConnected.set({ role }, up ? 1 : 0)
}

/** A Redis connection of `role` reported an error. */
export function countRedisError(role: 'limit' | 'live' | 'listener'): void {
  redisErrors.inc({ role })
}

/** Read at scrape time from what the process registered: its live events' outbox and listener. */
export interface HealthSample {
  /** Live events committed and not yet published, and the age of the oldest (seconds). */
  outbox?: { backlog: number; oldestSeconds: number }
  /** The live events' listener: 1 listening, 0 not (lost, or not started: no socket yet). */
  listenerUp?: number
}

const samplers = new Set<() => Promise<HealthSample>>()
let lastSample: { at: number; sample: Promise<HealthSample[]> } | undefined

/** Adds what a scrape reads (an app adds its own when built); returns its removal. */
export function addHealthSampler(sampler: () => Promise<HealthSample>): () => void {
  samplers.add(sampler)
  return () => samplers.delete(sampler)
}

/** One read of every sampler per scrape, shared by the gauges below. */
function samples(): Promise<HealthSample[]> {
  const now = Date.now()
  if (!lastSample || now - lastSample.at > 100)
    lastSample = {
      at: now,
      sample: Promise.all([...samplers].map((sample) => sample().catch((): HealthSample => ({})))),
    }
  return lastSample.sample
}

const sum = (values: (number | undefined)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0)

new Gauge({
  name: 'app_live_outbox_backlog',
  help: 'Live events committed and not yet published to every server process.',
  registers: [metricsRegistry],
  async collect() {
    this.set(sum((await samples()).map((s) => s.outbox?.backlog)))
  },
})

new Gauge({
  name: 'app_live_outbox_oldest_seconds',
  help: 'Age of the oldest live event still waiting to be published (0 when none waits).',
  registers: [metricsRegistry],
  async collect() {
    this.set(Math.max(0, ...(await samples()).map((s) => s.outbox?.oldestSeconds ?? 0)))
  },
})

new Gauge({
  name: 'app_live_listener_up',
  help: "Whether this process hears other processes' live events (1), or not (0: lost, or no socket has signed in yet).",
  registers: [metricsRegistry],
  async collect() {
    this.set(Math.min(1, sum((await samples()).map((s) => s.listenerUp))))
  },
})

const liveEvents = new Counter({
  name: 'app_live_events_total',
  help: "Live events relayed from the outbox: published, or dropped (too old to matter: the sockets' clients read again on reconnect).",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

const relayFailures = new Counter({
  name: 'app_live_relay_failures_total',
  help: 'Relay rounds that failed (the transport or the database refused); the events stay in the outbox and go on the next round.',
  registers: [metricsRegistry],
})

/** `count` live events left the outbox: published, or dropped as too old. */
export function countLiveEvents(outcome: 'published' | 'dropped', count: number): void {
  if (count > 0) liveEvents.inc({ outcome }, count)
}

/** A relay round failed. */
export function countRelayFailure(): void {
  relayFailures.inc()
}
