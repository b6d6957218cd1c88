/**
 * The member's points-mall cart (spec 7: member/pointsMall/shoppingCart/list, pageNo -1, pageSize 20,
 * data.records), read by the tab bar's badge and the cart page from one cache entry.
 */
import { callKey } from '@siam/api-client'
import { mallApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'

export const mallCartQuery = queryOptions({
  queryKey: callKey(mallApi.cartList),
  queryFn: () => call(mallApi.cartList, { pageNo: -1, pageSize: 20 }, { silent: true }),
})

/** The badge's number: the sum of the cart lines' `number` fields. */
export function cartCount(records: readonly { number: number }[] | undefined): number {
  return (records ?? []).reduce((sum, line) => sum + line.number, 0)
}
