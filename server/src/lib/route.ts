import { Readable } from 'node:stream'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import {
  isOperatorAccess,
  type Access,
  type BodyOf,
  type Endpoint,
  type Envelope,
  type Locale,
  type OperatorAccess,
  type OperatorRole,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@app/contracts'
import type { Deps } from '../deps.ts'
import type { Tx } from '../db/transaction.ts'
import { AppError } from './errors.ts'
import { translate } from './i18n.ts'
import { answerInBatch, batchingIsOn, type BatchedEffect } from './idempotency-batch.ts'
import { runOnce, type MoneyUserAuth } from './idempotency.ts'
import { countMoneyEndpoint } from './metrics.ts'
import { replyJsonSchema } from './json-schema.ts'
import { parseWith } from './validate.ts'

/** The signed-in user of a request. */
export interface UserAuth {
  userId: number
  sessionId: number
}

/** The signed-in operator of a request. */
export interface OperatorAuth {
  operatorId: number
  sessionId: number
  username: string
  role: OperatorRole
  /** The session may only set up two-factor sign-in (and sign out). */
  enrolOnly: boolean
}

/**
 * How a request proves who it is; the auth module provides them (lib sits below every module).
 * Each throws the AppError its failure answers with (401, or 403 for a role that may not call).
 */
export interface Guards {
  user(request: FastifyRequest): Promise<UserAuth>
  /** The caller of an idempotent (money) endpoint: a user whose session the effect confirms. */
  moneyUser(request: FastifyRequest): Promise<MoneyUserAuth>
  optionalUser(request: FastifyRequest): Promise<UserAuth | undefined>
  operator(request: FastifyRequest, roles: OperatorAccess['operator']): Promise<OperatorAuth>
}

type UserOf<A extends Access> = A extends 'user'
  ? UserAuth
  : A extends 'optionalUser'
    ? UserAuth | undefined
    : never
type OperatorOf<A extends Access> = A extends OperatorAccess ? OperatorAuth : never

/**
 * Runs a money effect once per idempotency key, in the transaction that stores its answer. With
 * `batch`, requests that arrive together may share statements (decisions 0048 and 0049);
 * `effect` is then the way for a request the batch hands back.
 */
export type Once<R> = (effect: (tx: Tx) => Promise<R>, batch?: BatchOf<R>) => Promise<R>

/** A request's part in a batched effect: the effect, and this request's input to it. */
export interface BatchOf<R> {
  effect: BatchedEffect<never, R>
  input: unknown
}

/** Pairs a batched effect with one request's input, the types checked. */
export const batchOf = <I, R>(effect: BatchedEffect<I, R>, input: I): BatchOf<R> => ({
  effect: effect as BatchedEffect<never, R>,
  input,
})

/** What a handler receives: validated input, who is calling, and the request's language and address. */
export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  user: UserOf<E['access']>
  operator: OperatorOf<E['access']>
  locale: Locale
  ip: string
  /** The request's User-Agent header, as the client gave it (never to be trusted). */
  userAgent: string | undefined
  /** The request came over HTTPS (as the proxy says, when it is trusted). */
  https: boolean
  /** A request header's value as the client sent it (never to be trusted), or undefined. */
  header(name: string): string | undefined
  /** The request's Cookie header, as the client gave it (the console's known-device cookie). */
  cookieHeader: string | undefined
  /** The request's logger (JSON lines with its request id): events operators are alerted on. */
  log: FastifyBaseLogger
  /** Adds a header to the reply (the console's session cookie). */
  setHeader(name: string, value: string): void
  /** Present on idempotent endpoints only: the handler must run its effect through it. */
  once: E['idempotent'] extends true ? Once<ReplyOf<E>> : never
}

/** A reply already serialised (a cached page, a health check's 503, a web page): sent as it is. */
export class Raw {
  constructor(
    readonly text: string,
    readonly options: { status?: number; type?: string } = {},
  ) {}
}

/**
 * A file sent as it is made (a CSV export): each chunk goes to the client as the handler yields it,
 * so the whole file is never held in memory. Input errors are thrown before the first chunk.
 */
export class Download {
  constructor(
    readonly chunks: AsyncIterable<string>,
    readonly options: { type: string; filename: string },
  ) {}
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<ReplyOf<E> | Raw | Download>

/** Binds declared endpoints to handlers. */
export type Router = <E extends Endpoint>(declaration: E, handler: Handler<E>) => void

export interface RouterOptions {
  /**
   * Check every reply against its schema before it is sent (tests): a mismatch fails the request
   * loudly instead of being trimmed to the schema by the serialiser.
   */
  checkReplies?: boolean
}

/**
 * The one way a route is registered: the declaration's guard runs first, then its params (a
 * malformed one names nothing: 404), query and body are parsed with its schemas, and the reply is
 * serialised by its reply schema, so a field the contract does not name never leaves the server.
 */
export function createRouter(
  app: FastifyInstance,
  deps: Deps,
  guards: Guards,
  options: RouterOptions = {},
): Router {
  const check = options.checkReplies ?? false
  return (declaration, handler) => {
    if (declaration.socket) throw new Error(`${declaration.id} is a socket: its plugin serves it`)
    app.route({
      method: declaration.method,
      url: declaration.path,
      ...(declaration.bodyLimit ? { bodyLimit: declaration.bodyLimit } : {}),
      schema: { response: { 200: replyJsonSchema(declaration) } },
      handler: async (request, reply) => {
        const input = await inputOf(declaration, request, reply, guards)
        if (!declaration.idempotent)
          return answer(declaration, request, reply, await handler(input as never), check)
        // Money: the effect runs through once(), which keeps its answer with the effect's commit.
        let stored: Envelope<unknown> | undefined
        input.once = async (effect: (tx: Tx) => Promise<unknown>, batch?: BatchOf<unknown>) => {
          const caller = input.user as MoneyUserAuth | undefined
          if (!caller?.live) throw new Error(`${declaration.id}: idempotent endpoints need a user`)
          const alone = async (tx: Tx) => envelope(declaration, await effect(tx), request.locale)
          const once = await runOnce(
            deps,
            request,
            reply,
            caller,
            alone,
            batch && batchingIsOn(deps.database)
              ? (unbatched) =>
                  answerInBatch(
                    deps,
                    request,
                    caller,
                    {
                      effect: batch.effect as BatchedEffect<unknown, unknown>,
                      input: batch.input,
                      answerOf: (value) => envelope(declaration, value, request.locale),
                    },
                    unbatched,
                  )
              : undefined,
          )
          // Counted once its transaction has committed; a replay moved no money.
          if (!once.replayed) countMoneyEndpoint(declaration.id)
          stored = once.answer
          return stored.data
        }
        const data = await handler(input as never)
        if (!stored) throw new Error(`${declaration.id}: the handler did not run once()`)
        if (check) checkReply(declaration, data)
        return stored
      },
    })
  }
}

/** The body of a success: a raw text as it is, else the reply in its envelope (or bare, outside it). */
function answer(
  declaration: Endpoint,
  request: FastifyRequest,
  reply: unknown,
  data: unknown,
  check: boolean,
) {
  if (data instanceof Download) {
    const { type, filename } = data.options
    return (reply as FastifyReply)
      .type(type)
      .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(data.chunks, { objectMode: false }))
  }
  if (data instanceof Raw) {
    const { status = 200, type = 'application/json; charset=utf-8' } = data.options
    return (reply as FastifyReply).status(status).type(type).send(data.text)
  }
  if (check) checkReply(declaration, data)
  return declaration.envelope === false ? data : envelope(declaration, data, request.locale)
}

async function inputOf(declaration: Endpoint, request: FastifyRequest, reply: FastifyReply, guards: Guards) {
  const { access } = declaration
  const user =
    access === 'user'
      ? await (declaration.idempotent ? guards.moneyUser(request) : guards.user(request))
      : access === 'optionalUser'
        ? await guards.optionalUser(request)
        : undefined
  const operator = isOperatorAccess(access) ? await guards.operator(request, access.operator) : undefined
  if (hasNulCharacter(request.query) || hasNulCharacter(request.body))
    throw new AppError('VALIDATION_FAILED', 'error.invalidField')
  return {
    user,
    operator,
    params: declaration.params ? parseParams(declaration.params, request.params) : undefined,
    query: declaration.query ? parseWith(declaration.query, request.query) : undefined,
    body: parseBody(declaration, request),
    // Read when a handler asks: most never need the language or the address.
    get locale() {
      return request.locale
    },
    get ip() {
      return request.ip
    },
    get userAgent() {
      return request.headers['user-agent']
    },
    get https() {
      return request.protocol === 'https'
    },
    header(name: string) {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value[0] : value
    },
    get cookieHeader() {
      return request.headers.cookie
    },
    get log() {
      return request.log
    },
    setHeader(name: string, value: string) {
      void reply.header(name, value)
    },
    once: undefined as Once<unknown> | undefined,
  }
}

/**
 * Whether any text in a query or body holds U+0000, which PostgreSQL cannot store in text (SQLite
 * can): refused on both databases alike. Iterative, so a deeply nested body cannot exhaust the stack.
 */
function hasNulCharacter(input: unknown): boolean {
  const pending: unknown[] = [input]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true
    } else if (Array.isArray(value)) for (const item of value) pending.push(item)
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) pending.push(key, child)
  }
  return false
}

/** What a declaration without a body accepts: nothing, or an empty object. */
const NO_BODY = z.strictObject({})

/**
 * The body, parsed with the declaration's schema. A JSON `null` is never a body; a declaration that
 * takes none accepts only no body or `{}`, so nothing unchecked reaches a handler (or the hash of an
 * idempotency key).
 */
function parseBody(declaration: Endpoint, request: FastifyRequest): unknown {
  if (request.body === null) throw new AppError('VALIDATION_FAILED', 'error.invalidBody')
  if (declaration.body) return parseWith(declaration.body, request.body)
  if (request.body !== undefined && declaration.method !== 'GET') parseWith(NO_BODY, request.body)
  return undefined
}

/** A path param that does not parse names no resource. */
function parseParams(schema: z.ZodMiniType, params: unknown): unknown {
  const result = schema.safeParse(params)
  if (!result.success) throw new AppError('NOT_FOUND')
  return result.data
}

function envelope(declaration: Endpoint, data: unknown, locale: Locale): Envelope<unknown> {
  return { code: 200, msg: declaration.message ? translate(locale, declaration.message) : '', data }
}

function checkReply(declaration: Endpoint, data: unknown): void {
  const result = declaration.reply.safeParse(data)
  if (result.success) return
  const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
  console.error(`the reply of ${declaration.id} does not match its schema: ${issues}`)
  throw new Error(`the reply of ${declaration.id} does not match its schema: ${issues}`)
}

/**
 * What a module adds to the server, named in its `<module>.module.ts`: the binders of its declared
 * endpoints, and any plugin it needs beyond them (the chat socket).
 */
export interface ServerModule {
  routes?: ((route: Router, deps: Deps) => void)[]
  plugins?: ((app: FastifyInstance, deps: Deps) => Promise<void>)[]
}
