/** The security pages' reads: whether a payment password is set, and who is logged in. */
import { callKey } from '@siam/api-client'
import { memberApi, walletApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const securityQueries = {
  passwordStatus: () =>
    queryOptions({
      queryKey: callKey(walletApi.paymentPasswordStatus),
      queryFn: () => call(walletApi.paymentPasswordStatus, {}),
    }),
  memberInfo: () =>
    queryOptions({
      queryKey: callKey(memberApi.getLoginMemberInfo),
      queryFn: () => call(memberApi.getLoginMemberInfo, {}),
    }),
}
