import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { ENDPOINT_PREFIXES } from '@app/contracts/platform'

/** The addresses outside the server's own origin that the app's pages may use, as operators set them. */
export interface TrustedSources {
  /** The chat host's origin (`https://chat.example.com`), or empty for the server's own. */
  chatOrigin: string
  /** The web-view allow-list: exact hosts and `*.example.com` entries. */
  frameHosts: readonly string[]
  /** The https origins of the images announcements show (published ones only on the app's pages). */
  imageOrigins: readonly string[]
  /** The hashes (`'sha256-…'`) of the inline scripts the built pages carry, and no other inline script. */
  scriptHashes: readonly string[]
}

/** Whose page a policy is for: the app's, or the console's (which previews unpublished content). */
export type PageKind = 'app' | 'console'

const NONE: TrustedSources = { chatOrigin: '', frameHosts: [], imageOrigins: [], scriptHashes: [] }

/**
 * The content-security hash of each inline script of a built page (the app's landing script), read
 * from the page itself so the policy always names exactly what was built; none when it is absent.
 */
export function inlineScriptHashes(htmlFile: string): string[] {
  if (!fs.existsSync(htmlFile)) return []
  const html = fs.readFileSync(htmlFile, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, code]) => code!.trim() !== '')
    .map(([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`)
}

/**
 * The content-security policy naming exactly the origins the app uses: its own ('self' also admits
 * its own ws/wss), the chat host and its socket, the web-view allow-list for the embedded page, and
 * the hosts of the images announcements show (docs/decisions/0022). No inline script but the built
 * pages' own, each named by its hash; inline styles are allowed for the UI kits.
 */
export function contentSecurityPolicy({
  chatOrigin,
  frameHosts,
  imageOrigins,
  scriptHashes,
}: TrustedSources): string {
  const chatSocket = chatOrigin ? chatOrigin.replace(/^https:/, 'wss:') : ''
  const frames = frameHosts.map((host) => `https://${host}`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", chatOrigin, chatSocket].filter(Boolean).join(' '),
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The security headers of every reply: the strictest policy (no chat host, no frames) for API
 * replies and failures, no sniffing, no framing, a careful referrer policy.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy(NONE),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'origin-agent-cluster': '?1',
})

const API_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })

/** A request for a page (the document a browser applies the policy to), not one of its files. */
function isPageRequest(url: string, accept: string | undefined): boolean {
  const path = url.split('?')[0] ?? url
  return path.endsWith('/') || path.endsWith('.html') || (accept ?? '').includes('text/html')
}

/**
 * `/api` and `/health` replies get the fixed headers and are never cached. A page gets a policy
 * built from the trusted sources as they are stored now (the site settings, the web-view allow-list
 * and the announcements' image hosts; its scripts, styles and images need no policy of their own);
 * when they cannot be read, the strictest policy. Pages are never rate-limited, so page loads that
 * arrive while those reads run share them: a flood of page loads costs one read at a time.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  sources: (page: PageKind) => Promise<TrustedSources>,
): void {
  const reading: Partial<Record<PageKind, Promise<string | undefined>>> = {}
  const currentPolicy = (page: PageKind) =>
    (reading[page] ??= sources(page)
      .then(contentSecurityPolicy, () => undefined)
      .finally(() => {
        reading[page] = undefined
      }))
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url
    if (ENDPOINT_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      reply.headers(API_HEADERS)
      return
    }
    reply.headers(SECURITY_HEADERS)
    if (!isPageRequest(url, request.headers.accept)) return
    const policy = await currentPolicy(url.startsWith('/admin') ? 'console' : 'app')
    if (policy) reply.header('content-security-policy', policy)
  })
}
