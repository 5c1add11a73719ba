/**
 * Whether a browser on `origin` may open a chat socket or call the chat API: the server's own
 * host, or one of the configured origins. No Origin header means a non-browser client, which the
 * token alone authenticates.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true
  const url = parseOrigin(origin)
  if (!url) return false
  if (host && url.host === host.toLowerCase()) return true
  return isListedOrigin(origin, allowed)
}

/** Whether `origin` is one of the configured origins (exact scheme, host and port). */
export function isListedOrigin(origin: string, allowed: readonly string[]): boolean {
  const url = parseOrigin(origin)
  return url !== undefined && allowed.some((entry) => parseOrigin(entry)?.origin === url.origin)
}

function parseOrigin(text: string): URL | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
