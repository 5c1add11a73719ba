import type * as z from 'zod/mini'
import type { Access } from './access.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One HTTP endpoint, declared once: the server registers it with its guard and validation, the
 * clients call it by this object, and the API documentation is generated from it.
 */
export interface Endpoint {
  /** `module.action`, unique: the module is the server module that serves it. */
  readonly id: string
  readonly method: HttpMethod
  /** The URL pattern; `:name` segments are path params. */
  readonly path: string
  readonly access: Access
  /** One line for the documentation. */
  readonly summary: string
  readonly params?: z.ZodMiniType
  readonly query?: z.ZodMiniType
  readonly body?: z.ZodMiniType
  /** The `data` of a success reply (the whole body when `envelope` is false). */
  readonly reply: z.ZodMiniType
  /** Money moves: the request must carry an `Idempotency-Key`, and a repeat replays the first answer. */
  readonly idempotent?: boolean
  /** Translation key of the success message (`msg`). */
  readonly message?: string
  /** Sent to the chat host when the config names one (spec §7). */
  readonly host?: 'chat'
  /** Largest accepted body in bytes, when it differs from the server's default. */
  readonly bodyLimit?: number
  /** `false` for plain JSON answers outside the API envelope (health checks). */
  readonly envelope?: false
  /** A WebSocket: the request is upgraded and the conversation is in frames, not a reply. */
  readonly socket?: true
}

/** Declares an endpoint; the literal types are kept, so handlers and callers are typed from it. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined

/** What the server hands a handler, after validation. */
export type ParamsOf<E extends Endpoint> = Output<E['params']>
export type QueryOf<E extends Endpoint> = Output<E['query']>
export type BodyOf<E extends Endpoint> = Output<E['body']>
/** What a success reply's `data` holds. */
export type ReplyOf<E extends Endpoint> = z.output<E['reply']>

/** What a caller sends: path params as text or numbers, the query and the body as the schemas accept them. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType
  ? { params: { [K in keyof z.input<E['params']>]: string | number } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodMiniType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['idempotent'] extends true ? { idempotencyKey: string } : { idempotencyKey?: undefined })

/** The URL of an endpoint with its path params filled in. */
export function pathOf(
  declaration: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> | undefined,
): string {
  return declaration.path.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${declaration.path}: missing path param ${name}`)
    return encodeURIComponent(String(value))
  })
}
