import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'

/**
 * An allow-listed host: an exact name (`pay.example.com`), or `*.example.com` for every subdomain of
 * example.com at any depth (not example.com itself). Lowercase letters, digits, dots and hyphens;
 * no scheme, no path, no port.
 */
export const WEBVIEW_HOST_PATTERN =
  /^(\*\.)?(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export const webviewHostSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'content.hostRequired'),
    z.regex(WEBVIEW_HOST_PATTERN, 'content.hostInvalid'),
  )

export const webviewHostBody = z.strictObject({
  host: webviewHostSchema,
  note: z.optional(z.string().check(z.trim(), z.maxLength(120, 'content.noteTooLong'))),
})

export type WebviewHostBody = z.infer<typeof webviewHostBody>

/** The address the app wants to show in its embedded page; other query values are ignored. */
export const webviewCheckQuery = z.object({
  url: z
    .string('content.urlRequired')
    .check(
      z.trim(),
      z.minLength(1, 'content.urlRequired'),
      z.maxLength(2048, 'content.urlTooLong'),
      z.regex(/^https:\/\//i, 'content.httpsRequired'),
    ),
})

export type WebviewCheckQuery = z.infer<typeof webviewCheckQuery>

/** An allowed address; refused ones are answered 400 with the reason. */
export const webviewCheckReply = z.strictObject({
  /** The address as the URL parser normalised it. */
  url: z.string(),
  allowed: z.literal(true),
})
export type WebviewCheckReply = z.infer<typeof webviewCheckReply>

export const webviewHostRow = z.strictObject({
  host: z.string(),
  note: z.string(),
  /** Username of the operator who added it. */
  createdBy: z.string(),
  createdAt: z.number(),
})
export type WebviewHostRow = z.infer<typeof webviewHostRow>

export const WEBVIEW_CHECK = endpoint({
  id: 'webview.check',
  method: 'GET',
  path: '/api/webview/check',
  access: 'public',
  summary: 'Admits an https address on an allow-listed host for the embedded page; a refusal says why.',
  query: webviewCheckQuery,
  reply: webviewCheckReply,
})

export const WEBVIEW_OPS_LIST = endpoint({
  id: 'webview.opsList',
  method: 'GET',
  path: '/api/ops/webview-hosts',
  access: operatorsOf('admin'),
  summary: 'The hosts the embedded page may show, by name.',
  reply: z.array(webviewHostRow),
})

export const WEBVIEW_OPS_ADD = endpoint({
  id: 'webview.opsAdd',
  method: 'POST',
  path: '/api/ops/webview-hosts',
  access: operatorsOf('admin'),
  summary: 'Allows a host (or `*.` and every subdomain under it) in the embedded page.',
  body: webviewHostBody,
  reply: webviewHostRow,
})

export const WEBVIEW_OPS_REMOVE = endpoint({
  id: 'webview.opsRemove',
  method: 'DELETE',
  path: '/api/ops/webview-hosts/:host',
  access: operatorsOf('admin'),
  summary: 'Removes a host from the allow-list; the app refuses its pages from then on.',
  params: z.strictObject({ host: webviewHostSchema }),
  reply: z.null(),
})
