/** The order the page is about to place, as the preview and the insert calls take it. */
import type { DescriptorInput } from '@siam/api-client'
import type { orderApi } from '@siam/contracts/descriptors'

export type Way = 'delivery' | 'pickup'
export type Dining = 'dine_in' | 'take_away'
export type Helper = 'self' | 'platform'

export type OrderDraft = DescriptorInput<typeof orderApi.preview>

/** What decides the price: a preview must be for these before the pay button trusts it. */
export function priceKeyOf(draft: OrderDraft): string {
  return JSON.stringify([
    draft.shoppingWay,
    draft.diningOption,
    draft.deliveryAddressId ?? null,
    draft.items,
    draft.couponId ?? null,
  ])
}
