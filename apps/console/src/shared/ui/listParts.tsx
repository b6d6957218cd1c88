/**
 * Pieces the console's lists share: a failed load with its retry, the paging and "load more" button of a
 * paged list, and the shop filter with its choices.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShopSearch } from '../useShopChoices'

/** A load that failed: the server's message (already translated) and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <p className="sync-error" role="alert">
      {message}{' '}
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t('console:retry')}
      </button>
    </p>
  )
}

/**
 * `getNextPageParam` of a 1-based paged list (`{ records, total }` pages): the next page number while
 * fewer than `total` rows are loaded and the last page brought some.
 */
export function nextPageNo(
  last: { records: readonly unknown[]; total: number },
  all: readonly { records: readonly unknown[] }[],
): number | undefined {
  const loaded = all.reduce((n, p) => n + p.records.length, 0)
  return loaded < last.total && last.records.length > 0 ? all.length + 1 : undefined
}

/** Shop choices from an id → name map, by name. */
export function sortedShops(byId: ReadonlyMap<string, string>): { id: string; name: string }[] {
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/** The next page of an infinite query, while there is one. */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }
  label: string
}) {
  if (!query.hasNextPage) return null
  return (
    <button
      type="button"
      className="btn btn-block"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </button>
  )
}

/**
 * Which shop to show: one of `shops`, or all of them (undefined) unless `withAll` is false. With
 * `search` (platform staff) a search box narrows the shops listed by name.
 */
export function ShopSelect({
  shops,
  value,
  onChange,
  withAll = true,
  search,
}: {
  shops: readonly { id: string; name: string }[]
  value: string | undefined
  onChange: (shopId: string | undefined) => void
  withAll?: boolean
  search?: ShopSearch
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <span className="shop-select">
      <label htmlFor={id}>{t('console:shop')}</label>
      {search && (
        <input
          type="search"
          className="shop-search"
          aria-label={t('console:find_shop')}
          placeholder={t('console:find_shop')}
          value={search.keyword}
          maxLength={100}
          onChange={(e) => search.onKeyword(e.target.value)}
        />
      )}
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        {withAll && <option value="">{t('console:all_shops')}</option>}
        {shops.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {search?.more && <span className="muted shop-search-more">{t('console:find_shop_more')}</span>}
    </span>
  )
}
