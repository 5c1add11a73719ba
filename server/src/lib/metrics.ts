import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, Dialect } from '../db/database.ts'
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

const jobRuns = new Counter({
  name: 'app_job_runs_total',
  help: 'Rounds of each background job this process ran (only the leader runs them; summed over processes, one per period).',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
})

const jobFailures = new Counter({
  name: 'app_job_failures_total',
  help: 'Rounds of each background job that failed on this process.',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
})

const leaderGauge = new Gauge({
  name: 'app_leader',
  help: 'Whether this process holds the background work’s lock (1) or not (0).',
  registers: [metricsRegistry],
})

/** The pools `/metrics` reports, by name (`primary`, `read`). */
const watchedPools = new Map<string, Pick<Database, 'pool'>>()

new Gauge({
  name: 'app_db_pool_connections',
  help: 'Connections of each database pool of this process (primary, read): total open, idle, and queries waiting for one (waiting above 0 for long means the pool is too small for the load).',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset()
    for (const [name, database] of watchedPools) {
      const state = database.pool?.()
      if (!state) continue
      for (const [key, value] of Object.entries(state)) this.set({ pool: name, state: key }, value)
    }
  },
})

/** Reports `database`'s pool under `name` from now on (the last one given a name wins). */
export function watchPool(name: 'primary' | 'read', database: Pick<Database, 'pool'>): void {
  watchedPools.set(name, database)
}

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

/** The background jobs, each counted by its name. */
export type JobName =
  'expiry' | 'income_due' | 'purge_auth' | 'purge_alone_days' | 'purge_idempotency' | 'outbox'

/** For the worker: a round of `job` ran to its end, or failed. */
export function jobRan(job: JobName, ok: boolean): void {
  ;(ok ? jobRuns : jobFailures).inc({ job })
}

/** For the worker: this process became the leader (true) or stopped being it. */
export function leaderIs(leader: boolean): void {
  leaderGauge.set(leader ? 1 : 0)
}

/** For the SMS outbox worker: `rows` texts are waiting to be sent (or retried) as of now. */
export function outboxBacklogIs(rows: number): void {
  outboxBacklog.set(rows)
}
