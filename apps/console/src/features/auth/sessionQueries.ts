/** The signed-in staff member, keyed by the token that asked: another sign-in never sees the last one's answer. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { consoleApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export type LoginOutput = DescriptorOutput<typeof consoleApi.login>

export const sessionQueries = {
  me: (token: string | null) =>
    queryOptions({ queryKey: callKey(consoleApi.me, token), queryFn: () => call(consoleApi.me, {}) }),
}
