/** A tab's orders: loading, error, empty, or the cards, with the next page loaded as the end comes into view. */

import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type OrderTabName, paths } from '../../app/paths'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { OrderCard } from './OrderCard'
import { ORDER_PAGE_SIZE, orderListQueries } from './queries'

export function OrderRecords({ tab, keyWords }: { tab: OrderTabName; keyWords: string }) {
  const { t } = useTranslation(['order', 'common'])
  const orders = useInfiniteQuery({ ...orderListQueries.list(tab, keyWords), staleTime: 0 })
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage()
    })
    io.observe(el)
    return () => io.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (orders.isPending) return <SkeletonCards count={3} />
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
  const records = orders.data.pages.flatMap((p) => p.records)
  if (records.length === 0) {
    return (
      <EmptyState
        title={keyWords ? t('order:no_orders_match', { query: keyWords }) : t('order:no_orders')}
        action={
          <Link className="btn btn-primary" to={paths.home()}>
            {t('order:go_order')}
          </Link>
        }
      />
    )
  }
  return (
    <>
      <ul className="order-cards">
        {records.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && (
        <button
          type="button"
          className="btn btn-plain btn-block"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('common:loading') : t('order:load_more')}
        </button>
      )}
      {!hasNextPage && records.length > ORDER_PAGE_SIZE && (
        <p className="o-list-end">{t('order:list_end')}</p>
      )}
    </>
  )
}
