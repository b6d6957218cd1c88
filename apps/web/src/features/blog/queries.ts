/** The blog page's read: the service contacts from the shop settings. */
import { callKey } from '@siam/api-client'
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const blogQueries = {
  settings: () =>
    queryOptions({
      queryKey: callKey(shopApi.settings),
      queryFn: () => call(shopApi.settings, {}, { silent: true }),
    }),
}
