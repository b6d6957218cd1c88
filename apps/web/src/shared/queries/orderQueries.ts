/**
 * The order queries the pages share: key and fetch together, so a page adds only its own options
 * (`useQuery({ ...orderQueries.detail(id), staleTime: 0 })`).
 */
import { callKey } from '@siam/api-client'
import { orderApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { type CallOptions, call } from '../api'

export const orderQueries = {
  detail: (id: string) =>
    queryOptions({ queryKey: callKey(orderApi.detail, id), queryFn: () => call(orderApi.detail, { id }) }),
  tabNumbers: (options?: CallOptions) =>
    queryOptions({
      queryKey: callKey(orderApi.tabNumbers),
      queryFn: () => call(orderApi.tabNumbers, {}, options),
    }),
}
