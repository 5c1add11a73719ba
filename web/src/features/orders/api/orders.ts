import type { OrderRow } from '@app/contracts/orders'
import { request } from '../../../lib/request.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const ordersQueryKey = ['orders'] as const

export const fetchOrders = (cursor: string | null) =>
  request<ListPage<OrderRow>>('/api/orders', { query: { cursor: cursor ?? undefined } }).then((r) => r.data)

/** Every purchase, newest first. */
export const ordersSource: ListSource<OrderRow> = { queryKey: ordersQueryKey, fetchPage: fetchOrders }
