import { buildApp } from './app.ts'
import { boot, isLoopbackHost } from './boot.ts'
import { readEnv, type ServerEnv } from './env.ts'
import { drainGraceMs } from './lib/drain.ts'
import { createLogger } from './lib/logger.ts'
import { startMetricsServer } from './lib/metrics-endpoint.ts'
import { DEMO } from './seed/demo.ts'
import { startWorker } from './sweeper.ts'

let env: ServerEnv
try {
  env = readEnv()
} catch (error) {
  // Settings that cannot be read stop start-up: one line per wrong variable, naming it and what it
  // expects, before anything is opened or logged.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const log = createLogger(env.logLevel)

async function main(): Promise<void> {
  // The operations port answers the liveness check from the first moment, through migrations and
  // seeding; the app's port opens only once it can serve, so a balancer that checks nothing (nginx)
  // meets a refused connection and sends the request to another process (decision 0077).
  const metricsServer = env.metricsPort === undefined ? undefined : await startMetricsServer(env)
  const { deps, outboxSignal, seeded, firstOperator } = await boot(env, log)
  if (firstOperator === 'missing' && env.production) {
    throw new Error('No operator exists: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one')
  }
  const app = await buildApp(deps, { logger: log })
  await app.listen({ host: env.host, port: env.port })
  const worker = startWorker(deps, { signal: outboxSignal, log })
  const base = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${env.port}`
  log.info(
    { app: `${base}/`, console: `${base}/admin/`, database: deps.database.dialect, sms: Boolean(deps.sms) },
    'listening',
  )
  if (!env.production && isLoopbackHost(env.host)) {
    // For the person who just typed `npm start`: plain lines on stderr, apart from the JSON log.
    const lines = [
      `App:     ${base}/`,
      `Console: ${base}/admin/`,
      `Database: ${deps.database.dialect === 'sqlite' ? `SQLite in ${env.dataDir}` : 'PostgreSQL'}`,
      `Demo user:     phone ${DEMO.user.phone}, password ${DEMO.user.password} (invite friends with ${DEMO.user.invitationCode})`,
      `Demo operator: ${DEMO.operator.username} / ${DEMO.operator.password}`,
    ]
    if (seeded) lines.push('Demo data was seeded into the new database.')
    console.error(lines.join('\n'))
  }

  /**
   * On SIGTERM (a deploy, a container engine): drain first (`lib/drain.ts`): answers close their
   * connections and readiness says 503, until the balancer's idle connections have ended or half
   * the deadline has passed, so no request is written into a connection being closed. Then, as on
   * SIGINT (Ctrl-C, no drain): stop accepting, let requests in flight finish (chat sockets close
   * with 1001 "going away", which clients reconnect from, to another process), let the worker
   * finish its round, close the database, exit 0. Past the deadline the process exits 1 whatever
   * is left.
   */
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal, deadlineSeconds: env.shutdownSeconds }, 'shutting down')
    const deadline = setTimeout(() => {
      log.error({ deadlineSeconds: env.shutdownSeconds }, 'shutdown deadline passed, exiting')
      process.exit(1)
    }, env.shutdownSeconds * 1000)
    deadline.unref()
    try {
      if (signal === 'SIGTERM') await app.drain.begin(drainGraceMs(env.shutdownSeconds))
      await app.close()
      metricsServer?.closeAllConnections()
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)))
      await worker.stop()
      await deps.database.close()
      await deps.replica?.close()
      log.info({}, 'stopped')
      log.flush()
      process.exit(0)
    } catch (error) {
      log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
