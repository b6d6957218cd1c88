/** The help pages' reads: the FAQ (seeded; edited from the console later). */
import { callKey } from '@siam/api-client'
import { helpApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const helpQueries = {
  faq: () => queryOptions({ queryKey: callKey(helpApi.faqList), queryFn: () => call(helpApi.faqList, {}) }),
}
