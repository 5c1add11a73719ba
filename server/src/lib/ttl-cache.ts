/**
 * A small in-process cache whose entries live `ttlMs`. Used only for data every visitor reads alike
 * (the published product list), so a change reaches every server process within `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100,
  ) {}

  /** The cached value of `key`, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const value = load()
    this.entries.set(key, { value, expires: now + this.ttlMs })
    value.catch(() => this.entries.delete(key))
    return value
  }

  clear(): void {
    this.entries.clear()
  }
}
