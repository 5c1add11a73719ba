/**
 * A process that commits a notification (its row and its live event) and is killed with SIGKILL
 * straight after the commit, before its relay could publish: the event must still reach the user
 * through another process's relay. Reads `DATABASE_URL` and `USER_ID`; prints `committed` first.
 */
import { openDatabase } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import { systemClock } from '../../lib/clock.ts'
import { notifyUser } from '../../modules/notifications/index.ts'

const database = openDatabase({ url: process.env.DATABASE_URL })
const userId = Number(process.env.USER_ID)
const clock = systemClock
await inTransaction(database, (tx) =>
  notifyUser({ db: tx, clock, database }, { userId, type: 'support.reply', params: { messageId: 1 } }),
)
process.stdout.write('committed\n', () => process.kill(process.pid, 'SIGKILL'))
