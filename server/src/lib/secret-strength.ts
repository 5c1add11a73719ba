import { isCommonPassword } from './common-passwords.ts'

/**
 * Values that were printed as examples of a secret: the placeholders `.env.example` once shipped
 * and the README's sample passwords. Whoever copies one into production runs with a secret anyone
 * can read.
 */
const PUBLISHED_EXAMPLES = new Set([
  'change-me-letters-and-digits',
  'replace-with-a-long-unique-passphrase',
  'replace-with-16-or-more-random-characters',
  'a long unique passphrase',
  'secret',
])

/** Wording that marks a value as one still to be filled in. */
const PLACEHOLDER =
  /(change|replace)[-_ .]?(me|this|it|with)|placeholder|fill[-_ .]?in|your[-_ .]?(own|password|token|secret)|^(x{3,}|\*+|<.*>|\.{3}|todo|tbd)$/i

/** Fewest different characters a secret has: `aaaaaaaaaaaaaaaa` or `abababab…` guess in a moment. */
export const MIN_SECRET_CHARACTERS = 8

/**
 * True when most neighbouring characters are one step apart or equal (`1234567890123456`,
 * `abcdefghijklmnop`, `aaaa…`): a run typed, not chosen.
 */
function isRun(value: string): boolean {
  let steps = 0
  for (let i = 1; i < value.length; i++) {
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) steps += 1
  }
  return steps * 4 >= (value.length - 1) * 3
}

/**
 * Why `value` would not do as a production secret (a password or token), or undefined when it
 * would: a placeholder or a published example, a common password, or too little variety.
 */
export function secretWeakness(value: string): string | undefined {
  if (PUBLISHED_EXAMPLES.has(value.toLowerCase()) || PLACEHOLDER.test(value))
    return 'expected a value of your own, not a placeholder or a published example'
  if (isCommonPassword(value)) return 'expected a value that is not on the list of common passwords'
  if (new Set(value).size < MIN_SECRET_CHARACTERS || isRun(value))
    return `expected more variety (at least ${MIN_SECRET_CHARACTERS} different characters, not a run such as 12345678)`
  return undefined
}
