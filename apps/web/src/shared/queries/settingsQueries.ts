/** The app's public settings (service contacts, web view partners), read by the blog and the web view. */
import { callKey } from '@siam/api-client'
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'

export const settingsQueries = {
  current: () =>
    queryOptions({
      queryKey: callKey(shopApi.settings),
      queryFn: () => call(shopApi.settings, {}, { silent: true }),
      staleTime: 10 * 60_000,
    }),
}
