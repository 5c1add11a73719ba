import { hash, verify } from '@node-rs/argon2'
import type { PasswordProfile, Passwords } from '../deps.ts'
import { FairQueue, ORDINARY_TURN, type HashTurn } from './hash-queue.ts'

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes); ~40 ms on one core. The
 * server hashes with this and nothing else: `boot` wires it, and no setting chooses another.
 */
export const PRODUCTION_PASSWORD_PROFILE: PasswordProfile = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

const ARGON2ID = 2

/**
 * At most this many hashes run at once in the whole process (each takes one thread of the pool
 * that file and DNS work share, which has 4 unless `UV_THREADPOOL_SIZE` says otherwise) …
 */
export const ARGON2_CONCURRENCY = 2
/** … and at most this many wait for a turn (a couple of seconds of work); past that the least urgent gets 503. */
export const ARGON2_QUEUE = 128

/**
 * The process-wide bound on argon2 work. When the wait is full the request is refused at once with
 * 503 ("busy") instead of waiting behind a flood, and the least urgent work goes first: sign-ins,
 * the database's new connections and static files keep their threads. Waiters take turns by lane
 * (`FairQueue`), so one network's burst does not hold everyone else's sign-in behind it.
 */
const queue = new FairQueue(ARGON2_CONCURRENCY, ARGON2_QUEUE)

/**
 * `deps.passwords`: hashes new passwords with `profile` and verifies stored ones (a stored hash
 * carries its own profile), every computation inside the process-wide bound, in the caller's turn.
 */
export function passwordHashing(profile: PasswordProfile): Passwords {
  const options = { algorithm: ARGON2ID, ...profile }
  const hashPassword = (password: string, turn: HashTurn = ORDINARY_TURN) =>
    queue.run(turn, () => hash(password, options))
  let decoy: Promise<string> | undefined
  return {
    hash: hashPassword,
    verify: (stored, password, turn = ORDINARY_TURN) =>
      queue.run(turn, async () => {
        try {
          return await verify(stored, password)
        } catch {
          return false
        }
      }),
    decoy() {
      if (!decoy) {
        const made = hashPassword(`decoy-${Math.random()}`)
        decoy = made
        // Refused while the server was busy: the next caller makes it again.
        made.catch(() => {
          if (decoy === made) decoy = undefined
        })
      }
      return decoy
    },
  }
}
