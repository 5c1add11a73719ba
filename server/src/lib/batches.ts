/**
 * Deletes in bounded batches: `step` deletes at most `batch` rows and says how many it did; it runs
 * until a batch comes back short or `maxBatches` ran, so no purge holds a lock for long or runs
 * forever. Returns how many rows went.
 */
export async function deleteInBatches(
  step: (batch: number) => Promise<number>,
  { batch = 500, maxBatches = 40 }: BatchOptions = {},
): Promise<number> {
  let total = 0
  for (let i = 0; i < maxBatches; i++) {
    const deleted = await step(batch)
    total += deleted
    if (deleted < batch) break
  }
  return total
}

export interface BatchOptions {
  /** Rows per delete statement. */
  batch?: number
  /** Statements per table per sweep; what is left goes on the next sweep. */
  maxBatches?: number
}
