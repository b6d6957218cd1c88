/** The platform's payment refunds (`aftersaleConsoleApi.paymentRefunds`): key and fetch together. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { aftersaleConsoleApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export type PaymentRefundRow = DescriptorOutput<typeof aftersaleConsoleApi.paymentRefunds>['records'][number]

export const paymentRefundQueries = {
  /** The refunds in these statuses, as one page: the list is short, failures are rare. */
  list: (filterId: string, statuses: readonly PaymentRefundRow['status'][]) =>
    queryOptions({
      queryKey: callKey(aftersaleConsoleApi.paymentRefunds, filterId),
      queryFn: () =>
        call(aftersaleConsoleApi.paymentRefunds, { pageNo: 1, pageSize: 100, statuses: [...statuses] }),
    }),
}
