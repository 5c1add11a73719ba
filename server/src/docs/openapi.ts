import {
  APP_VERSION,
  errorStatus,
  isOperatorAccess,
  type Access,
  type Endpoint,
  type ErrorCode,
} from '@app/contracts'
import { ENDPOINTS, moduleOf } from '@app/contracts/endpoints'
import { jsonSchemaOf, replyJsonSchema, type JsonSchema } from '../lib/json-schema.ts'

/**
 * The OpenAPI 3.1 description of the API, generated from the endpoint declarations in
 * `packages/contracts`: the same objects the server registers and the clients call, so the
 * document cannot drift from either.
 */
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  tags: { name: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> }
}

export interface Operation {
  operationId: string
  tags: string[]
  summary: string
  'x-access': string
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } }
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  description?: string
  schema: JsonSchema
}

const DESCRIPTION = [
  'Every reply is JSON `{ code, msg, data }`: `code` is 200 on success; on failure it repeats the HTTP',
  'status and `data` is `{ error, field? }` with an error code. `msg` is translated to the request’s',
  '`Accept-Language` (en, es, ja; English otherwise). Bodies are JSON; unknown fields are refused (400).',
  'Signed-in calls send `Authorization: Bearer <token>`. Amounts are strings of integer minor units',
  '("12345" is 123.45); times are Unix seconds.',
].join(' ')

/** Who may call, in words: the documentation's "Access" column. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'anyone'
  if (access === 'optionalUser') return 'anyone (a signed-in user sees more)'
  if (access === 'user') return 'signed-in user'
  return access.operator === 'any' ? 'any operator' : `operator: ${access.operator.join(', ')}`
}

const ERROR_REPLY: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    msg: { type: 'string' },
    data: {
      type: 'object',
      properties: { error: { type: 'string', enum: Object.keys(errorStatus) }, field: { type: 'string' } },
      required: ['error'],
    },
  },
  required: ['code', 'msg', 'data'],
}

/** The failures a caller of `declaration` can meet, by status, with what causes each. */
function failuresOf(declaration: Endpoint): [ErrorCode, string][] {
  const failures: [ErrorCode, string][] = []
  if (declaration.body || declaration.query || declaration.idempotent)
    failures.push(['VALIDATION_FAILED', 'the request is not valid; `msg` says why and `data.field` where'])
  if (declaration.access === 'user' || isOperatorAccess(declaration.access))
    failures.push(['UNAUTHENTICATED', 'no live session'])
  if (isOperatorAccess(declaration.access) && declaration.access.operator !== 'any')
    failures.push(['FORBIDDEN', 'the operator’s role may not call this'])
  if (declaration.params) failures.push(['NOT_FOUND', 'nothing has that id'])
  if (declaration.idempotent) {
    failures.push(['IDEMPOTENCY_IN_PROGRESS', 'the same key is still being answered'])
    failures.push(['IDEMPOTENCY_MISMATCH', 'the key was used with another body'])
  }
  return failures
}

function parametersOf(declaration: Endpoint): Parameter[] {
  const parameters: Parameter[] = []
  for (const [place, schema] of [
    ['path', declaration.params],
    ['query', declaration.query],
  ] as const) {
    if (!schema) continue
    const json = jsonSchemaOf(schema, 'input')
    const required = new Set((json.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: place, required: place === 'path' || required.has(name), schema: property })
    }
  }
  if (declaration.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'One per user action (8–128 of A-Z a-z 0-9 _ . : -): a repeat with the same key and body replays the first answer.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
    })
  }
  return parameters
}

function operationOf(declaration: Endpoint): Operation {
  const parameters = parametersOf(declaration)
  const { access } = declaration
  const responses: Operation['responses'] = declaration.socket
    ? { 101: { description: 'Switching Protocols: the connection is a WebSocket from here on.' } }
    : {
        200: {
          description: declaration.message
            ? `Success; \`msg\` is the text of ${declaration.message}.`
            : 'Success.',
          content: { 'application/json': { schema: replyJsonSchema(declaration) } },
        },
      }
  for (const [code, cause] of failuresOf(declaration)) {
    const status = String(errorStatus[code])
    const previous = responses[status]?.description
    responses[status] = {
      description: previous ? `${previous}; or ${code}: ${cause}` : `${code}: ${cause}`,
      content: { 'application/json': { schema: ERROR_REPLY } },
    }
  }
  return {
    operationId: declaration.id,
    tags: [moduleOf(declaration)],
    summary: declaration.summary,
    'x-access': describeAccess(access),
    ...(access === 'user' ? { security: [{ userToken: [] }] } : {}),
    ...(isOperatorAccess(access) ? { security: [{ operatorToken: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(declaration.body
      ? {
          requestBody: {
            required: true as const,
            content: { 'application/json': { schema: jsonSchemaOf(declaration.body, 'input') } },
          },
        }
      : {}),
    responses,
  }
}

/** `/api/products/:id` → `/api/products/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}')

export function openApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const declaration of endpoints) {
    const path = openApiPath(declaration.path)
    paths[path] = { ...paths[path], [declaration.method.toLowerCase()]: operationOf(declaration) }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Harvest API', version: APP_VERSION, description: DESCRIPTION },
    tags: [...new Set(endpoints.map(moduleOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        userToken: { type: 'http', scheme: 'bearer', description: 'A user session token (sign-in).' },
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An operator session token (console sign-in).',
        },
      },
      schemas: { Error: ERROR_REPLY },
    },
  }
}
