/** Near-me filters (spec 2): scope, type, taste, kept in the page's query so back navigation keeps them. */

import type { DescriptorInput } from '@siam/contracts/descriptor'
import type { shopApi } from '@siam/contracts/descriptors'
import { SCOPES, SHOP_TYPES, TASTES } from '@siam/contracts/shopFilters'

type ShopTypeName = (typeof SHOP_TYPES)[number]
type TasteName = (typeof TASTES)[number]
type ScopeName = (typeof SCOPES)[number]

export interface ShopFilters {
  scope: ScopeName
  type: ShopTypeName | null
  taste: TasteName | null
}

function pick<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null
}

export function readFilters(params: URLSearchParams): ShopFilters {
  return {
    scope: pick(SCOPES, params.get('scope')) ?? 'all',
    type: pick(SHOP_TYPES, params.get('type')),
    taste: pick(TASTES, params.get('taste')),
  }
}

/** The query with one filter changed ('all' / null drop out of the address). */
export function writeFilters(params: URLSearchParams, next: ShopFilters): URLSearchParams {
  const out = new URLSearchParams(params)
  if (next.scope === 'all') out.delete('scope')
  else out.set('scope', next.scope)
  if (next.type) out.set('type', next.type)
  else out.delete('type')
  if (next.taste) out.set('taste', next.taste)
  else out.delete('taste')
  return out
}

export function hasFilters(f: ShopFilters): boolean {
  return f.scope !== 'all' || f.type !== null || f.taste !== null
}

const PAGE_SIZE = 10

export function listInput(
  f: ShopFilters,
  position: string,
  /** The previous page's nextCursor (issue 17: keyset paging); none for the first page. */
  cursor: string | null,
): DescriptorInput<typeof shopApi.list> {
  const input: DescriptorInput<typeof shopApi.list> = {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    scope: f.scope,
    sort: 'distance',
  }
  if (position) input.position = position
  if (cursor) input.cursor = cursor
  if (f.type) input.type = f.type
  if (f.taste) input.taste = f.taste
  return input
}
