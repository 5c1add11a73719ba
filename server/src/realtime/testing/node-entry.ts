/**
 * One server process for multi-process tests and benchmarks: boots from the environment like
 * `main.ts`, listens on `PORT` (0: any free port) on 127.0.0.1, and prints one JSON line
 * `{"port": …}` on stdout once ready. SIGTERM closes it cleanly.
 */
import { buildApp } from '../../app.ts'
import { boot } from '../../boot.ts'
import { readEnv } from '../../env.ts'

const env = readEnv()
const { deps } = await boot(env, { info: () => undefined })
const app = await buildApp(deps)
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
const address = app.server.address()
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
)

const stop = async () => {
  await app.close()
  await deps.database.close()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
