import { REDEEM_REDEEM as redeemCodeEndpoint, type RedeemBody } from '@app/contracts/redeem'
import { call } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'

export const redeemQueryKey = ['redeem'] as const

export const redeemCode = (body: RedeemBody, idempotencyKey: string) =>
  call(redeemCodeEndpoint, { body, idempotencyKey })

export const useRedeemCode = () => useMoneyAction({ mutationKey: redeemQueryKey, send: redeemCode })
