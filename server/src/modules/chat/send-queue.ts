import { AppError } from '../../lib/errors.ts'

/** Requests waiting beyond this are refused at once (503) rather than held in memory. */
const MAX_WAITING = 10_000

/**
 * Group commit: requests that arrive together are handled by one call of `run` (one transaction),
 * which shares its BEGIN, COMMIT and disk flush among them. At most `parallel` batches run at once;
 * whatever arrives meanwhile forms the next batch.
 */
export class BatchQueue<Req, Res> {
  private readonly waiting: { request: Req; resolve(result: Res): void; reject(error: unknown): void }[] = []
  private running = 0
  private scheduled = false

  constructor(
    /** Handles a batch; answers each request in order with a result or an error of its own. */
    private readonly run: (requests: Req[]) => Promise<(Res | Error)[]>,
    private readonly parallel: number,
    private readonly maxBatch = 64,
  ) {}

  submit(request: Req): Promise<Res> {
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(new AppError('UNAVAILABLE'))
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.parallel || this.waiting.length === 0) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0, this.maxBatch)
    if (batch.length === 0) return
    this.running += 1
    this.schedule()
    try {
      const results = await this.run(batch.map((w) => w.request))
      batch.forEach((w, i) => {
        const result = results[i]
        if (result instanceof Error || result === undefined) w.reject(result ?? new Error('no result'))
        else w.resolve(result)
      })
    } catch (error) {
      for (const w of batch) w.reject(error)
    } finally {
      this.running -= 1
      this.schedule()
    }
  }
}
