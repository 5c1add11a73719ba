import type { OpsUserRow, Page } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { foldCase } from '../../db/fold-case.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { getUserBalances, presentBalances } from '../ledger/index.ts'
import { userVipLevel } from '../vip/index.ts'
import {
  findByKey,
  findUsers,
  newestUsers,
  SEARCH_KEYS,
  type FoundUser,
  type SearchCursor,
  type SearchKey,
  type SearchTerms,
} from './user-search.repo.ts'
import { presentUserRow } from './user.presenter.ts'

/**
 * What the search text can be: a member number (`123` or `#123`), a phone (digits, a leading `+`;
 * spaces, dashes and brackets are dropped), an invitation code (letters and digits, upper-cased as
 * codes are) and always a nickname, folded (`db/fold-case.ts`): the search ignores its case.
 */
export function searchTermsOf(text: string): SearchTerms {
  const q = text.trim()
  if (!q) return {}
  const terms: SearchTerms = { nickname: foldCase(q) }
  const member = /^#?([1-9][0-9]{0,14})$/.exec(q)?.[1]
  if (member) terms.member = Number(member)
  if (/^\+?[0-9][0-9 ()-]*$/.test(q)) terms.phone = q.replace(/[^0-9+]/g, '')
  if (/^[A-Za-z0-9]+$/.test(q)) terms.code = q.toUpperCase()
  return terms
}

// The cursor: `<key>.<id>.<text>`, the last row of the page before; the text may hold any character.
const encodeCursor = (c: SearchCursor) => `${c.key}.${c.id}.${c.text}`

function decodeCursor(raw: string | undefined): SearchCursor | null {
  const match = raw ? /^(all|member|phone|code|nickname)\.([1-9][0-9]{0,14})\.(.*)$/s.exec(raw) : null
  if (!match) return null
  return { key: match[1] as SearchCursor['key'], id: Number(match[2]), text: match[3] ?? '' }
}

/** Each key's matches in turn from where the cursor stopped, until a page and one row more are found. */
async function findPage(
  deps: Pick<Deps, 'db' | 'database'>,
  terms: SearchTerms,
  cursor: SearchCursor | null,
  limit: number,
): Promise<(FoundUser & { key: SearchKey | 'all' })[]> {
  if (terms.nickname === undefined) {
    const rows = await newestUsers(deps.db, cursor?.key === 'all' ? cursor.id : null, limit + 1)
    return rows.map((r) => ({ ...r, key: 'all' as const }))
  }
  const start = cursor && cursor.key !== 'all' ? SEARCH_KEYS.indexOf(cursor.key) : 0
  const found: (FoundUser & { key: SearchKey })[] = []
  for (const key of SEARCH_KEYS.slice(start)) {
    const after = cursor && cursor.key === key ? cursor : null
    const rows = await findByKey(deps.db, deps.database.dialect, {
      key,
      terms,
      after,
      limit: limit + 1 - found.length,
    })
    found.push(...rows.map((r) => ({ ...r, key })))
    if (found.length > limit) break
  }
  return found
}

/**
 * The console's one search box: a page of users found by member number, phone, invitation code or
 * nickname, each key's exact match before its prefix matches; every user, newest first, for no text.
 */
export async function searchUsers(
  deps: Pick<Deps, 'db' | 'database' | 'clock' | 'env'>,
  input: { q: string; cursor: string | undefined },
): Promise<Page<OpsUserRow>> {
  const terms = searchTermsOf(input.q)
  const found = await findPage(deps, terms, decodeCursor(input.cursor), PAGE_SIZE)
  const page = found.slice(0, PAGE_SIZE)
  const last = page[page.length - 1]
  const users = new Map(
    (
      await findUsers(
        deps.db,
        page.map((f) => f.id),
      )
    ).map((u) => [u.id, u]),
  )
  const items = await Promise.all(
    page.map(async (f): Promise<OpsUserRow | null> => {
      const user = users.get(f.id)
      if (!user) return null
      const [balances, vipLevel] = await Promise.all([getUserBalances(deps, f.id), userVipLevel(deps, f.id)])
      return presentUserRow(user, {
        balances: presentBalances(balances),
        vipLevel,
        matchedBy: f.key === 'all' ? null : f.key,
      })
    }),
  )
  return {
    items: items.filter((i) => i !== null),
    next:
      found.length > PAGE_SIZE && last ? encodeCursor({ key: last.key, id: last.id, text: last.text }) : null,
  }
}
