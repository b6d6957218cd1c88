/** The confirm order page's own read: the preview of the draft, keyed by the draft it priced. */
import { callKey } from '@siam/api-client'
import type { OrderQuote } from '@siam/contracts'
import { couponApi, orderApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'
import { type OrderDraft, priceKeyOf } from './orderDraft'

export interface PricedQuote {
  quote: OrderQuote
  /** The price key of the draft this quote is for (see `priceKeyOf`). */
  key: string
}

export const checkoutQueries = {
  /** The member's coupons this draft (without a coupon) can use, largest discount first. */
  usableCoupons: (draftJson: string) =>
    queryOptions({
      queryKey: callKey(couponApi.usableForOrder, draftJson),
      queryFn: () => call(couponApi.usableForOrder, JSON.parse(draftJson) as OrderDraft, { silent: true }),
    }),
  preview: (draftJson: string) =>
    queryOptions({
      queryKey: callKey(orderApi.preview, draftJson),
      queryFn: async (): Promise<PricedQuote> => {
        const input = JSON.parse(draftJson) as OrderDraft
        const quote = await call(orderApi.preview, input, { silent: true })
        return { quote, key: priceKeyOf(input) }
      },
    }),
}
