import { useSyncExternalStore } from 'react'
import type { UserInfo } from '@app/contracts/auth'
import { readStored, removeStored, subscribeStorage, writeStored } from './storage.ts'

/** Logged in means a token is held (spec §4). */
export function getToken(): string | undefined {
  return readStored('token') || undefined
}

export function getUserInfo(): UserInfo | undefined {
  return readStored('userInfo')
}

export function isLoggedIn(): boolean {
  return getToken() !== undefined
}

export function saveSession(token: string, userInfo: UserInfo): void {
  writeStored('userInfo', userInfo)
  writeStored('token', token)
}

export function saveUserInfo(userInfo: UserInfo): void {
  writeStored('userInfo', userInfo)
}

export function clearSession(): void {
  removeStored('userInfo')
  removeStored('token')
}

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === 'token' || key === 'userInfo' || key === '') onChange()
  })

/** The token, re-rendering when it changes (login, logout, a 401, another tab). */
export function useToken(): string | undefined {
  return useSyncExternalStore(subscribe, getToken)
}

/** The stored user; the snapshot is the raw string so React sees a stable value between changes. */
export function useStoredUserInfo(): UserInfo | undefined {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem('userInfo'))
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as UserInfo
  } catch {
    return undefined
  }
}
