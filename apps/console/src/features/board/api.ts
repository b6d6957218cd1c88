import type { aftersaleConsoleCalls, BoardOrder, CallInput, CallOutput, consoleCalls } from '@siam/contracts'
import { type RequestOptions, request } from '../../shared/api/client'

/** The board's calls of @siam/contracts (`consoleCalls`), typed from the contracts, no schema at run time. */
type Calls = typeof consoleCalls

export type OrderListInput = CallInput<Calls['orders']>
export type OrderPage = CallOutput<Calls['orders']>
export type MerchantAction = CallInput<Calls['updateStatus']>['action']
type DispatchInput = CallInput<Calls['dispatch']>
/** A line marked out of stock on a pending order (`aftersaleConsoleCalls.markOutOfStock`). */
export type OutOfStockItem = CallInput<(typeof aftersaleConsoleCalls)['markOutOfStock']>['items'][number]

export const boardApi = {
  orders: (input: OrderListInput, options?: RequestOptions) =>
    request<OrderPage>('merchant/order/list', input, options),
  updateStatus: (id: string, action: MerchantAction) =>
    request<BoardOrder>('merchant/order/updateStatus', { id, action }),
  dispatch: (input: DispatchInput) => request<BoardOrder>('merchant/order/dispatch', input),
  reject: (id: string, reason: string) => request<BoardOrder>('merchant/order/reject', { id, reason }),
  markOutOfStock: (orderId: string, items: OutOfStockItem[]) =>
    request<BoardOrder>('merchant/order/markOutOfStock', { orderId, items }),
}
