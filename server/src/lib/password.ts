import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes); ~40 ms on one core. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so an unknown
 * phone costs the same time as a wrong password.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`)
  return decoy
}
