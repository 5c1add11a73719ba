import { useQuery } from '@tanstack/react-query'
import { ACCOUNT_INFO } from '@app/contracts/account'
import type { UserInfo } from '@app/contracts/auth'
import { fetchData } from '../../../lib/request.ts'
import { saveUserInfo } from '../../../lib/session.ts'

export const userInfoQueryKey = ['user', 'info'] as const

/** The signed-in user, fresh from the server; the stored `userInfo` is updated with it. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const data = await fetchData(ACCOUNT_INFO, {})
  saveUserInfo(data)
  return data
}

export const useUserInfo = () => useQuery({ queryKey: userInfoQueryKey, queryFn: fetchUserInfo })
