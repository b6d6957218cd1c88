import { callKey } from '@siam/api-client'
/**
 * The shop list with filters, used by home (all shops), delivery (shops in range that deliver) and the
 * plain shop list page. Position from the location store; pages of 10 (by cursor) with infinite scroll and a
 * "load more" button; skeletons while loading; "delivery in this area coming soon" when nothing is in range.
 */
import { shopApi } from '@siam/contracts/descriptors'
import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { call } from '../../shared/api'
import { useLang } from '../../shared/i18n'
import { FALLBACK_POSITION, setManualPosition, useLocationStore } from '../../shared/location'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Spinner } from '../../shared/ui/Spinner'
import { FilterRow, TypeChips } from './FilterBar'
import { hasFilters, listInput, readFilters, type ShopFilters, writeFilters } from './filters'
import { ShopCardView } from './ShopCardView'

export function ShopFeed({ mode, chips = true }: { mode: 'all' | 'delivery'; chips?: boolean }) {
  const { t } = useTranslation('home')
  const { lang } = useLang()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const location = useLocationStore()
  const { status, position, locate } = location

  useEffect(() => {
    if (status === 'idle') void locate()
  }, [status, locate])

  const ready = (status === 'success' || status === 'error') && position !== ''

  const query = useInfiniteQuery({
    queryKey: callKey(shopApi.list, filters, position, lang),
    enabled: ready,
    // Keyset paging (issue 17): each page brings the cursor of the next; null on the last page.
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(shopApi.list, listInput(filters, position, pageParam), { silent: true }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

  const change = (next: ShopFilters) => setParams(writeFilters(params, next), { replace: true })
  const all = query.data?.pages.flatMap((p) => p.records) ?? []
  const shops = mode === 'delivery' ? all.filter((s) => s.supportsDelivery && s.inRange) : all
  // The server knows whether any shop (whatever the filters and page) delivers here.
  const deliversHere = query.data?.pages[0]?.deliversHere
  const noneInRange =
    all.length > 0 && (deliversHere === false || (deliversHere == null && !all.some((s) => s.inRange)))
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query

  // Infinite scroll: load the next page when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: '200px' },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  // The delivery list filters on the device: keep loading while too few shops are shown.
  useEffect(() => {
    if (mode === 'delivery' && hasNextPage && !isFetchingNextPage && shops.length < 6) void fetchNextPage()
  }, [mode, hasNextPage, isFetchingNextPage, shops.length, fetchNextPage])

  const showShanghai = position !== FALLBACK_POSITION
  const shanghaiButton = showShanghai ? (
    <button
      type="button"
      className="btn btn-outline btn-small"
      onClick={() => setManualPosition(FALLBACK_POSITION, 'shanghai')}
    >
      {t('browse_shanghai')}
    </button>
  ) : null

  let body: ReactNode
  if (!ready || query.isPending) {
    body = <SkeletonCards count={4} />
  } else if (query.isError) {
    body = (
      <ErrorState error={query.error} message={query.error.message} onRetry={() => void query.refetch()} />
    )
  } else if (shops.length === 0 && !hasNextPage) {
    body = hasFilters(filters) ? (
      <EmptyState
        title={t('no_match')}
        action={
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => change({ scope: 'all', type: null, taste: null })}
          >
            {t('clear_filters')}
          </button>
        }
      />
    ) : (
      <EmptyState title={t('coming_soon')} description={t('coming_soon_text')} action={shanghaiButton} />
    )
  } else {
    body = (
      <>
        {mode === 'all' && noneInRange && !hasFilters(filters) && (
          <div className="notice" role="note">
            <p className="notice-title">{t('coming_soon')}</p>
            <p className="notice-text">{t('coming_soon_far')}</p>
            {shanghaiButton}
          </div>
        )}
        <ul className="shop-list">
          {shops.map((s, i) => (
            <ShopCardView key={s.id} shop={s} eager={i < 3} />
          ))}
        </ul>
        <div ref={sentinel} className="list-foot">
          {isFetchingNextPage ? (
            <Spinner inline />
          ) : hasNextPage ? (
            <button type="button" className="link-button" onClick={() => void fetchNextPage()}>
              {t('common:load_more')}
            </button>
          ) : (
            <span className="list-end">{t('common:no_more')}</span>
          )}
        </div>
      </>
    )
  }

  return (
    <section className="shop-feed" aria-label={t('shops_nearby')} aria-busy={query.isFetching}>
      {chips && <TypeChips filters={filters} onChange={change} />}
      <FilterRow filters={filters} onChange={change} />
      {body}
    </section>
  )
}
