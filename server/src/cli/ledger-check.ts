/**
 * `npm run ledger:check`: runs the money invariants (docs/money.md I1–I11, I13 and I14) against the
 * configured database (DATABASE_URL, else the SQLite file under DATA_DIR). Exits 1 when one fails.
 */
import path from 'node:path'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { systemClock } from '../lib/clock.ts'
import { runLedgerCheck } from '../modules/ledger/index.ts'
import { moneyChecks } from '../money-checks.ts'

const env = readEnv()
const database = openDatabase({ url: env.databaseUrl, sqlitePath: path.join(env.dataDir, 'app.sqlite') })
try {
  await migrateToLatest(database)
  const result = await runLedgerCheck({ database, db: database.db, clock: systemClock }, moneyChecks, null)
  for (const check of result.checks) {
    console.log(
      `${check.ok ? 'ok  ' : 'FAIL'} ${check.id.padEnd(4)} ${check.name}${check.detail ? `: ${check.detail}` : ''}`,
    )
  }
  console.log(result.ok ? 'ledger holds every invariant' : 'LEDGER INVARIANT VIOLATED')
  process.exitCode = result.ok ? 0 : 1
} finally {
  await database.close()
}
