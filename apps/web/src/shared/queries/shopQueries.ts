/**
 * The shop reads more than one feature makes (the menu pages and the confirm order page): key and fetch
 * together, so each page adds only its own options.
 */
import { callKey } from '@siam/api-client'
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'

export const shopQueries = {
  /**
   * With a position the server also computes the delivery fee and range for it. Without one, a shop
   * detail deep link's first read is the answer index.html's first script asked for (shared/earlyCalls.ts).
   */
  detail: (id: string, position?: string) =>
    queryOptions({
      queryKey: callKey(shopApi.detail, id, position ?? null),
      queryFn: () => call(shopApi.detail, position ? { id, position } : { id }),
    }),
}
