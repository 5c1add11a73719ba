import type { RedeemBody, RedeemReply } from '@app/contracts/redeem'
import { request } from '../../../lib/request.ts'
import { idempotencyHeader, useMoneyAction } from '../../../lib/money-action.ts'

export const redeemQueryKey = ['redeem'] as const

export const redeemCode = (body: RedeemBody, idempotencyKey: string) =>
  request<RedeemReply>('/api/redeem', { method: 'POST', body, headers: idempotencyHeader(idempotencyKey) })

export const useRedeemCode = () => useMoneyAction({ mutationKey: redeemQueryKey, send: redeemCode })
