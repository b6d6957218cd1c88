/** The after-sale reads of this feature: an order's refund requests and the amount a choice would refund. */

import { callKey } from '@siam/api-client'
import { aftersaleApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'
import type { RefundItemDraft } from './applyForm'

export const aftersaleQueries = {
  /** Keyed by the order; a page opened with only a refund id asks by that one. */
  refundProcess: (orderId: string, refundId?: string) =>
    queryOptions({
      queryKey: callKey(aftersaleApi.refundProcess, orderId),
      queryFn: () => call(aftersaleApi.refundProcess, orderId ? { orderId } : { refundId }),
    }),
  refundPreview: (orderId: string, items: RefundItemDraft[]) =>
    queryOptions({
      queryKey: callKey(aftersaleApi.refundPreview, orderId, items),
      queryFn: () => call(aftersaleApi.refundPreview, { orderId, items }, { silent: true }),
    }),
}
