import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, formatMoney, NOTIFICATION_TYPES } from '@app/contracts'
import { auditDiff } from './diff.ts'
import { setLanguage, translate } from '../../../lib/i18n.ts'
import { AUDIT_SENTENCES, auditSentence } from './sentences.ts'

const money = (minor: string | number) => formatMoney(minor, '$')
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const serverSrc = path.join(repo, 'server/src')
const en: unknown = JSON.parse(
  fs.readFileSync(path.join(repo, 'packages/contracts/src/i18n/en.json'), 'utf8'),
)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/**
 * The server's translation keys (`redeem.invalid`…) and the kinds of notification a user is sent
 * (`recharge.credited`…): names, but not of audit actions.
 */
const messageKeys = new Set([
  ...Object.entries(en as Record<string, Record<string, unknown>>).flatMap(([group, texts]) =>
    Object.keys(texts).map((key) => `${group}.${key}`),
  ),
  ...NOTIFICATION_TYPES,
])

/**
 * Every action name the server writes: the `object.verb` literals of the files that write the
 * audit log, but for the translation keys they also name.
 */
function writtenActions(): { actions: Set<string>; templated: string[] } {
  const actions = new Set<string>()
  const templated: string[] = []
  for (const file of sourceFiles(serverSrc)) {
    const source = fs.readFileSync(file, 'utf8')
    if (!/\b(recordAudit|auditedExport)\(/.test(source) || file.endsWith(`${path.sep}audit.repo.ts`)) continue
    for (const match of source.matchAll(/'([a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*)'/g)) {
      const name = match[1] ?? ''
      if (!messageKeys.has(name)) actions.add(name)
    }
    // An action built from pieces could name anything; the scan only trusts whole names.
    if (/action:\s*`/.test(source)) templated.push(path.relative(serverSrc, file))
  }
  return { actions, templated }
}

describe('the audit log read as sentences', () => {
  it('has a sentence for every action the server writes to the audit log', () => {
    const { actions, templated } = writtenActions()
    expect(actions.size).toBeGreaterThan(20)
    expect(templated).toEqual([])
    const missing = [...actions].filter((action) => !Object.hasOwn(AUDIT_SENTENCES, action))
    expect(missing).toEqual([])
    for (const action of actions) expect(AUDIT_ACTIONS).toContain(action)
  })

  it('reads every known action as a sentence, even from an entry that holds nothing', () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence({ action, target: 'thing:7', before: null, after: null }, money)
      expect(sentence).not.toMatch(/undefined|NaN|\[object|null/)
      expect(sentence).not.toContain(action)
    }
  })

  it('reads a completed withdrawal with its amounts and the end of the account', () => {
    const row = {
      action: 'withdrawal.complete',
      target: 'withdrawal:12',
      before: { status: 'pending' },
      after: { status: 'completed', paid: 9800, fee: 200, accountEnd: '3344' },
    }
    expect(auditSentence(row, money)).toBe('Completed withdrawal #12: paid $98.00 to ••3344, fee $2.00')
    expect(
      auditSentence({ ...row, after: { paid: 9800, fee: 200, requestedBy: 1, approvedBy: 2 } }, money),
    ).toBe('Completed withdrawal #12: paid $98.00, fee $2.00 (approved as the second operator)')
    expect(auditSentence({ ...row, after: { ...row.after, reference: 'FT 2611-0042' } }, money)).toBe(
      'Completed withdrawal #12: paid $98.00 to ••3344, fee $2.00, bank reference FT 2611-0042',
    )
  })

  it('names a frozen user by nickname where the entry keeps it, and by number alone where it does not', () => {
    const row = { action: 'user.freeze', target: 'user:6', before: { frozen: 0 }, after: { frozen: 1 } }
    expect(auditSentence(row, money)).toBe('Froze user #6')
    const named = { ...row, before: { frozen: 0, nickname: 'Ana' }, after: { frozen: 1, nickname: 'Ana' } }
    expect(auditSentence(named, money)).toBe('Froze user #6 "Ana"')
    // The nickname is on both sides: no change of its own.
    expect(auditDiff(named.before, named.after, money).map((c) => c.field)).toEqual(['frozen'])
  })

  it('reads resolved and reopened conversations and recovery codes', () => {
    const resolve = {
      action: 'chat.resolve',
      target: 'conversation:3',
      before: { status: 'open' },
      after: null,
    }
    expect(auditSentence(resolve, money)).toBe('Resolved conversation #3')
    const used = {
      action: 'operator.recovery-code-use',
      target: 'operator:1',
      before: null,
      after: { left: 9 },
    }
    expect(auditSentence(used, money)).toBe('Signed in with a recovery code (9 left)')
  })

  it('reads saved replies and chat links with their title, language and conversation', () => {
    const saved = { title: 'Retiro en revisión', text: 'Hola', language: 'es' }
    const create = { action: 'canned-reply.create', target: 'canned_reply:4', before: null, after: saved }
    expect(auditSentence(create, money)).toBe('Saved reply #4 "Retiro en revisión" (Spanish)')
    const remove = { action: 'canned-reply.delete', target: 'canned_reply:4', before: saved, after: null }
    expect(auditSentence(remove, money)).toBe('Deleted saved reply #4 "Retiro en revisión"')
    const link = {
      action: 'chat-link.add',
      target: 'withdrawal:12',
      before: null,
      after: { conversation: 3 },
    }
    expect(auditSentence(link, money)).toBe('Linked withdrawal #12 to conversation #3')
    const unlink = {
      action: 'chat-link.remove',
      target: 'recharge:7',
      before: { conversation: 3 },
      after: null,
    }
    expect(auditSentence(unlink, money)).toBe('Unlinked recharge #7 from conversation #3')
  })

  it('tells a whole language file apart from texts changed key by key', () => {
    const row = { action: 'language.update', target: 'language:es', before: null, after: { keys: 31 } }
    expect(auditSentence(row, money)).toBe('Saved the es language pack (31 texts)')
    const keys = { ...row, before: { texts: { 'tab.home': 'Inicio' } } }
    expect(auditSentence({ ...keys, after: { keys: 1, texts: { 'tab.home': 'Portada' } } }, money)).toBe(
      'Changed 1 text of the es language pack',
    )
  })

  it('names the language of a translated product, announcement or wallet type', () => {
    const read = (action: string, target: string, after: object) =>
      auditSentence({ action, target, before: null, after }, money)
    expect(read('product.translate', 'product:4', { locale: 'es', name: 'Ahorro Inicial' })).toBe(
      'Edited the Spanish texts of product #4 "Ahorro Inicial"',
    )
    expect(read('announcement.translate', 'announcement:2', { locale: 'ja', title: 'お知らせ' })).toBe(
      'Edited the Japanese text of announcement #2',
    )
    expect(read('channel.translate', 'channel:1', { locale: 'es', name: 'Transferencia bancaria' })).toBe(
      'Edited the Spanish name of wallet type #1 "Transferencia bancaria"',
    )
  })

  it('reads exports, reversals and confirmations from their stored facts', () => {
    const from = new Date(2026, 10, 1).getTime() / 1000
    const to = new Date(2026, 11, 1).getTime() / 1000
    expect(
      auditSentence(
        {
          action: 'export.ledger',
          target: 'user:5',
          before: null,
          after: { from, to, rows: 1234, complete: true },
        },
        money,
      ),
    ).toBe('Exported 1,234 ledger postings of user #5 from 2026-11-01 to 2026-11-30')
    expect(
      auditSentence(
        { action: 'recharge.confirm', target: 'recharge:3', before: {}, after: { amount: 500000 } },
        money,
      ),
    ).toBe('Confirmed recharge #3: credited $5,000.00')
    expect(
      auditSentence(
        {
          action: 'recharge.confirm',
          target: 'recharge:4',
          before: {},
          after: { amount: 250000, reference: 'TRF-2026/118', requestedBy: 2, approvedBy: 3 },
        },
        money,
      ),
    ).toBe(
      'Confirmed recharge #4: credited $2,500.00, bank reference TRF-2026/118 (approved as the second operator)',
    )
    expect(auditSentence({ action: 'something.new', target: 'x:1', before: null, after: null }, money)).toBe(
      'something.new x:1',
    )
  })

  it('shows before and after as the fields that changed, amounts in the currency', () => {
    expect(
      auditDiff(
        { status: 'pending' },
        { status: 'completed', paid: 9800, fee: 200, accountEnd: '3344' },
        money,
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'completed' },
      { field: 'paid', before: '—', after: '$98.00' },
      { field: 'fee', before: '—', after: '$2.00' },
      { field: 'accountEnd', before: '—', after: '3344' },
    ])
    expect(auditDiff({ frozen: false, note: 'a' }, { frozen: true, note: 'a' }, money)).toEqual([
      { field: 'frozen', before: 'false', after: 'true' },
    ])
    expect(auditDiff({ host: 'x.example' }, null, money)).toEqual([
      { field: 'host', before: 'x.example', after: '—' },
    ])
  })
})

describe('the audit log read in Spanish and Japanese', () => {
  const completed = {
    action: 'withdrawal.complete',
    target: 'withdrawal:12',
    before: { status: 'pending' },
    after: { paid: 985000, fee: 200, accountEnd: '3344', reference: 'FT 2611-0042' },
  }
  const exportRow = (from: number, to: number) => ({
    action: 'export.ledger',
    target: 'user:5',
    before: null,
    after: { from, to, rows: 12345, complete: false },
  })
  const from = new Date(2026, 10, 1).getTime() / 1000
  const to = new Date(2026, 11, 1).getTime() / 1000

  it('reads each action as a whole sentence of the language, amounts and days its way', async () => {
    await setLanguage('es', false)
    const es = (minor: string | number) => formatMoney(minor, '$', 'es')
    expect(auditSentence(completed, es, translate, 'es')).toBe(
      'Completó el retiro n.º 12: pagó $9850,00 a ••3344, comisión $2,00, referencia bancaria FT 2611-0042',
    )
    expect(auditSentence(exportRow(from, to), es, translate, 'es')).toBe(
      'Exportó 12.345 apuntes del libro mayor del usuario n.º 5 del 01/11/2026 al 30/11/2026 ' +
        '(la descarga se detuvo antes de terminar)',
    )
    await setLanguage('ja', false)
    expect(auditSentence(completed, money, translate, 'ja')).toBe(
      '出金 #12 を完了しました: $9,850.00 を支払い（••3344 へ）、手数料 $2.00、銀行参照番号 FT 2611-0042',
    )
    expect(auditSentence(exportRow(from, to), money, translate, 'ja')).toBe(
      'ユーザー #5 の台帳記帳 12,345 件（2026/11/01〜2026/11/30）をエクスポートしました（ダウンロードは途中で止まりました）',
    )
    await setLanguage('en', false)
  })

  it('has a sentence for every action in each language, with nothing left unfilled', async () => {
    for (const locale of ['es', 'ja'] as const) {
      await setLanguage(locale, false)
      for (const action of AUDIT_ACTIONS) {
        const row = {
          action,
          target: 'thing:7',
          before: { asks: 'recharge.confirm' },
          after: { codes: 2, keys: 3 },
        }
        const sentence = auditSentence(row, money, translate, locale)
        expect(sentence, `${locale} ${action}`).not.toMatch(/undefined|NaN|\{\{|audit\./)
        expect(sentence).not.toContain(action)
      }
    }
    await setLanguage('en', false)
  })
})
