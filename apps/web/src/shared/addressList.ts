import { callKey } from '@siam/api-client'
import { addressApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from './api'

/**
 * The member's address book as one query (spec 7: `pageNo -1` = all, page size 10), so the address
 * pages and the confirm order page read one cache.
 */
export const addressListQuery = queryOptions({
  queryKey: callKey(addressApi.list, 'all'),
  queryFn: () => call(addressApi.list, { pageNo: -1, pageSize: 10 }),
  staleTime: 0,
})
