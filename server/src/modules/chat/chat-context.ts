import type { FastifyBaseLogger } from 'fastify'
import type { Deps } from '../../deps.ts'
import type { ChatBus } from '../../realtime/bus.ts'

/** What chat services need: the usual collaborators and the bus that reaches every server process. */
export interface ChatContext {
  deps: Deps
  bus: ChatBus
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>
}
