import fs from 'node:fs'

/**
 * The 5,000 most common passwords of at least 6 characters, most common first, one a line: the
 * head of the password frequency list that zxcvbn (MIT, © Dan Wheeler and Dropbox) ships, drawn
 * from leaked-password corpora. Sign-up, password change and reset refuse them on top of the
 * specification's 6-character minimum.
 */
let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  )
  return list
}

/** True when `password` (case aside) is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}
