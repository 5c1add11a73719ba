import {
  maskAccountNumber,
  type Balances,
  type OpsReceiptChange,
  type OpsUserName,
  type OpsUserRow,
  type OpsUserView,
  type UserInfo,
} from '@app/contracts'
import { presentReceiptAccount, type CoolDown } from './receipt.presenter.ts'
import type { ReceiptAccountRow, ReceiptChangeRow } from './receipt.repo.ts'
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
    inviter: Pick<UserRow, 'id' | 'phone' | 'nickname'> | null
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
    inviter: facts.inviter ? presentUserName(facts.inviter) : null,
    frozen: row.frozen === 1,
    vipLevel: facts.vipLevel,
    createdAt: row.created_at,
    balances: facts.balances,
    receiptAccount: facts.receiptAccount
      ? {
          ...presentReceiptAccount(facts.receiptAccount, facts.coolDown),
          accountNumber: maskAccountNumber(facts.receiptAccount.account_number),
        }
      : null,
  }
}

export function presentUserName(row: Pick<UserRow, 'id' | 'phone' | 'nickname'>): OpsUserName {
  return { id: row.id, phone: row.phone, nickname: row.nickname }
}

/** A line of the console's user search. */
export function presentUserRow(
  row: UserRow,
  facts: Pick<OpsUserRow, 'balances' | 'vipLevel' | 'matchedBy'>,
): OpsUserRow {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    invitationCode: row.invitation_code,
    frozen: row.frozen === 1,
    vipLevel: facts.vipLevel,
    createdAt: row.created_at,
    balances: facts.balances,
    matchedBy: facts.matchedBy,
  }
}

/** One save of a receipt account, its number masked as everywhere in the console. */
export function presentReceiptChange(row: ReceiptChangeRow): OpsReceiptChange {
  return {
    id: row.id,
    accountNumber: maskAccountNumber(row.account_number),
    receiverName: row.receiver_name,
    method: row.method,
    savedAt: row.saved_at,
  }
}
