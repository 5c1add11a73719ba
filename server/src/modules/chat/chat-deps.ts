import type { Deps } from '../../deps.ts'
import type { ChatHub } from '../../realtime/hub.ts'
import { createChatBus, type ChatBus } from './chat-events.ts'

/** What chat services take first: the usual collaborators and the bus that reaches every process. */
export interface ChatDeps extends Deps {
  bus: ChatBus
}

/** What the chat's socket handlers take: its collaborators and this process's hub of sockets. */
export interface ChatSocket {
  deps: ChatDeps
  hub: ChatHub
}

const shared = new WeakMap<Deps, ChatDeps>()

/**
 * The chat's collaborators for one server: its HTTP endpoints and its socket are bound from the
 * same `Deps`, and must publish on the same bus, so it is made once per `Deps`.
 */
export function chatDepsOf(deps: Deps): ChatDeps {
  let chat = shared.get(deps)
  if (!chat) {
    chat = { ...deps, bus: createChatBus(deps.database) }
    shared.set(deps, chat)
  }
  return chat
}

/** Closes the bus of a server that is closing; a server built again from the same `Deps` gets a new one. */
export async function closeChatDeps(deps: Deps): Promise<void> {
  const chat = shared.get(deps)
  shared.delete(deps)
  await chat?.bus.close()
}
