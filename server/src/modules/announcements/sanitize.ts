import sanitizeHtml from 'sanitize-html'

/** Inline images must be one of these raster types; an SVG could carry script when opened alone. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i
const LINK = /^(?:https?:|mailto:)/i

/**
 * Whether an http(s) address carries a user or password (`https://bank.example@evil.example/`
 * reads as the bank but opens evil.example).
 */
function hasCredentials(address: string): boolean {
  if (!/^https?:/i.test(address)) return false
  try {
    const url = new URL(address)
    return url.username !== '' || url.password !== ''
  } catch {
    return true
  }
}

/**
 * Keeps only absolute http(s)/mailto links without a user or password; every link opens in a new
 * tab without the opener.
 */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href
  const safe = href !== undefined && LINK.test(href.trim()) && !hasCredentials(href.trim())
  return { tagName, attribs: { ...(safe ? { href } : {}), rel: 'noopener noreferrer', target: '_blank' } }
}

/** Keeps only https images without a user or password, and inline raster data. */
function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, ...rest } = attribs
  const safe =
    src !== undefined &&
    ((/^https:\/\//i.test(src.trim()) && !hasCredentials(src.trim())) || DATA_IMAGE.test(src.trim()))
  return { tagName, attribs: safe ? attribs : rest }
}

/**
 * The strict allow-list for announcement bodies: text formatting, lists, quotes, links (http, https,
 * mailto; always opened in a new tab without the opener) and images (https or inline raster data).
 * Everything else — scripts, styles, event handlers, frames, forms — is dropped, and the text inside
 * scripts, styles and frames with it. The app sanitises again with DOMPurify before rendering.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  // Pasted text often uses the older or bigger tags; keep their meaning within the allow-list.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: transformLink,
    img: transformImage,
  },
  // An image left without a source shows nothing useful.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

const EXCERPT_LENGTH = 140
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
}

/** The plain text of sanitised HTML, whitespace collapsed, cut to fit a list row. */
export function excerptOf(html: string): string {
  // Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(?:p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, '$& ')
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(text)
  return chars.length <= EXCERPT_LENGTH
    ? text
    : `${chars
        .slice(0, EXCERPT_LENGTH - 1)
        .join('')
        .trimEnd()}…`
}
