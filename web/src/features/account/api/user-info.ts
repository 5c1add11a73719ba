import { useQuery } from '@tanstack/react-query'
import type { UserInfo } from '@app/contracts/auth'
import { request } from '../../../lib/request.ts'
import { saveUserInfo } from '../../../lib/session.ts'

export const userInfoQueryKey = ['user', 'info'] as const

/** The signed-in user, fresh from the server; the stored `userInfo` is updated with it. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const { data } = await request<UserInfo>('/api/user/info')
  saveUserInfo(data)
  return data
}

export const useUserInfo = () => useQuery({ queryKey: userInfoQueryKey, queryFn: fetchUserInfo })
