/** Reconnect delays: 1 s, 2 s, 4 s … at most 30 s, each shortened by up to a fifth at random. */
export const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_MS = 30_000

/**
 * The wait before reconnect attempt `attempt` (0 first). The jitter spreads the sockets a server
 * restart dropped, so they do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16))
  return Math.round(base * (0.8 + 0.2 * random()))
}
