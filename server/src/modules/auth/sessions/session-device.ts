import type { SessionDevice } from './sessions.repo.ts'

/** How much of a User-Agent a session keeps: enough to name a browser and a system. */
export const USER_AGENT_KEPT = 160

/**
 * What a session keeps of the signing-in device: the start of its User-Agent (printable ASCII only)
 * and its address with the last part hidden. Both are the device's word and are only ever shown to
 * the account's own user.
 */
export function sessionDevice(userAgent: string | undefined, ip: string): SessionDevice {
  const agent = (userAgent ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, USER_AGENT_KEPT)
  return { userAgent: agent || null, ipHint: maskAddress(ip) }
}

/**
 * An address with its last part hidden: `203.0.113.7` → `203.0.113.x`; IPv6 keeps its first three
 * groups (`2001:db8:85a3:x`). Anything else is not kept.
 */
export function maskAddress(ip: string): string | null {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`
  if (!/^[0-9a-f:]{2,39}$/i.test(ip) || !ip.includes(':')) return null
  const head = ip.split('::')[0]?.split(':').filter(Boolean).slice(0, 3) ?? []
  return head.length > 0 ? `${head.join(':')}:x` : null
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** The browser and system a User-Agent names, each null when it names none this list knows. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  const agent = userAgent ?? ''
  const first = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(agent))?.[1] ?? null
  return { browser: first(BROWSERS), os: first(SYSTEMS) }
}
