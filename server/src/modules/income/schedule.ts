/**
 * When a holding's income falls due: one pure function, used before purchase (the schedule shown
 * on the product) and after it (what a holding has earned by now).
 *
 * Slot k (k = 1, 2, …) falls at `purchasedAt + k × claim_period_seconds`. A slot is an earning when
 * the weekday of its time (UTC) is flagged 1 in the profit rule, Monday first ("1111100" = weekdays
 * only). The first `earnings_count` such slots are the holding's earnings, each worth
 * `earning_amount`. Nothing else accrues: the holding ends when its last earning falls due.
 */
export interface IncomeTerms {
  earning_amount: number
  earnings_count: number
  claim_period_seconds: number
  /** Seven characters of 0/1, Monday first. */
  profit_rule: string
}

export interface Earning {
  /** 1-based: the first earning is 1. */
  index: number
  /** Unix seconds. */
  dueAt: number
  amount: number
}

/** Monday = 0 … Sunday = 6, in UTC. */
export function weekdayMondayFirst(unixSeconds: number): number {
  return (new Date(unixSeconds * 1000).getUTCDay() + 6) % 7
}

export function isActiveDay(profitRule: string, unixSeconds: number): boolean {
  return profitRule[weekdayMondayFirst(unixSeconds)] === '1'
}

/** The earnings of a holding bought at `purchasedAt`, in order, computed lazily. */
function* earnings(terms: IncomeTerms, purchasedAt: number): Generator<Earning> {
  if (!/^[01]{7}$/.test(terms.profit_rule) || !terms.profit_rule.includes('1')) return
  if (terms.claim_period_seconds <= 0 || terms.earnings_count <= 0) return
  let index = 0
  for (let k = 1; index < terms.earnings_count; k++) {
    const dueAt = purchasedAt + k * terms.claim_period_seconds
    if (isActiveDay(terms.profit_rule, dueAt)) yield { index: ++index, dueAt, amount: terms.earning_amount }
  }
}

/**
 * The earnings of a holding bought at `purchasedAt`, in order, the first `limit` of them (all by
 * default). Empty when no weekday is active.
 */
export function payoutSchedule(terms: IncomeTerms, purchasedAt: number, limit = Infinity): Earning[] {
  const listed: Earning[] = []
  for (const e of earnings(terms, purchasedAt)) {
    if (listed.length >= limit) break
    listed.push(e)
  }
  return listed
}

/** How many earnings a holding of these terms has (none when no weekday is active). */
export function earningsTotal(terms: IncomeTerms): number {
  const valid = /^[01]{7}$/.test(terms.profit_rule) && terms.profit_rule.includes('1')
  return valid && terms.claim_period_seconds > 0 ? Math.max(0, terms.earnings_count) : 0
}

/**
 * The earnings due by `now`: a prefix of the schedule. A clock moved backwards gives a shorter
 * prefix, never a different one, so nothing already collected can fall due again.
 */
export function earningsDueBy(terms: IncomeTerms, purchasedAt: number, now: number): Earning[] {
  const due: Earning[] = []
  for (const e of earnings(terms, purchasedAt)) {
    if (e.dueAt > now) break
    due.push(e)
  }
  return due
}

/** The first earning not yet due at `now`, if any. */
export function nextEarningAfter(terms: IncomeTerms, purchasedAt: number, now: number): Earning | undefined {
  for (const e of earnings(terms, purchasedAt)) if (e.dueAt > now) return e
  return undefined
}

/** When the last earning falls due (the holding's end); `purchasedAt` when there is none. */
export function endOfSchedule(terms: IncomeTerms, purchasedAt: number): number {
  return payoutSchedule(terms, purchasedAt).at(-1)?.dueAt ?? purchasedAt
}

const spans = new Map<string, number>()
const SPAN_CACHE_SIZE = 1000

/**
 * Seconds from a purchase at `at` to its last earning, with `at` taken to the minute. Memoised per
 * terms and minute, since lists show it for every product on every request.
 */
export function scheduleSpan(terms: IncomeTerms, at: number): number {
  const minute = at - (at % 60)
  const key = `${terms.earnings_count}|${terms.claim_period_seconds}|${terms.profit_rule}|${minute}`
  let span = spans.get(key)
  if (span === undefined) {
    span = endOfSchedule(terms, minute) - minute
    if (spans.size >= SPAN_CACHE_SIZE) spans.delete(spans.keys().next().value as string)
    spans.set(key, span)
  }
  return span
}

/** The earnings falling due after `from` and by `until` (both Unix seconds), in order. */
export function earningsBetween(
  terms: IncomeTerms,
  purchasedAt: number,
  from: number,
  until: number,
): Earning[] {
  const listed: Earning[] = []
  for (const e of earnings(terms, purchasedAt)) {
    if (e.dueAt > until) break
    if (e.dueAt > from) listed.push(e)
  }
  return listed
}
