import { callKey } from '@siam/api-client'
import { orderQueries } from '../../shared/queries/orderQueries'
/**
 * `#/pages/order/index/index?tab=`: my orders. Tabs all / pending payment / to be received / self-pickup /
 * refund-after-sale with counts, search by contact phone or order number, cards with the actions open now.
 */

import type { OrderSummary } from '@siam/contracts'
import { orderApi } from '@siam/contracts/descriptors'
import { OrderStatus, orderStatusKey, refundStatusKey } from '@siam/domain'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { type OrderTabName, paths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDateTime } from '../../shared/format'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron, IconSearch } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Thumb } from '../../shared/ui/Thumb'
import '../../shared/orders/orders.css'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'

export const ORDER_TABS: OrderTabName[] = ['all', 'waitPayment', 'waitReceived', 'waitPickedUp', 'afterSales']
const PAGE_SIZE = 10
/** Catalogue keys are snake_case. */
const TAB_KEYS: Record<OrderTabName, string> = {
  all: 'all',
  waitPayment: 'wait_payment',
  waitReceived: 'wait_received',
  waitPickedUp: 'wait_picked_up',
  afterSales: 'after_sales',
}

export function Component() {
  const { t } = useTranslation(['order', 'status', 'common'])
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab') as OrderTabName | null
  const tab: OrderTabName = requested && ORDER_TABS.includes(requested) ? requested : 'all'
  const session = useLoginGate()
  const [text, setText] = useState(params.get('keyWords') ?? '')
  const keyWords = (params.get('keyWords') ?? '').trim()

  const loggedIn = session.status === 'in'
  const counts = useQuery({
    ...orderQueries.tabNumbers(),
    enabled: loggedIn,
    staleTime: 0,
  })
  const orders = useInfiniteQuery({
    queryKey: callKey(orderApi.list, tab, keyWords),
    queryFn: ({ pageParam }) =>
      call(orderApi.list, {
        pageNo: pageParam,
        pageSize: PAGE_SIZE,
        tab,
        ...(keyWords ? { keyWords } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.records.length, 0)
      return loaded < last.total && last.records.length > 0 ? all.length + 1 : undefined
    },
    enabled: loggedIn,
    staleTime: 0,
  })

  function setQuery(next: { tab?: OrderTabName; keyWords?: string }) {
    const q = new URLSearchParams()
    const nextTab = next.tab ?? tab
    const nextKeywords = next.keyWords ?? keyWords
    if (nextTab !== 'all') q.set('tab', nextTab)
    if (nextKeywords) q.set('keyWords', nextKeywords)
    setParams(q, { replace: true })
  }

  function onSearch(e: FormEvent) {
    e.preventDefault()
    setQuery({ keyWords: text.trim().slice(0, 40) })
  }

  // Load the next page when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && orders.hasNextPage && !orders.isFetchingNextPage) {
        void orders.fetchNextPage()
      }
    })
    io.observe(el)
    return () => io.disconnect()
  }, [orders.hasNextPage, orders.isFetchingNextPage, orders.fetchNextPage])

  const records = orders.data?.pages.flatMap((p) => p.records) ?? []

  return (
    <main className="page orders-page">
      <PageHeader title={t('order:my_orders')} home />
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the embedded browsers this app targets */}
      <form className="orders-search" role="search" onSubmit={onSearch}>
        <IconSearch size={18} />
        <input
          type="search"
          className="orders-search-input"
          value={text}
          maxLength={40}
          enterKeyHint="search"
          placeholder={t('order:search_placeholder')}
          aria-label={t('order:search_placeholder')}
          onChange={(e) => {
            setText(e.target.value)
            if (e.target.value === '' && keyWords) setQuery({ keyWords: '' })
          }}
        />
        <button type="submit" className="btn btn-primary btn-small">
          {t('order:search')}
        </button>
      </form>
      <div className="orders-tabs" role="tablist" aria-label={t('order:my_orders')}>
        {ORDER_TABS.map((x) => {
          const n = counts.data?.[x]
          return (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={x === tab}
              className={x === tab ? 'orders-tab active' : 'orders-tab'}
              onClick={() => setQuery({ tab: x })}
            >
              <span>{t(`order:tab_${TAB_KEYS[x]}`)}</span>
              {x !== 'all' && n !== undefined && n > 0 && (
                <span className="count-pill">
                  <bdi>{n > 99 ? '99+' : n}</bdi>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div className="page-body" role="tabpanel">
        {!loggedIn ? (
          session.status === 'checking' ? (
            <SkeletonCards count={3} />
          ) : (
            <LoginNeeded title={t('order:login_to_see_orders')} button={t('order:log_in')} />
          )
        ) : orders.isPending ? (
          <SkeletonCards count={3} />
        ) : orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
        ) : records.length === 0 ? (
          <EmptyState
            title={keyWords ? t('order:no_orders_match', { query: keyWords }) : t('order:no_orders')}
            action={
              <Link className="btn btn-primary" to={paths.home()}>
                {t('order:go_order')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="order-cards">
              {records.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </ul>
            <div ref={sentinel} />
            {orders.hasNextPage && (
              <button
                type="button"
                className="btn btn-plain btn-block"
                disabled={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {orders.isFetchingNextPage ? t('common:loading') : t('order:load_more')}
              </button>
            )}
            {!orders.hasNextPage && records.length > PAGE_SIZE && (
              <p className="o-list-end">{t('order:list_end')}</p>
            )}
          </>
        )}
      </div>
    </main>
  )
}

/** Orders in after-sale (processing, partly refunded or refused, refunded) link to their refund progress. */
const AFTER_SALE_STATUSES: number[] = [
  OrderStatus.AFTER_SALE,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.REFUNDED,
]

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(['order', 'status', 'aftersale'])
  const unpaid = order.status === OrderStatus.UNPAID
  const afterSale = AFTER_SALE_STATUSES.includes(order.status)
  const kind =
    order.kind === 'delivery'
      ? t('order:way_delivery')
      : order.diningOption === 'take_away'
        ? t('order:dining_take_away')
        : t('order:dining_dine_in')
  return (
    <li className="order-card">
      <Link to={paths.orderDetail(order.id)} className="order-card-link">
        <div className="order-card-head">
          <Thumb image={order.shopImage} size={32} className="order-card-img" />
          <span className="order-card-shop">
            {order.shopName}
            <IconChevron size={14} className="icon-dir" />
          </span>
          <span className={`order-status order-status-${orderStatusKey[order.status]}`}>
            {t(`status:${orderStatusKey[order.status]}`)}
          </span>
        </div>
        <p className="order-card-items">{order.firstItemNames.join(', ')}</p>
        <div className="order-card-foot">
          <span className="order-card-meta">
            <span className="pill pill-muted">{kind}</span> <bdi>{formatDateTime(order.createdAt)}</bdi>
          </span>
          <span className="order-card-total">
            {t('order:items_count', { n: order.itemCount })} <Price fen={order.totalFen} />
          </span>
        </div>
      </Link>
      {unpaid && (
        <div className="order-card-actions">
          <Link className="btn btn-accent btn-small" to={paths.pay(order.id)}>
            {t('order:pay_now')}
          </Link>
        </div>
      )}
      {afterSale && (
        <div className="order-card-actions">
          {order.refundStatus !== null && (
            <span className="order-card-refund">
              {t(`aftersale:status_${refundStatusKey[order.refundStatus]}`)}
            </span>
          )}
          <Link className="btn btn-plain btn-small" to={paths.refundProgress(order.id)}>
            {t('aftersale:action_view_refund')}
          </Link>
        </div>
      )}
    </li>
  )
}
