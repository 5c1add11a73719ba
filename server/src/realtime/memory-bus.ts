import type { Bus, BusEvent, BusSignal } from './bus.ts'

/** One process: events go straight to this process's subscribers. */
export class MemoryBus<E extends BusEvent> implements Bus<E> {
  private readonly handlers: ((signal: BusSignal<E>) => void)[] = []

  async publish(events: readonly E[]): Promise<void> {
    this.deliver(events)
  }

  async stage(_tx: unknown, events: readonly E[]): Promise<() => void> {
    return () => this.deliver(events)
  }

  subscribe(handler: (signal: BusSignal<E>) => void): void {
    this.handlers.push(handler)
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.length = 0
  }

  private deliver(events: readonly E[]): void {
    for (const event of events) for (const handler of this.handlers) handler(event)
  }
}
