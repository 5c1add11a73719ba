import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readEnv, SETTING_VARIABLES } from '../env.ts'
import { compiledEntry } from './server-build.ts'

/** A production environment that passes every check; each refusal below spoils one part of it. */
export const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:db-secret-9f2c@db.internal:5432/app',
  ADMIN_USERNAME: 'ops-lead',
  ADMIN_PASSWORD: 'quiet otter 41 ledger',
  SMS_WEBHOOK_URL: 'https://sms-gateway.internal/send',
  HOST: '0.0.0.0',
  PORT: '8080',
  TRUST_PROXY: '1',
}

/** The one message `readEnv` stops with for these settings. */
export function refusalOf(source: Record<string, string>): string {
  try {
    readEnv(source)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error(`accepted ${JSON.stringify(source)}`)
}

/**
 * Runs the real start-up (the compiled server, as `npm start` runs it) with only these settings
 * (none inherited) and reports how it ended.
 */
export async function startUp(
  vars: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
  const settingNames = new Set<string>(SETTING_VARIABLES.map((v) => v.name))
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !settingNames.has(name)),
  )
  const args = await compiledEntry('main')
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: root, env: { ...inherited, PORT: '0', DATA_DIR: '/nonexistent/never', ...vars } },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    )
  })
}
