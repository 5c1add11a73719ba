import type {
  AnnouncementTextFields,
  AnnouncementTexts,
  AnnouncementTextsBody,
  ContentLocale,
} from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { translationLocale } from '../../lib/content-locale.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { allAnnouncementTexts, saveAnnouncementTexts } from './announcement-texts.repo.ts'
import { findAnnouncement } from './announcements.repo.ts'
import { excerptOf, sanitizeAnnouncementHtml } from './sanitize.ts'

const fieldsOf = (row: { title: string; body_html: string }): AnnouncementTextFields => ({
  title: row.title,
  bodyHtml: row.body_html,
})

/** An announcement's English title and body and what is stored for every other language. */
export async function getAnnouncementTexts(deps: Pick<Scope, 'db'>, id: number): Promise<AnnouncementTexts> {
  const announcement = await findAnnouncement(deps.db, id)
  if (!announcement) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
  const stored = await allAnnouncementTexts(deps.db, id)
  const of = (locale: ContentLocale) => {
    const row = stored.find((r) => r.locale === locale)
    return row ? fieldsOf(row) : null
  }
  return { id, english: fieldsOf(announcement), texts: { es: of('es'), ja: of('ja') } }
}

/**
 * Saves an announcement's title and body in one language. The body is sanitised like the English
 * one and its excerpt derived from it; an empty field shows the English one. Audited.
 */
export async function saveTexts(
  deps: Deps,
  input: { id: number; locale: string; texts: AnnouncementTextsBody; operatorId: number },
): Promise<void> {
  const locale = translationLocale(input.locale)
  const now = deps.clock.now()
  const html = input.texts.bodyHtml.trim() === '' ? '' : sanitizeAnnouncementHtml(input.texts.bodyHtml)
  const title = input.texts.title
  await inTransaction(deps.database, async (tx) => {
    const before = await getAnnouncementTexts({ db: tx }, input.id)
    await saveAnnouncementTexts(
      tx,
      input.id,
      locale,
      { title, body_html: html, excerpt: excerptOf(html) },
      now,
    )
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'announcement.translate',
      target: `announcement:${input.id}`,
      before: { locale, ...before.texts[locale] },
      after: { locale, title, bodyHtml: html },
      now,
    })
  })
}
