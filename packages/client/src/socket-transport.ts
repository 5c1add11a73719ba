/** One connection attempt's socket, behind a seam so tests drive it without a server. */
export interface Transport {
  send(data: string): void
  close(): void
}

export interface TransportHandlers {
  onOpen(): void
  onMessage(data: string): void
  onClose(code: number): void
}

export type Connect = (url: string, handlers: TransportHandlers) => Transport

/**
 * What the core needs of a WebSocket: the browser's, or `ws` in node. Handlers are only ever
 * assigned, so their event types stay open.
 */
export interface WebSocketLike {
  readonly readyState: number
  onopen: ((event: never) => void) | null
  onmessage: ((event: never) => void) | null
  onclose: ((event: never) => void) | null
  send(data: string): void
  close(code?: number): void
}

export type WebSocketClass = new (url: string) => WebSocketLike

const CONNECTING = 0
const OPEN = 1

/** Transports over a WebSocket class. Closing one still connecting waits for it to open (no console error). */
export function webSocketConnect(Socket: WebSocketClass): Connect {
  return (url, handlers) => {
    const socket = new Socket(url)
    let closeOnOpen = false
    socket.onopen = () => (closeOnOpen ? socket.close(1000) : handlers.onOpen())
    socket.onmessage = (event: { data: unknown }) => {
      if (typeof event.data === 'string') handlers.onMessage(event.data)
    }
    socket.onclose = (event: { code: number }) => handlers.onClose(event.code)
    return {
      send: (data) => {
        if (socket.readyState === OPEN) socket.send(data)
      },
      close: () => {
        if (socket.readyState === CONNECTING) closeOnOpen = true
        else socket.close(1000)
      },
    }
  }
}

/** The browser's WebSocket. */
export const connectWebSocket: Connect = (url, handlers) => webSocketConnect(WebSocket)(url, handlers)
