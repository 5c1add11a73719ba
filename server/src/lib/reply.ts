import type { Envelope } from '@app/contracts'

/** A success envelope. */
export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: 200, msg, data }
}
