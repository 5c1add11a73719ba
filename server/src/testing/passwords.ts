import type { PasswordProfile } from '../deps.ts'
import { passwordHashing } from '../lib/password.ts'

/**
 * The password hashing of test contexts: argon2id at its cheapest sensible cost (256 KiB, 1 pass),
 * about a hundredth of production's work, so a run's thousands of sign-ups and sign-ins cost
 * seconds, not minutes. Only test code reaches it; the server wires the production profile in
 * `boot` (`boot.test.ts` checks that). A test about the cost itself (the bound on argon2 work)
 * puts the production profile back on its context.
 */
export const TEST_PASSWORD_PROFILE: PasswordProfile = { memoryCost: 256, timeCost: 1, parallelism: 1 }

export const testPasswords = () => passwordHashing(TEST_PASSWORD_PROFILE)
