/**
 * `npm run ledger:check`: runs the money invariants (docs/money.md I1–I11, I13 and I14) against the
 * configured database (DATABASE_URL, else the SQLite file under DATA_DIR). Exits 1 when one fails.
 *
 * `-- --since <file>`: the ledger's own checks read only what came after the checkpoint kept in
 * `<file>` (none yet: from the start), which moves on when every check held (decision 0075).
 * `-- --read-only`: writes nothing to the database (not even the result the console shows), so it
 * runs against a replica: DATABASE_URL names the replica, the checkpoint is the file's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { systemClock } from '../lib/clock.ts'
import { checkLedger, runLedgerCheck, START, type Checkpoint } from '../modules/ledger/index.ts'
import { moneyChecks, moneyChecksSince } from '../money-checks.ts'

const { values: flags } = parseArgs({
  options: { since: { type: 'string' }, 'read-only': { type: 'boolean', default: false } },
})
const env = readEnv()
const database = openDatabase({ url: env.databaseUrl, sqlitePath: path.join(env.dataDir, 'app.sqlite') })
try {
  if (!flags['read-only']) await migrateToLatest(database)
  const from: Checkpoint =
    flags.since !== undefined && fs.existsSync(flags.since)
      ? (JSON.parse(fs.readFileSync(flags.since, 'utf8')) as Checkpoint)
      : START
  let reached: Checkpoint | undefined
  const checks = flags.since === undefined ? moneyChecks : moneyChecksSince(from, (c) => (reached = c))
  const deps = { database, db: database.db, clock: systemClock }
  const result = flags['read-only']
    ? await checkLedger(deps, checks)
    : await runLedgerCheck(deps, checks, null)
  for (const check of result.checks) {
    console.log(
      `${check.ok ? 'ok  ' : 'FAIL'} ${check.id.padEnd(4)} ${check.name}${check.detail ? `: ${check.detail}` : ''}`,
    )
  }
  if (flags.since !== undefined && result.ok && reached) {
    fs.writeFileSync(flags.since, JSON.stringify(reached))
    console.log(
      `checked from entry ${from.entryId}, posting ${from.postingId}; checkpoint now ${reached.postingId}`,
    )
  }
  console.log(result.ok ? 'ledger holds every invariant' : 'LEDGER INVARIANT VIOLATED')
  process.exitCode = result.ok ? 0 : 1
} finally {
  await database.close()
}
