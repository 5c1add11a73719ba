import { inject } from 'vitest'
import type { Dialect } from '../db/database.ts'

/**
 * The slow tier: the runs that are long by nature (bad-input's generated requests, the money storm,
 * `kill -9` in a shared commit, SIGTERM in a burst). The `slow` project (`npm run test:slow`) runs
 * them in full with a fixed seed; the `unit` project (`npm test`, CI) runs a slice of each, chosen
 * by a seed that changes every run. The seed is printed at the start of the run (`seed-setup.ts`);
 * `TEST_SEED=<n>` replays a run, or runs the full tier with another seed.
 */
export interface SlowTier {
  full: boolean
  seed: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    slowTier: SlowTier
  }
}

export const slowTier: SlowTier = inject('slowTier')

/**
 * The databases a run that is slow on each one covers: every one in the full tier; in a slice, one
 * of them by the seed, `offset` apart between files, so that two files cover both in every run.
 */
export function sliceOfDialects(dialects: Dialect[], offset: number): Dialect[] {
  if (slowTier.full) return dialects
  return [dialects[(slowTier.seed + offset) % dialects.length]!]
}
