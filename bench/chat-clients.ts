import WebSocket from 'ws'
import { CHAT_SOCKET, type ChatServerFrame } from '@app/contracts'

export interface BenchSocket {
  ws: WebSocket
  send(frame: unknown): void
}

/** Opens a chat socket, signs in, and resolves at `ready`; later frames go to `onFrame`. */
export function connect(
  port: number,
  token: string,
  onFrame?: (frame: ChatServerFrame) => void,
): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET.path}`)
    const timer = setTimeout(() => reject(new Error('no ready within 30 s')), 30_000)
    ws.once('error', reject)
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })))
    ws.once('close', (code, reason) => reject(new Error(`closed ${code} ${String(reason)}`)))
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame
      if (frame.type === 'ready') {
        clearTimeout(timer)
        resolve({ ws, send: (f) => ws.send(JSON.stringify(f)) })
      } else onFrame?.(frame)
    })
  })
}

/** The value at fraction `p` of the sorted values (1 = the largest); 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

export async function waitFor(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
}
