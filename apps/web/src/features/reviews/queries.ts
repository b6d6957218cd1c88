/** Whether an order can be reviewed, and its review once written (read by this feature only). */

import { callKey } from '@siam/api-client'
import { reviewApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const reviewQueries = {
  state: (orderId: string) =>
    queryOptions({
      queryKey: callKey(reviewApi.state, orderId),
      queryFn: () => call(reviewApi.state, { orderId }),
    }),
}
