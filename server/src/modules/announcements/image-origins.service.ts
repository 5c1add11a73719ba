import type { Scope } from '../../deps.ts'
import { listTranslatedBodiesWithImages } from './announcement-texts.repo.ts'
import { listBodiesWithImages } from './announcements.repo.ts'

/** More distinct image hosts than this, and the pages admit images from any https host. */
export const MAX_IMAGE_ORIGINS = 50
const BODIES_READ = 500

/** The `src` of each https image in sanitised HTML (the sanitiser writes attributes in double quotes). */
const HTTPS_IMAGE = /<img\b[^>]*?\ssrc="(https:\/\/[^"]+)"/gi

/**
 * The https origins of the images announcements show in any language (published or not: the
 * console previews drafts), sorted; `'any'` when there are more than `MAX_IMAGE_ORIGINS`. Inline images are data:.
 */
export async function announcementImageOrigins(deps: Pick<Scope, 'db'>): Promise<string[] | 'any'> {
  const origins = new Set<string>()
  const [bodies, translated] = await Promise.all([
    listBodiesWithImages(deps.db, BODIES_READ),
    listTranslatedBodiesWithImages(deps.db, BODIES_READ),
  ])
  for (const html of [...bodies, ...translated]) {
    for (const match of html.matchAll(HTTPS_IMAGE)) {
      try {
        origins.add(new URL((match[1] ?? '').replaceAll('&amp;', '&')).origin)
      } catch {
        // The sanitiser kept only parsable https sources; nothing else can name an origin.
      }
    }
  }
  return origins.size > MAX_IMAGE_ORIGINS ? 'any' : [...origins].sort()
}
