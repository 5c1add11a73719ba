import type { RedeemReply, RedemptionCodeRow } from '@app/contracts'
import type { RedemptionCodeListRow } from './redeem.repo.ts'

/** A redemption's reward, as the service hands it over. */
export function presentRedemption(redemption: {
  reward: RedeemReply['reward']
  amount: number
}): RedeemReply {
  return { reward: redemption.reward, amount: String(redemption.amount) }
}

export function presentRedemptionCode(row: RedemptionCodeListRow): RedemptionCodeRow {
  return {
    code: row.display,
    reward: row.reward,
    amount: String(row.amount),
    maxUses: row.max_uses,
    uses: row.uses,
    perUserLimit: row.per_user_limit,
    expiresAt: row.expires_at,
    note: row.note,
    createdBy: row.username,
    createdAt: row.created_at,
  }
}
