/** The operator's bearer token lives in localStorage so a reload keeps the session. */
const TOKEN_KEY = 'opsToken'

export function findToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY)
}
