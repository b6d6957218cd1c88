/**
 * The refund desk's calls: the list of a desk (merchant or platform) and one request, key and fetch
 * together, and the decision. The platform decides through admin/, the merchant through merchant/.
 */
import { callKey, type DescriptorInput, type DescriptorOutput } from '@siam/api-client'
import { aftersaleConsoleApi } from '@siam/contracts/descriptors'
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api/client'
import { nextPageNo } from '../../shared/ui/listParts'
import type { RefundScope, StatusFilter } from './audit'

export type ConsoleRefund = DescriptorOutput<typeof aftersaleConsoleApi.merchantRefunds>['records'][number]
export type RefundDetail = DescriptorOutput<typeof aftersaleConsoleApi.merchantRefundDetail>
export type AuditDecision = DescriptorInput<typeof aftersaleConsoleApi.merchantAudit>['decision']

const REFUND_PAGE_SIZE = 20

const listCall = (scope: RefundScope) =>
  scope === 'platform' ? aftersaleConsoleApi.adminRefunds : aftersaleConsoleApi.merchantRefunds
const auditCall = (scope: RefundScope) =>
  scope === 'platform' ? aftersaleConsoleApi.adminAudit : aftersaleConsoleApi.merchantAudit

export const refundQueries = {
  /** A desk's requests page by page, for one status filter and shop (undefined: every shop). */
  list: (scope: RefundScope, filter: StatusFilter | undefined, shopId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: callKey(listCall(scope), filter?.id, shopId),
      queryFn: ({ pageParam }) =>
        call(listCall(scope), {
          pageNo: pageParam,
          pageSize: REFUND_PAGE_SIZE,
          ...(filter?.statuses ? { statuses: filter.statuses } : {}),
          ...(shopId ? { shopId } : {}),
        }),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  detail: (refundId: string) =>
    queryOptions({
      queryKey: callKey(aftersaleConsoleApi.merchantRefundDetail, refundId),
      queryFn: () => call(aftersaleConsoleApi.merchantRefundDetail, { refundId }),
    }),
}

export function auditRefund(scope: RefundScope, refundId: string, decision: AuditDecision, reason = '') {
  return call(auditCall(scope), { refundId, decision, reason })
}

/** The request as a decision answered it, without waiting for its reload. */
export function showDecided(queryClient: QueryClient, updated: ConsoleRefund): void {
  queryClient.setQueryData(refundQueries.detail(updated.id).queryKey, (old) =>
    old ? { ...old, refund: updated } : old,
  )
}
