import type { ChatAuthFrame, ChatClientFrame } from '@app/contracts'
import type { ChatConn, ChatHub, Subject } from '../../realtime/hub.ts'
import type { SocketChannel, SocketSigner } from '../../realtime/socket-channel.ts'
import type { Deps } from '../../deps.ts'
import { chatDepsOf, closeChatDeps, type ChatDeps } from './chat-deps.ts'
import { deliverSignal } from './chat-fanout.ts'
import { touchPresence } from './presence.repo.ts'
import { isCustomerServiceOnline, isSwitchOn, setPresence } from './presence.service.ts'
import { ensureConversation } from './conversations.repo.ts'
import { handleClientFrame } from './socket-frames.ts'
import { welcome } from './socket-sign-in.ts'

/** The chat's channel on the app's socket, for the socket runtime to build over its hub. */
export function chatChannel(deps: Deps): (hub: ChatHub) => ChatRuntime {
  return (hub) => new ChatRuntime(chatDepsOf(deps), hub)
}

/** Consoles' presence heartbeat, and the re-check of who is online (for expired heartbeats). */
export const PRESENCE_TICK_MS = 10_000

/** Every frame a client sends is the chat's: the notifications channel only pushes. */
const CHAT_FRAMES = ['send', 'resume', 'read', 'typing', 'presence', 'assign'] as const

/**
 * The chat's channel on the socket of one server process: fed by the chat's live events, it sends
 * users' and operators' sockets what reaches them, signs a socket into its conversation (`ready`,
 * the resume), answers the chat's frames, and keeps presence (consoles' heartbeats, who is online).
 */
export class ChatRuntime implements SocketChannel {
  readonly frames = CHAT_FRAMES
  readonly tick = { ms: PRESENCE_TICK_MS, run: () => this.presenceTick() }
  private started: Promise<void> | undefined
  private recomputing = false
  private recomputeAgain = false

  constructor(
    readonly deps: ChatDeps,
    readonly hub: ChatHub,
  ) {
    deps.bus.subscribe((signal) => {
      if (signal.kind === 'reset') this.started = undefined
      deliverSignal(this.hub, signal, () => void this.recomputePresence())
    })
  }

  /** Resolves when this process hears every node's chat events and knows who is online. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.deps.bus.start()
      await this.recomputePresence()
    })().catch((error: unknown) => {
      this.started = undefined
      throw error
    })
    return this.started
  }

  /** A user's conversation (made on first sign-in); an operator's presence switch. */
  async prepare(signer: SocketSigner): Promise<{ conversationId?: number; online?: boolean }> {
    if (signer.kind === 'operator') return { online: await isSwitchOn(this.deps, signer.id) }
    const { id } = await ensureConversation(this.deps.db, signer.id, this.deps.clock.now())
    return { conversationId: id }
  }

  welcome(conn: ChatConn, subject: Subject, auth: ChatAuthFrame): Promise<void> {
    return welcome(this, conn, subject, auth.afterId)
  }

  /** An open console with the switch on is a heartbeat; every node re-checks presence. */
  async joined(_conn: ChatConn, subject: Subject): Promise<void> {
    if (subject.kind === 'operator' && subject.online)
      await setPresence(this.deps, { operatorId: subject.id, online: true })
  }

  frame(conn: ChatConn, subject: Subject, frame: ChatClientFrame): Promise<void> {
    return handleClientFrame(this, conn, subject, frame)
  }

  /** The server is closing: the bus's subscribers go; a server built again gets a new bus. */
  close(): Promise<void> {
    return closeChatDeps(this.deps)
  }

  /** Recomputes whether customer service is online; concurrent calls fold into one more run. */
  async recomputePresence(): Promise<void> {
    if (this.recomputing) {
      this.recomputeAgain = true
      return
    }
    this.recomputing = true
    try {
      do {
        this.recomputeAgain = false
        this.hub.setOnline(await isCustomerServiceOnline(this.deps))
      } while (this.recomputeAgain)
    } catch (error) {
      this.hub.log.warn({ err: error }, 'chat presence check failed')
    } finally {
      this.recomputing = false
    }
  }

  private async presenceTick(): Promise<void> {
    const present: number[] = []
    for (const subject of this.hub.subjects.values()) {
      if (subject.kind === 'operator' && subject.online) present.push(subject.id)
    }
    try {
      await touchPresence(this.deps.db, present, this.deps.clock.now())
    } catch (error) {
      this.hub.log.warn({ err: error }, 'chat presence heartbeat failed')
    }
    await this.recomputePresence()
  }
}
