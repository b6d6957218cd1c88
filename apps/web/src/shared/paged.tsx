/** Paged member lists ("load more"): the infinite query over a paged call, and the button under it. */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SkeletonCards } from './ui/Skeleton'
import './paged.css'

export const PAGE_SIZE = 10

/** A paged list for `usePaged`: its cache key and how to fetch one page (1-based). */
export interface PagedQuery<T> {
  queryKey: readonly unknown[]
  fetchPage: (pageNo: number) => Promise<{ records: T[]; total: number }>
  /** how deep the call pages (a public catalogue list: contracts CATALOG_MAX_ROWS); no bound if absent */
  maxRecords?: number
  /** false: not asked yet (a page without what the call needs) */
  enabled?: boolean
}

/** A "load more" list of one of the member's paged calls (pageNo 1-based, total from the server). */
export function usePaged<T>({
  queryKey,
  fetchPage,
  maxRecords = Number.POSITIVE_INFINITY,
  enabled = true,
}: PagedQuery<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.records.length, 0)
      return loaded < Math.min(last.total, maxRecords) && last.records.length > 0 ? all.length + 1 : undefined
    },
    staleTime: 0,
    enabled,
  })
  const records = query.data?.pages.flatMap((p) => p.records) ?? []
  return { query, records }
}

/** The button under a paged list: "Load more" while there is more, "That's all" after a long list. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  count,
}: {
  hasMore: boolean
  loading: boolean
  onMore: () => void
  count: number
}) {
  const { t } = useTranslation('common')
  if (hasMore) {
    return (
      <button
        type="button"
        className="btn btn-plain btn-block wallet-more"
        disabled={loading}
        onClick={onMore}
      >
        {loading ? t('common:loading') : t('common:load_more')}
      </button>
    )
  }
  return count > PAGE_SIZE ? <p className="wallet-list-end">{t('common:no_more')}</p> : null
}

/**
 * A paged list with its states: skeletons while the first page loads, `empty` when there is nothing,
 * else the rows (`children` renders them inside the <ul>) and the "load more" button.
 */
export function PagedList<T>({
  paged,
  listClassName,
  empty,
  children,
}: {
  paged: ReturnType<typeof usePaged<T>>
  listClassName: string
  empty: ReactNode
  children: (records: T[]) => ReactNode
}) {
  const { query, records } = paged
  if (query.isPending) return <SkeletonCards count={2} />
  if (records.length === 0) return empty
  return (
    <>
      <ul className={listClassName}>{children(records)}</ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        count={records.length}
      />
    </>
  )
}
