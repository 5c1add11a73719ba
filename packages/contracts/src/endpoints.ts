import type { Endpoint } from './endpoint.ts'
import * as platform from './platform.ts'
import * as contracts from './index.ts'

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Endpoint>
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.access !== undefined &&
    candidate.reply !== undefined
  )
}

/**
 * Every declared endpoint, for the server's documentation and its checks (the clients import the
 * declarations they call, never this list). A declaration is found by being exported from a
 * contract file, so there is nothing to register by hand.
 */
export const ENDPOINTS: readonly Endpoint[] = (
  [...Object.values(platform), ...Object.values(contracts)] as unknown[]
).filter(isEndpoint)

/** The module an endpoint belongs to: the part of its id before the dot. */
export const moduleOf = (declaration: Pick<Endpoint, 'id'>): string => declaration.id.split('.')[0] ?? ''
