/** The member's dietary profile (issue 14): read by the menu (marks, filters) and the Mine page. */
import { callKey } from '@siam/api-client'
import { dietaryApi } from '@siam/contracts/descriptors'
import { type DietaryProfile, EMPTY_DIETARY_PROFILE } from '@siam/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../api'
import { useSession } from '../session'

export const dietaryQueries = {
  profile: () =>
    queryOptions({
      queryKey: callKey(dietaryApi.profileGet),
      queryFn: () => call(dietaryApi.profileGet, {}),
    }),
}

/** The signed-in member's profile; the empty profile for visitors and while it loads. */
export function useDietaryProfile(): DietaryProfile {
  const signedIn = useSession().status === 'in'
  const { data } = useQuery({ ...dietaryQueries.profile(), enabled: signedIn })
  return signedIn && data ? data : EMPTY_DIETARY_PROFILE
}
