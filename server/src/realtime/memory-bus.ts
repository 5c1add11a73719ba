import type { BusSignal, ChatBus, ChatEvent } from './bus.ts'

/** One process: events go straight to this process's subscribers. */
export class MemoryBus implements ChatBus {
  private readonly handlers: ((signal: BusSignal) => void)[] = []

  async publish(events: readonly ChatEvent[]): Promise<void> {
    this.deliver(events)
  }

  async stage(_tx: unknown, events: readonly ChatEvent[]): Promise<() => void> {
    return () => this.deliver(events)
  }

  subscribe(handler: (signal: BusSignal) => void): void {
    this.handlers.push(handler)
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.length = 0
  }

  private deliver(events: readonly ChatEvent[]): void {
    for (const event of events) for (const handler of this.handlers) handler(event)
  }
}
