import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { HOLDING_STATUSES } from './income.ts'
import { cursorQuery, pageOf } from './paging.ts'
import { WALLETS } from './wallet.ts'

/** Orders: every purchase, newest first. */
export const orderRow = z.strictObject({
  id: z.number(),
  productName: z.string(),
  /** Minor units. */
  price: z.string(),
  payWallet: z.enum(WALLETS),
  purchasedAt: z.number(),
  status: z.enum(HOLDING_STATUSES),
})
export type OrderRow = z.infer<typeof orderRow>

export const ORDERS_LIST = endpoint({
  id: 'orders.list',
  method: 'GET',
  path: '/api/orders',
  access: 'user',
  summary: 'Every purchase of the signed-in user, newest first; keyset-paged.',
  query: cursorQuery,
  reply: pageOf(orderRow),
})
