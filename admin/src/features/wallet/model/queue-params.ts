import { parseMajorInput, type QueueFilters, type QueueOrder } from '@app/contracts'
import { dayRange } from '../../../lib/date-range.ts'
import { translate } from '../../../lib/i18n.ts'

/**
 * A queue page's state lives in its address, so a link opens it as it was: `/recharges?user=12`
 * from a user's page, or a search an operator shares. The names:
 * - `status`: the tab (`pending` when absent);
 * - `order`: `oldest` or `newest` (the oldest first on the pending tab, else the newest first);
 * - `user`: a user id; `phone`: a phone number; `amount`: an amount as typed (`250` or `250.00`);
 *   `ref`: a bank reference or what the user entered (payer account, membership or account number);
 * - `from`, `to`: the first and last day (`YYYY-MM-DD`, both included) of when it was asked for.
 */
export const SEARCH_FIELDS = [
  // Labels are keys of the console's language files.
  { key: 'user', label: 'queue.fieldUser' },
  { key: 'phone', label: 'queue.fieldPhone' },
  { key: 'amount', label: 'queue.fieldAmount' },
  { key: 'ref', label: 'queue.fieldRef' },
] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]['key']

export interface QueueParams<S extends string> {
  status: S
  order: QueueOrder
  /** What the server is asked for, or null with the reason when the address cannot be asked. */
  filters: QueueFilters
  problem: string | null
  /** Whether any filter is set (for "Clear"). */
  filtered: boolean
}

const problemKeys: Record<SearchField, string> = {
  user: 'queue.problemUser',
  phone: 'queue.problemPhone',
  amount: 'queue.problemAmount',
  ref: 'queue.problemRef',
}
/** Why a search field's value cannot be searched for, in the console's language. */
const problemOf = (field: SearchField) => translate(problemKeys[field])

/** The filters of one search field's value, or the reason it cannot be searched for. */
function searchOf(field: SearchField, value: string): Partial<QueueFilters> | string {
  const text = value.trim()
  if (field === 'user') return /^[1-9][0-9]{0,14}$/.test(text) ? { userId: Number(text) } : problemOf('user')
  if (field === 'phone') return /^\+?[0-9]{6,15}$/.test(text) ? { phone: text } : problemOf('phone')
  if (field === 'amount') {
    const minor = parseMajorInput(text)
    return minor === null || minor <= 0 ? problemOf('amount') : { amount: minor }
  }
  return text.length >= 1 && text.length <= 64 ? { reference: text } : problemOf('ref')
}

/** Reads a queue page's address; unknown statuses and orders read as their defaults. */
export function readQueueParams<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): QueueParams<S> {
  const first = statuses[0] as S
  const status = statuses.find((s) => s === params.get('status')) ?? first
  const asked = params.get('order')
  const order: QueueOrder =
    asked === 'oldest' || asked === 'newest' ? asked : status === 'pending' ? 'oldest' : 'newest'
  let filters: QueueFilters = {}
  let problem: string | null = null
  for (const { key } of SEARCH_FIELDS) {
    const value = params.get(key)
    if (value === null || value.trim() === '') continue
    const found = searchOf(key, value)
    if (typeof found === 'string') problem ??= found
    else filters = { ...filters, ...found }
  }
  const first_ = params.get('from')
  const last = params.get('to')
  if (first_ || last) {
    const range = dayRange(first_ ?? '', last ?? '')
    if ('problem' in range) problem ??= range.problem
    else filters = { ...filters, from: range.from, to: range.to }
  }
  const filtered = [...SEARCH_FIELDS.map((f) => f.key), 'from', 'to'].some((k) => params.get(k))
  return { status, order, filters, problem, filtered }
}

/** The filters as the API's query takes them (strings). */
export function filterQuery(filters: QueueFilters): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) query[key] = String(value)
  return query
}
