import type { aftersaleConsoleCalls, BoardOrder, CallInput, CallOutput, consoleCalls } from '@siam/contracts'
import { type RequestOptions, request } from './client'

/** The console calls of @siam/contracts (`consoleCalls`), typed from the contracts, no schema at run time. */
type Calls = typeof consoleCalls

export type LoginInput = CallInput<Calls['login']>
export type LoginOutput = CallOutput<Calls['login']>
export type Staff = CallOutput<Calls['me']>
export type OrderListInput = CallInput<Calls['orders']>
export type OrderPage = CallOutput<Calls['orders']>
export type MerchantAction = CallInput<Calls['updateStatus']>['action']
export type DispatchInput = CallInput<Calls['dispatch']>
/** A line marked out of stock on a pending order (`aftersaleConsoleCalls.markOutOfStock`). */
export type OutOfStockItem = CallInput<(typeof aftersaleConsoleCalls)['markOutOfStock']>['items'][number]
export type { BoardOrder }

export const consoleApi = {
  login: (input: LoginInput) => request<LoginOutput>('merchant/login', input, { ignoreUnauthorized: true }),
  me: () => request<Staff>('merchant/me'),
  logout: () => request<boolean>('merchant/logout'),
  orders: (input: OrderListInput, options?: RequestOptions) =>
    request<OrderPage>('merchant/order/list', input, options),
  updateStatus: (id: string, action: MerchantAction) =>
    request<BoardOrder>('merchant/order/updateStatus', { id, action }),
  dispatch: (input: DispatchInput) => request<BoardOrder>('merchant/order/dispatch', input),
  reject: (id: string, reason: string) => request<BoardOrder>('merchant/order/reject', { id, reason }),
  markOutOfStock: (orderId: string, items: OutOfStockItem[]) =>
    request<BoardOrder>('merchant/order/markOutOfStock', { orderId, items }),
}

export type ConsoleApi = typeof consoleApi
