import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_TITLE } from './announcements.ts'
import { textsLocaleParams, translatedText } from './content-texts.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'

/** An announcement's words: its title and its body (sanitised HTML, as the English one). */
export const announcementTextFields = z.strictObject({ title: z.string(), bodyHtml: z.string() })
export type AnnouncementTextFields = z.infer<typeof announcementTextFields>

/** An announcement in one language; an empty field shows the English one. */
export const announcementTextsBody = z.strictObject({
  title: translatedText(MAX_ANNOUNCEMENT_TITLE, 'content.titleTooLong'),
  bodyHtml: z.string().check(z.maxLength(MAX_ANNOUNCEMENT_BODY, 'content.bodyTooLong')),
})
export type AnnouncementTextsBody = z.infer<typeof announcementTextsBody>

export const announcementTexts = z.strictObject({
  id: z.number(),
  english: announcementTextFields,
  texts: z.strictObject({
    es: z.nullable(announcementTextFields),
    ja: z.nullable(announcementTextFields),
  }),
})
export type AnnouncementTexts = z.infer<typeof announcementTexts>

export const ANNOUNCEMENTS_OPS_GET_TEXTS = endpoint({
  id: 'announcements.opsGetTexts',
  method: 'GET',
  path: '/api/ops/announcements/:id/texts',
  access: operatorsOf('admin', 'support'),
  summary: "An announcement's title and body in English and in every other language.",
  params: idParams,
  reply: announcementTexts,
})

export const ANNOUNCEMENTS_OPS_SAVE_TEXTS = endpoint({
  id: 'announcements.opsSaveTexts',
  method: 'PUT',
  path: '/api/ops/announcements/:id/texts/:locale',
  access: operatorsOf('admin', 'support'),
  summary: "Saves an announcement's title and body in one language (es, ja), sanitised like the English.",
  params: textsLocaleParams,
  body: announcementTextsBody,
  reply: announcementTexts,
  message: 'content.textsSaved',
})
