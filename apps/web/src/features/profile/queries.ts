/** The user info screen's reads. */
import { callKey } from '@siam/api-client'
import { profileApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const profileQueries = {
  detail: () =>
    queryOptions({
      queryKey: callKey(profileApi.detail),
      queryFn: () => call(profileApi.detail, {}),
      staleTime: 0,
    }),
}
