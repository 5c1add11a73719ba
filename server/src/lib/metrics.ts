import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Dialect } from '../db/database.ts'
import { onGroupCommit } from '../db/group-commit.ts'
import { onTransactionRetry } from '../db/transaction.ts'

/**
 * What this process counts, for Prometheus to scrape at `/metrics`. One registry of its own rather
 * than prom-client's global one, so nothing a library registers by default leaks into it. The
 * counters are process-wide: every app built in a process (tests build several) adds to the same
 * ones, so a test compares values before and after. Every label takes one of a closed set of
 * values (a route's pattern, a limit's kind, an action's name), never an id, a phone, an address
 * or a raw path, so the number of series stays bounded whatever the traffic.
 */
export const metricsRegistry = new Registry()

collectDefaultMetrics({ register: metricsRegistry, prefix: 'app_' })

const httpRequests = new Counter({
  name: 'app_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

const httpDuration = new Histogram({
  name: 'app_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

const transactionRetries = new Counter({
  name: 'app_db_transaction_retries_total',
  help: 'Write transactions run again after a serialization failure or a deadlock.',
  labelNames: ['dialect'] as const,
  registers: [metricsRegistry],
})

const groupCommits = new Histogram({
  name: 'app_db_group_commit_requests',
  help: 'Money requests written by one commit (group commit, batched purchases), per commit that carried more than one.',
  buckets: [2, 4, 8, 16, 32],
  registers: [metricsRegistry],
})

const limitRefusals = new Counter({
  name: 'app_limit_refusals_total',
  help: 'Requests refused by a rate limit, by the kind of limit (never the address, phone or user).',
  labelNames: ['bucket'] as const,
  registers: [metricsRegistry],
})

const limitStoreFailures = new Counter({
  name: 'app_limit_store_failures_total',
  help: "Calls to the general limit's store (Redis or the database) that failed; each let a batch of requests through.",
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
})

const idempotencyOutcomes = new Counter({
  name: 'app_idempotency_total',
  help: 'Money requests whose idempotency key was seen before: replayed, or refused as a conflict.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

const moneyActions = new Counter({
  name: 'app_money_actions_total',
  help: 'Money actions committed (a replayed request is not counted again), by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
})

const chatSockets = new Gauge({
  name: 'app_chat_sockets',
  help: 'Chat sockets open on this process.',
  registers: [metricsRegistry],
})

const chatMessages = new Counter({
  name: 'app_chat_messages_total',
  help: 'Chat messages stored (a resend of the same message is not counted), by who sent them.',
  labelNames: ['from'] as const,
  registers: [metricsRegistry],
})

const sweepLastRun = new Gauge({
  name: 'app_sweep_last_run_timestamp_seconds',
  help: 'When the last sweep that succeeded ended (Unix time); an old value means the sweeper is behind.',
  registers: [metricsRegistry],
})

const sweepDuration = new Histogram({
  name: 'app_sweep_duration_seconds',
  help: 'How long each successful sweep took.',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
})

const sweepFailures = new Counter({
  name: 'app_sweep_failures_total',
  help: 'Sweeps that failed (the last-run time stays where it was).',
  registers: [metricsRegistry],
})

const outboxBacklog = new Gauge({
  name: 'app_outbox_backlog',
  help: 'Texts in the SMS outbox still waiting to be sent, as the last sweep saw them.',
  registers: [metricsRegistry],
})

/**
 * The money actions counted, each once when its transaction commits. Above the approval cap, the
 * second operator's action that lets the money move counts `approval_granted` as well as the action
 * itself; the first operator's, which only asks, counts nothing.
 */
export type MoneyAction =
  | 'purchase'
  | 'income_received'
  | 'recharge_requested'
  | 'recharge_confirmed'
  | 'recharge_marked_error'
  | 'recharge_expired'
  | 'withdrawal_requested'
  | 'withdrawal_completed'
  | 'withdrawal_rejected'
  | 'withdrawal_expired'
  | 'withdrawal_cancelled'
  | 'redemption'
  | 'reversal'
  | 'approval_granted'
  | 'approval_rejected'

/** The money action of each endpoint that runs once per idempotency key, by the endpoint's id. */
const MONEY_ACTION_OF_ENDPOINT: Readonly<Record<string, MoneyAction>> = {
  'products.buy': 'purchase',
  'income.receive': 'income_received',
  'wallet.createRecharge': 'recharge_requested',
  'wallet.createWithdrawal': 'withdrawal_requested',
  'wallet.cancelWithdrawal': 'withdrawal_cancelled',
  'redeem.redeem': 'redemption',
}

/**
 * The route label of a request: its URL pattern (`/api/products/:id/buy`), `static` for the app's
 * and the console's files (the catch-all patterns outside the API), `unmatched` when no route
 * matched. Never the raw URL, which a client can vary without end.
 */
export function routeLabelOf(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched'
  if (pattern.endsWith('*') && !pattern.startsWith('/api')) return 'static'
  return pattern
}

/**
 * The kind of a rate-limit bucket: its first two parts (`login:ip:10.0.0.7` → `login:ip`,
 * `chat-send:user:42:10` → `chat-send:user`), so no address, phone or id becomes a label value.
 */
export function bucketKindOf(bucket: string): string {
  return bucket.split(':').slice(0, 2).join(':')
}

/** Counts one answered request and its duration; installed once per app as an `onResponse` hook. */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => countResponse(request, reply))
}

function countResponse(request: FastifyRequest, reply: FastifyReply): void {
  const route = routeLabelOf(request.routeOptions.url)
  const status = reply.statusCode
  httpRequests.inc({ method: request.method, route, status: String(status) })
  httpDuration.observe(
    { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
    reply.elapsedTime / 1000,
  )
}

/** A write transaction is about to run again after a serialization failure or deadlock. */
export function countTransactionRetry(dialect: Dialect): void {
  transactionRetries.inc({ dialect })
}

onTransactionRetry(countTransactionRetry)
onGroupCommit((size) => groupCommits.observe(size))

/** A batch of money requests committed together (`idempotency-batch.ts`): counted with group commits. */
export function countMoneyBatch(size: number): void {
  if (size > 1) groupCommits.observe(size)
}

const operatorLockouts = new Counter({
  name: 'app_operator_lockouts_total',
  help: "Operator sign-ins refused because the operator's name (or a known device) is held back, by rung: alert on any rise.",
  labelNames: ['rung'] as const,
  registers: [metricsRegistry],
})

/** An operator's sign-in was refused by the delays on their name (`m`, `t`, `d`) or their device's window. */
export function countOperatorLockout(rung: string): void {
  operatorLockouts.inc({ rung })
}

/** A rate limit refused a request; `bucket` is the full bucket name, of which only the kind is kept. */
export function countLimitRefusal(bucket: string): void {
  limitRefusals.inc({ bucket: bucketKindOf(bucket) })
}

/** The general limit's store failed a call, and the limiter let a batch through (it fails open). */
export function countLimitStoreFailure(store: 'redis' | 'database'): void {
  limitStoreFailures.inc({ store })
}

/** A repeated idempotency key was answered from its stored answer, or refused as a conflict. */
export function countIdempotency(outcome: 'replay' | 'conflict'): void {
  idempotencyOutcomes.inc({ outcome })
}

/** `count` money actions of `kind` committed (call after the commit, never on a replay). */
export function countMoneyAction(kind: MoneyAction, count = 1): void {
  if (count > 0) moneyActions.inc({ kind }, count)
}

/**
 * An idempotent endpoint's effect committed (not a replay): counts its money action. An endpoint
 * missing from the table counts under its own id, still one of a closed set.
 */
export function countMoneyEndpoint(endpointId: string): void {
  moneyActions.inc({ kind: MONEY_ACTION_OF_ENDPOINT[endpointId] ?? endpointId })
}

/** A chat socket opened on this process. */
export function chatSocketOpened(): void {
  chatSockets.inc()
}

/** A chat socket of this process closed (call once per socket opened). */
export function chatSocketClosed(): void {
  chatSockets.dec()
}

/** `count` new chat messages stored, sent by a user or an operator. */
export function countChatMessages(from: 'user' | 'operator', count = 1): void {
  if (count > 0) chatMessages.inc({ from }, count)
}

/**
 * For the sweeper: a sweep that began at `startedAtMs` (`Date.now()`) has just succeeded. Sets the
 * last-run time and records its duration. Call `sweepFailed` instead when it threw.
 */
export function sweepFinished(startedAtMs: number): void {
  const nowMs = Date.now()
  sweepLastRun.set(nowMs / 1000)
  sweepDuration.observe(Math.max(0, nowMs - startedAtMs) / 1000)
}

/** For the sweeper: a sweep threw. The last-run time is left as it was, so staleness shows. */
export function sweepFailed(): void {
  sweepFailures.inc()
}

/** For the SMS outbox worker: `rows` texts are waiting to be sent (or retried) as of now. */
export function outboxBacklogIs(rows: number): void {
  outboxBacklog.set(rows)
}

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

/** Read at scrape time from what the process registered: its database pool, outbox and listener. */
export interface HealthSample {
  pool?: { total: number; idle: number; waiting: number }
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
  name: 'app_db_pool_connections',
  help: "The database pool's connections: open in all, idle, and requests waiting for one (PostgreSQL).",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const pools = (await samples()).flatMap((s) => (s.pool ? [s.pool] : []))
    this.set({ state: 'total' }, sum(pools.map((p) => p.total)))
    this.set({ state: 'idle' }, sum(pools.map((p) => p.idle)))
    this.set({ state: 'waiting' }, sum(pools.map((p) => p.waiting)))
  },
})

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
