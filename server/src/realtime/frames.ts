import type { ChatClientFrame } from '@app/contracts'
import { AppError } from '../lib/errors.ts'
import { assignConversation, getConversation } from '../modules/chat/inbox.service.ts'
import { markRead } from '../modules/chat/messages.service.ts'
import { sendMessage, type Sender } from '../modules/chat/send.service.ts'
import { setPresence } from '../modules/chat/presence.service.ts'
import type { ChatRuntime } from './chat-runtime.ts'
import { sendBatch } from './resume.ts'
import type { ChatConn, Subject } from './hub.ts'

/** Handles one validated frame of a signed-in socket; failures become `error` frames. */
export async function handleClientFrame(
  runtime: ChatRuntime,
  conn: ChatConn,
  subject: Subject,
  frame: ChatClientFrame,
): Promise<void> {
  const { ctx, hub } = runtime
  switch (frame.type) {
    case 'send': {
      const sender: Sender =
        subject.kind === 'user'
          ? { kind: 'user', id: subject.id }
          : { kind: 'operator', id: subject.id, name: subject.name }
      const conversationId = conversationOf(subject, frame.conversationId)
      const result = await sendMessage(ctx, sender, conversationId, {
        clientId: frame.clientId,
        text: frame.text,
      })
      // A resend is answered with the stored message, on this socket only; a new one reaches
      // every socket of both sides through the bus.
      if (!result.created) hub.sendRaw(conn, JSON.stringify({ type: 'message', message: result.message }))
      return
    }
    case 'resume': {
      const conversationId = conversationOf(subject, frame.conversationId)
      conn.held = []
      let lastId = frame.afterId
      try {
        lastId = await sendBatch(runtime, conn, conversationId, frame.afterId)
      } finally {
        hub.release(conn, (m) => m.conversationId === conversationId && m.id <= lastId)
      }
      return
    }
    case 'read': {
      const side = subject.kind
      const conversationId = conversationOf(subject, frame.conversationId)
      const { unread, changed } = await markRead(ctx, side, conversationId, frame.upToId)
      if (!changed) {
        hub.send(
          conn,
          side === 'user'
            ? { type: 'unread', count: unread }
            : { type: 'unread', conversationId, count: unread },
        )
      }
      return
    }
    case 'typing': {
      const conversationId = conversationOf(subject, frame.conversationId)
      const userId =
        subject.kind === 'user' ? subject.id : (await getConversation(ctx, conversationId)).user_id
      await ctx.bus.publish([{ kind: 'typing', userId, conversationId, from: subject.kind }])
      return
    }
    case 'presence':
      requireOperator(subject)
      await setPresence(ctx, subject.id, frame.online)
      return
    case 'assign':
      requireOperator(subject)
      await assignConversation(
        ctx,
        frame.conversationId,
        frame.operatorId === undefined ? subject.id : frame.operatorId,
      )
      return
  }
}

/** Users have one conversation; operators must name one. */
function conversationOf(subject: Subject, given: number | undefined): number {
  if (subject.kind === 'user') {
    if (given !== undefined && given !== subject.conversationId) throw new AppError('FORBIDDEN')
    return subject.conversationId
  }
  if (given === undefined)
    throw new AppError('VALIDATION_FAILED', 'error.invalidField', {
      field: 'conversationId',
      values: { field: 'conversationId' },
    })
  return given
}

function requireOperator(subject: Subject): void {
  if (subject.kind !== 'operator') throw new AppError('FORBIDDEN')
}
