import { randomInt } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import type { SlowTier } from './slow-tier.ts'

/** The full tier's seed unless `TEST_SEED` names another: the bad-input suite's since it was written. */
const FULL_TIER_SEED = 20261124

/**
 * Global set-up of the `unit` and `slow` projects: decides the run's seed once (every worker gets
 * the same) and prints it, with how to replay it.
 */
export default function setup(project: TestProject): void {
  const full = project.name === 'slow'
  const given = process.env.TEST_SEED
  if (given !== undefined && !/^\d{1,9}$/.test(given))
    throw new Error(`TEST_SEED="${given}" is not valid: expected a whole number below 1,000,000,000`)
  const seed = given === undefined ? (full ? FULL_TIER_SEED : randomInt(1_000_000_000)) : Number(given)
  project.provide('slowTier', { full, seed } satisfies SlowTier)
  console.log(
    full
      ? `slow tier in full, seed ${seed} (TEST_SEED=<n> runs it with another)`
      : `slow tier as a slice, seed ${seed}: TEST_SEED=${seed} replays this run's slice; npm run test:slow runs the tier in full`,
  )
}
