/**
 * The console's session is an HttpOnly cookie: no script, the console's included, can read it.
 * The console keeps only a hint that it signed in, so that a console opened without a session goes
 * straight to sign-in instead of asking the server first. The hint is no credential: the server
 * decides with the cookie, and a 401 drops the hint.
 */
const HINT_KEY = 'opsSignedIn'

export function hasSessionHint(): boolean {
  return localStorage.getItem(HINT_KEY) === '1'
}

export function rememberSession(): void {
  localStorage.setItem(HINT_KEY, '1')
}

export function forgetSession(): void {
  localStorage.removeItem(HINT_KEY)
}
