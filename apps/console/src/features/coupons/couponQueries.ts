/** The console's coupon reads: campaigns with their redemption figures (the caller's role decides which). */
import { callKey } from '@siam/api-client'
import { couponConsoleApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export const couponConsoleQueries = {
  campaigns: (role: 'platform' | 'merchant') =>
    queryOptions({
      queryKey: callKey(
        role === 'platform' ? couponConsoleApi.adminCampaignList : couponConsoleApi.merchantCampaignList,
      ),
      queryFn: () =>
        call(
          role === 'platform' ? couponConsoleApi.adminCampaignList : couponConsoleApi.merchantCampaignList,
          {},
        ),
    }),
}
