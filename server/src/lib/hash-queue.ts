import { AppError } from './errors.ts'

/**
 * How urgent one password computation is, most urgent first: a sign-in from a device the account
 * signed in from before, ordinary work, a phone that keeps failing, and a phone no account has
 * (its work is only a decoy that keeps the answer's timing).
 */
export const HASH_PRIORITIES = ['known', 'normal', 'suspect', 'unknown'] as const
export type HashPriority = (typeof HASH_PRIORITIES)[number]

/**
 * Whose turn a computation waits in: its priority, and its lane (the caller's network, or its
 * device). A named lane runs one computation at a time, so a flood from one network never holds
 * both of the process's slots; work without a lane (a sign-up's hash) waits in the shared one.
 */
export interface HashTurn {
  priority: HashPriority
  lane?: string
}

/** Work that names no turn (a sign-up's hash, a password change): ordinary, in the shared lane. */
export const ORDINARY_TURN: HashTurn = { priority: 'normal' }

const SHARED_LANE = ''

interface Waiter {
  lane: string
  go: () => void
  shed: (error: AppError) => void
}

/**
 * A bound on concurrent work with a fair wait: at most `concurrency` run, at most `capacity`
 * wait. Waiters are served by priority, and within one priority lane by lane in turn, so one
 * network's flood takes one turn in each round however many requests it sends; a named lane runs
 * one computation at a time, so another's work always finds a slot free of it. When the wait is
 * full, the newest waiter of the longest lane of a lower priority is refused (503) to make room; a
 * newcomer with nothing below it is refused itself.
 */
export class FairQueue {
  private running = 0
  private waiting = 0
  /** Named lanes with a computation running. */
  private readonly busyLanes = new Set<string>()
  private readonly lanes = new Map<HashPriority, Map<string, Waiter[]>>(
    HASH_PRIORITIES.map((priority) => [priority, new Map()]),
  )

  constructor(
    private readonly concurrency: number,
    private readonly capacity: number,
  ) {}

  /** Runs `work` when its turn comes; refused with 503 when the wait is full of work as urgent. */
  async run<T>(turn: HashTurn, work: () => Promise<T>): Promise<T> {
    const lane = turn.lane ?? SHARED_LANE
    if (this.running < this.concurrency && this.isFree(lane)) this.start(lane)
    else await this.wait(turn.priority, lane)
    try {
      return await work()
    } finally {
      this.running -= 1
      this.busyLanes.delete(lane)
      this.toBackOfRound(lane)
      this.dispatch()
    }
  }

  /** A lane that has just had its turn waits behind every other lane of its priority. */
  private toBackOfRound(lane: string): void {
    for (const lanes of this.lanes.values()) {
      const waiters = lanes.get(lane)
      if (!waiters) continue
      lanes.delete(lane)
      lanes.set(lane, waiters)
    }
  }

  private isFree(lane: string): boolean {
    return lane === SHARED_LANE || !this.busyLanes.has(lane)
  }

  private start(lane: string): void {
    this.running += 1
    if (lane !== SHARED_LANE) this.busyLanes.add(lane)
  }

  private wait(priority: HashPriority, lane: string): Promise<void> {
    if (this.waiting >= this.capacity && !this.shedBelow(priority))
      return Promise.reject(new AppError('UNAVAILABLE', 'auth.busy'))
    return new Promise<void>((go, shed) => {
      const lanes = this.lanes.get(priority) as Map<string, Waiter[]>
      const waiters = lanes.get(lane)
      if (waiters) waiters.push({ lane, go, shed })
      else lanes.set(lane, [{ lane, go, shed }])
      this.waiting += 1
    })
  }

  /** Refuses the newest waiter of the longest lane of the least urgent priority below `priority`. */
  private shedBelow(priority: HashPriority): boolean {
    for (const lower of [...HASH_PRIORITIES].reverse()) {
      if (lower === priority) return false
      const lanes = this.lanes.get(lower) as Map<string, Waiter[]>
      let longest: [string, Waiter[]] | undefined
      for (const entry of lanes) if (!longest || entry[1].length > longest[1].length) longest = entry
      if (!longest) continue
      const waiter = longest[1].pop() as Waiter
      if (longest[1].length === 0) lanes.delete(longest[0])
      this.waiting -= 1
      waiter.shed(new AppError('UNAVAILABLE', 'auth.busy'))
      return true
    }
    return false
  }

  /** Fills free slots from the most urgent priority, lane by lane in turn, skipping busy lanes. */
  private dispatch(): void {
    while (this.running < this.concurrency) {
      const waiter = this.nextWaiter()
      if (!waiter) return
      this.start(waiter.lane)
      waiter.go()
    }
  }

  private nextWaiter(): Waiter | undefined {
    for (const priority of HASH_PRIORITIES) {
      const lanes = this.lanes.get(priority) as Map<string, Waiter[]>
      for (const [key, waiters] of lanes) {
        if (!this.isFree(key)) continue
        const waiter = waiters.shift() as Waiter
        lanes.delete(key)
        // Back of the round: every other lane of this priority goes before its next waiter.
        if (waiters.length > 0) lanes.set(key, waiters)
        this.waiting -= 1
        return waiter
      }
    }
    return undefined
  }
}
