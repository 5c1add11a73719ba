import * as z from 'zod/mini'

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

/** The address the app wants to show in its embedded page. */
export const webviewCheckQuery = z.strictObject({
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
export interface WebviewCheckReply {
  url: string
  allowed: true
}

export interface WebviewHostRow {
  host: string
  note: string
  createdBy: string
  createdAt: number
}
