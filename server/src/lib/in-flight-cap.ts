/**
 * A cap on what one key (a network, an address) has under way at once in this process: sign-ins
 * in progress, sockets not signed in yet. Past it the next is refused before it costs a query, a
 * hash or a socket, so one network's burst cannot crowd out everyone else's.
 */
export class InFlightCap {
  private readonly counts = new Map<string, number>()

  constructor(private readonly perKey: number) {}

  /** Takes a place for `key`; false when it already has `perKey` under way. */
  enter(key: string): boolean {
    const count = this.counts.get(key) ?? 0
    if (count >= this.perKey) return false
    this.counts.set(key, count + 1)
    return true
  }

  leave(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1
    if (count <= 0) this.counts.delete(key)
    else this.counts.set(key, count)
  }
}
