/** The blog tab's reads: articles the platform published (issue 14), in the reader's language. */
import { callKey } from '@siam/api-client'
import { contentApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const blogQueries = {
  list: (lang: string) =>
    queryOptions({
      queryKey: callKey(contentApi.blogList, lang),
      queryFn: () => call(contentApi.blogList, { pageNo: 1, pageSize: 20 }),
      staleTime: 5 * 60_000,
    }),
  article: (id: string, lang: string) =>
    queryOptions({
      queryKey: callKey(contentApi.blogDetail, id, lang),
      queryFn: () => call(contentApi.blogDetail, { id }),
      staleTime: 5 * 60_000,
    }),
}
