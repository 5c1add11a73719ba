import type { Scope } from '../../deps.ts'
import { listTranslatedBodiesWithImages } from './announcement-texts.repo.ts'
import { listBodiesWithImages } from './announcements.repo.ts'

/** The most image hosts a page's policy names: the newest announcements' first, the rest left out. */
export const MAX_IMAGE_ORIGINS = 50
const BODIES_READ = 500

/** The `src` of each https image in sanitised HTML (the sanitiser writes attributes in double quotes). */
const HTTPS_IMAGE = /<img\b[^>]*?\ssrc="(https:\/\/[^"]+)"/gi

/**
 * The https origins of the images announcements show in any language, sorted: published ones only
 * for the app's pages (an operator's draft never widens what the app loads), drafts too for the
 * console's, which previews them. At most `MAX_IMAGE_ORIGINS`, the newest announcements' first:
 * an image of an older one past that is not shown, and the policy never widens to every https host.
 * Inline images are data:.
 */
export async function announcementImageOrigins(
  deps: Pick<Scope, 'db'>,
  scope: { drafts: boolean },
): Promise<string[]> {
  const origins = new Set<string>()
  const [bodies, translated] = await Promise.all([
    listBodiesWithImages(deps.db, BODIES_READ, scope),
    listTranslatedBodiesWithImages(deps.db, BODIES_READ, scope),
  ])
  for (const html of [...bodies, ...translated]) {
    for (const match of html.matchAll(HTTPS_IMAGE)) {
      if (origins.size >= MAX_IMAGE_ORIGINS) break
      try {
        origins.add(new URL((match[1] ?? '').replaceAll('&amp;', '&')).origin)
      } catch {
        // The sanitiser kept only parsable https sources; nothing else can name an origin.
      }
    }
  }
  return [...origins].sort()
}
