import { AppError } from './errors.ts'

/** A path id: a positive integer, or the resource does not exist. */
export function parseId(text: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(text)) throw new AppError('NOT_FOUND')
  return Number(text)
}
