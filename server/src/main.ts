import { buildApp } from './app.ts'
import { boot, isLoopbackHost } from './boot.ts'
import { readEnv, type ServerEnv } from './env.ts'
import { DEMO } from './seed/demo.ts'
import { startSweeper } from './sweeper.ts'

let env: ServerEnv
try {
  env = readEnv()
} catch (error) {
  // Settings that cannot be read stop start-up: one line per wrong variable, naming it and what it
  // expects, before anything is opened or logged.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

async function main(): Promise<void> {
  const { deps, seeded, firstOperator } = await boot(env, console)
  if (firstOperator === 'missing' && env.production) {
    throw new Error('No operator exists: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one')
  }
  const app = await buildApp(deps, { logger: env.production })
  const stopSweeper = startSweeper(deps, (error) => app.log.error({ err: error }, 'sweep failed'))
  await app.listen({ host: env.host, port: env.port })
  const base = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${env.port}`
  const lines = [
    `App:     ${base}/`,
    `Console: ${base}/admin/`,
    `Database: ${deps.database.dialect === 'sqlite' ? `SQLite in ${env.dataDir}` : 'PostgreSQL'}`,
  ]
  if (!env.production && isLoopbackHost(env.host)) {
    lines.push(
      `Demo user:     phone ${DEMO.user.phone}, password ${DEMO.user.password} (invite friends with ${DEMO.user.invitationCode})`,
      `Demo operator: ${DEMO.operator.username} / ${DEMO.operator.password}`,
    )
    if (seeded) lines.push('Demo data was seeded into the new database.')
  }
  console.log(lines.join('\n'))

  const stop = async () => {
    stopSweeper()
    await app.close()
    await deps.database.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
