import { CompiledQuery, sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { keyQuery, type TextKey } from './user-search.repo.ts'
import { searchTermsOf } from './user-search.service.ts'

const INDEXES: Record<'sqlite' | 'postgres', Record<TextKey, RegExp>> = {
  sqlite: {
    phone: /SEARCH users USING (COVERING )?INDEX sqlite_autoindex_users_1 \(phone>\? AND phone<\?\)/,
    code: /SEARCH users USING (COVERING )?INDEX sqlite_autoindex_users_2 \(invitation_code>\? AND invitation_code<\?\)/,
    nickname:
      /SEARCH users USING (COVERING )?INDEX users_nickname_folded_idx \(nickname_folded>\? AND nickname_folded<\?\)/,
  },
  postgres: {
    phone: /Index (Only )?Scan using users_phone_prefix_idx/,
    code: /Index (Only )?Scan using users_code_prefix_idx/,
    nickname: /Index (Only )?Scan using users_nickname_folded_idx/,
  },
}

/**
 * A prefix is read as a range of an index on both databases, whatever the table's size: the plan
 * the database chooses for each key's query (PostgreSQL told not to scan the table whenever it
 * has another way, which it has only if the index fits the query).
 */
describeEachDialect('user search plans', (ctx) => {
  it.each(['phone', 'code', 'nickname'] as const)('reads the %s prefix from an index', async (key) => {
    const { db, dialect } = ctx().deps.database
    // "5552" can be every key: a member number, a phone, a code and a nickname.
    const terms = searchTermsOf('5552')
    const prefix = terms[key] ?? ''
    const cursor = { key, id: 1, text: `${prefix}0` }
    for (const after of [null, cursor]) {
      const query = keyQuery(db, dialect, { key, prefix, terms, after, limit: 21 }).compile()
      const plan = await db.transaction().execute(async (tx) => {
        if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(tx)
        const explain = dialect === 'postgres' ? 'explain ' : 'explain query plan '
        const rows = await tx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(explain + query.sql, [...query.parameters]),
        )
        return rows.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n')
      })
      expect(plan).toMatch(INDEXES[dialect][key])
      // Read in the index's order (no sort), and a later page starts in the index at the cursor.
      expect(plan).not.toMatch(/Seq Scan|Bitmap|Sort|SCAN users(?! USING)|USE TEMP B-TREE/)
      if (after && dialect === 'postgres') expect(plan).toContain(`>= '${after.text}'`)
    }
  })
})
