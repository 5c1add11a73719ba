import type { UserInfo } from '@app/contracts'

interface UserRow {
  id: number
  phone: string
  nickname: string
  invitation_code: string
  created_at: number
}

/** The user as the app stores it; the VIP level is derived from completed recharges (see wallet/vip.ts). */
export function presentUser(row: UserRow, vipLevel: number): UserInfo {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    vipLevel,
    invitationCode: row.invitation_code,
    createdAt: row.created_at,
  }
}
