import { ORDERS_LIST, type OrderRow } from '@app/contracts/orders'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const ordersQueryKey = ['orders'] as const

export const fetchOrders = (cursor: string | null) =>
  fetchData(ORDERS_LIST, { query: { cursor: cursor ?? undefined } })

/** Every purchase, newest first. */
export const ordersSource: ListSource<OrderRow> = { queryKey: ordersQueryKey, fetchPage: fetchOrders }
