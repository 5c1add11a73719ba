import { isIPv6 } from 'node:net'

/* How limits and queues group client addresses: an IPv4 address, or an IPv6 client's networks. */

/** The eight 16-bit groups of an IPv6 address, `::` expanded; undefined for anything else. */
export function ipv6Groups(ip: string): number[] | undefined {
  if (!isIPv6(ip) || (ip.startsWith('::ffff:') && ip.includes('.'))) return undefined
  const [head = '', tail = ''] = ip.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return groups.map((g) => Number.parseInt(g, 16) || 0)
}

/** The IPv6 network of `bits` (a multiple of 8 up to 64) that `groups` is in, as `2001:db8::/48`. */
export function networkOf(groups: number[], bits: 48 | 56 | 64): string {
  const kept = groups.slice(0, 4)
  if (bits === 56) kept[3] = (kept[3] ?? 0) & 0xff00
  return `${kept
    .slice(0, bits === 48 ? 3 : 4)
    .map((g) => g.toString(16))
    .join(':')}::/${bits}`
}

/**
 * The part of a client's address a per-address limit counts: the whole IPv4 address, or the /64
 * network of an IPv6 one (a single subscriber is handed a whole /64 and can pick any address in it).
 */
export function addressKey(ip: string): string {
  const groups = ipv6Groups(ip)
  if (groups) return networkOf(groups, 64)
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip
}

/**
 * The network a client's requests share a turn with in the password queue: the IPv4 address, or
 * the IPv6 /48 (one site's allocation: a flood spread over its /64s is still one network).
 */
export function networkKey(ip: string): string {
  const groups = ipv6Groups(ip)
  return groups ? networkOf(groups, 48) : addressKey(ip)
}
