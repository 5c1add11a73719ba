import WebSocket from 'ws'
import { CHAT_SOCKET_PATH, chatServerFrame, type ChatServerFrame } from '@app/contracts'

type FrameOf<T extends ChatServerFrame['type']> = Extract<ChatServerFrame, { type: T }>

/** A chat socket for tests: every server frame is checked against the contract and queued. */
export interface TestSocket {
  ws: WebSocket
  /** Every frame received so far, in order. */
  frames: ChatServerFrame[]
  send(frame: unknown): void
  /** The next frame of `type` not taken yet (optionally matching `where`), waiting up to `ms`. */
  take<T extends ChatServerFrame['type']>(
    type: T,
    where?: (f: FrameOf<T>) => boolean,
    ms?: number,
  ): Promise<FrameOf<T>>
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export function chatUrl(port: number): string {
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`
}

/** Opens a socket (no auth yet); rejects on a refused upgrade with the HTTP status. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    const frames: ChatServerFrame[] = []
    const taken = new Set<number>()
    let wake: (() => void) | undefined
    ws.on('message', (data) => {
      frames.push(chatServerFrame.parse(JSON.parse(String(data))))
      wake?.()
    })
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      ws.on('close', (code, reason) => {
        done({ code, reason: reason.toString() })
        wake?.()
      })
    })
    ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)))
    ws.once('error', reject)
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        async take(type, where, ms = 5000) {
          const deadline = Date.now() + ms
          for (;;) {
            const index = frames.findIndex(
              (f, i) => !taken.has(i) && f.type === type && (!where || where(f as never)),
            )
            if (index >= 0) {
              taken.add(index)
              return frames[index] as never
            }
            if (Date.now() > deadline || ws.readyState === ws.CLOSED)
              throw new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames.slice(-5))}`)
            await new Promise<void>((done) => {
              const timer = setTimeout(done, 50)
              wake = () => {
                clearTimeout(timer)
                done()
              }
            })
          }
        },
        async close() {
          if (ws.readyState === ws.CLOSED) return
          ws.close()
          await closed
        },
      }),
    )
  })
}

/** Opens a socket, sends `auth`, and waits for `ready`. */
export async function signIn(
  url: string,
  token: string,
  options: { afterId?: number; headers?: Record<string, string> } = {},
): Promise<{ socket: TestSocket; ready: FrameOf<'ready'> }> {
  const socket = await openSocket(url, options.headers)
  socket.send({ type: 'auth', token, ...(options.afterId === undefined ? {} : { afterId: options.afterId }) })
  return { socket, ready: await socket.take('ready') }
}
