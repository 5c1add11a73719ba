import type { Balances, OpsUserView, UserInfo } from '@app/contracts'
import { presentReceiptAccount, type CoolDown } from './receipt.presenter.ts'
import type { ReceiptAccountRow } from './receipt.repo.ts'
import type { UserRow } from './users.repo.ts'

type UserInfoRow = Pick<UserRow, 'id' | 'phone' | 'nickname' | 'invitation_code' | 'created_at'>

/** The user as the app stores it; the VIP level is derived from completed recharges (the vip module). */
export function presentUser(row: UserInfoRow, vipLevel: number): UserInfo {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    vipLevel,
    invitationCode: row.invitation_code,
    createdAt: row.created_at,
  }
}

/** The user as the console sees them, with what the ledger, vip and the receipt account say. */
export function presentOpsUser(
  row: UserRow,
  facts: {
    balances: Balances
    vipLevel: number
    receiptAccount: ReceiptAccountRow | null
    coolDown: CoolDown
  },
): OpsUserView {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    invitationCode: row.invitation_code,
    inviterId: row.inviter_id,
    frozen: row.frozen === 1,
    vipLevel: facts.vipLevel,
    createdAt: row.created_at,
    balances: facts.balances,
    receiptAccount: facts.receiptAccount ? presentReceiptAccount(facts.receiptAccount, facts.coolDown) : null,
  }
}
