import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readMigrationEnv } from './env.ts'
import { asList, asMap, readEnvFile, readYaml, substitute } from './testing/deploy-files.ts'

// compose.yaml's database roles (decision 0065), read as deploy.test.ts reads the rest of it: the
// servers run as a role that owns nothing, and only the migration step holds the schema's owner.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const services = asMap(asMap(readYaml(read('compose.yaml'))).services)
const ownSecrets = {
  POSTGRES_PASSWORD: 'r8Kd-2Vx9-Qm4w',
  APP_DATABASE_PASSWORD: 'Tz3q-8Hn2-Wc5y',
  ADMIN_PASSWORD: 'quiet otter 41 ledger',
  METRICS_TOKEN: 'Vb7kQ2rX9mLp4tZs',
}
const filledEnv = { ...readEnvFile(read('.env.example')), ...ownSecrets }
const apps = ['app1', 'app2'].map((name) => ({ name, service: asMap(services[name]) }))

describe('compose.yaml: database roles', () => {
  it('runs the servers as a role that owns nothing; only the migration step holds the owner', () => {
    const db = asMap(services.db)
    const owner = String(asMap(db.environment).POSTGRES_USER)
    expect(asList(db.volumes)).toContain(
      './deploy/db-app-role.sh:/docker-entrypoint-initdb.d/10-app-role.sh:ro',
    )
    expect(read('deploy/db-app-role.sh')).toMatch(/create role app login password :'app_password';/)
    for (const { name, service } of apps) {
      const given = substitute(asMap(service.environment), filledEnv)
      expect(given, name).not.toHaveProperty('MIGRATION_DATABASE_URL')
      expect(given, name).not.toHaveProperty('ALLOW_SCHEMA_OWNER')
      expect(new URL(given.DATABASE_URL ?? '').username, name).toBe('app')
      expect(given.DATABASE_URL, name).not.toContain(ownSecrets.POSTGRES_PASSWORD)
    }
    const migrate = asMap(services.migrate)
    expect(migrate.build).toBe('.')
    expect(asList(migrate.command).join(' ')).toBe('node --enable-source-maps server/dist/migrate.js')
    expect(asMap(asMap(migrate.depends_on).db).condition).toBe('service_healthy')
    const env = readMigrationEnv(substitute(asMap(migrate.environment), filledEnv))
    expect(new URL(env.migrationDatabaseUrl ?? '').username).toBe(owner)
    expect(new URL(env.databaseUrl ?? '').username).toBe('app')
  })
})
