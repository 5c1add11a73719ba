/**
 * `npm run migrate`: brings the configured database's schema up to date and exits, apart from any
 * server's start (a deployment's migration step). With `MIGRATION_DATABASE_URL` the schema's owner
 * migrates and grants `DATABASE_URL`'s role the rows only (decision 0065); without it the role of
 * `DATABASE_URL` (or the SQLite file under `DATA_DIR`) migrates.
 */
import path from 'node:path'
import { migrateSchema } from '../db/app-role.ts'
import { openDatabase } from '../db/database.ts'
import { readMigrationEnv } from '../env.ts'

let env: ReturnType<typeof readMigrationEnv>
try {
  env = readMigrationEnv()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const database = openDatabase({ url: env.databaseUrl, sqlitePath: path.join(env.dataDir, 'app.sqlite') })
try {
  await migrateSchema(database, env.migrationDatabaseUrl)
  console.log(
    env.migrationDatabaseUrl
      ? "schema up to date, migrated by its owner; DATABASE_URL's role granted its rows"
      : 'schema up to date',
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
