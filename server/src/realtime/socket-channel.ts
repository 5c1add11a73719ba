import type { ChatAuthFrame, ChatClientFrame } from '@app/contracts'
import type { ChatConn, ChatHub, Identity, Subject } from './hub.ts'

/** Who a socket's token names, before any channel adds its own facts. */
export interface SocketSigner {
  kind: 'user' | 'operator'
  id: number
  /** The operator's name; empty for users. */
  name: string
  sessionId: number
}

/** A token that signs no socket in: the close code and reason it gets. */
export interface SocketRefusal {
  refuse: number
  reason: string
}

/** How sockets sign in and stay signed in: the sessions' owner supplies it (the runtime imports no module). */
export interface SocketAuth {
  /** The subject of a token (a session's token or a one-use socket ticket), or why it is refused. */
  identify(token: string, now: number): Promise<SocketSigner | SocketRefusal>
  /** Of `ids`, the sessions of `kind` still live (not revoked, expired, frozen or disabled). */
  liveSessions(kind: 'user' | 'operator', ids: number[], now: number): Promise<Set<number>>
}

/**
 * One channel on the socket: its own live events, frames and handlers. The runtime signs sockets
 * in and routes each frame to the channel that names its type.
 */
export interface SocketChannel {
  /** The client frames it answers (`send`, `resume`, …); a type belongs to one channel. */
  readonly frames: readonly ChatClientFrame['type'][]
  /** Resolves once it hears every node's events; called before each sign-in (cheap once started). */
  start(): Promise<void>
  /** What it adds to a signer before admission (the user's conversation, the operator's switch). */
  prepare?(signer: SocketSigner): Promise<Partial<Identity>>
  /** Sends its first frames to a socket just admitted; live frames are held meanwhile. */
  welcome?(conn: ChatConn, subject: Subject, auth: ChatAuthFrame): Promise<void>
  /** After the welcome has gone out (an operator's console counts as present). */
  joined?(conn: ChatConn, subject: Subject): Promise<void>
  /** One frame of a type it named; an error thrown becomes an `error` frame. */
  frame?(conn: ChatConn, subject: Subject, frame: ChatClientFrame): Promise<void>
  /** Runs every `ms` once the runtime has started. */
  tick?: { ms: number; run(): Promise<void> }
  close?(): Promise<void>
}

/** A channel as its module builds it, given the runtime's hub of sockets. */
export type ChannelOf = (hub: ChatHub) => SocketChannel
