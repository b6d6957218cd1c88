/**
 * The refund desk. Merchant staff see the requests of their shops (first instance); platform staff see
 * escalated and merchant-rejected requests (second instance). A list with status and shop filters on the
 * start side, the chosen request in full on the other: order, lines, photos, history, and approve /
 * reject with a reason. Two staff acting at once: the second gets the server's conflict message and both
 * the list and the request reload.
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Staff } from '../../shared/api/staff'
import { dateTime, money } from '../../shared/format'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, LoadMore, nextPageNo, ShopSelect, sortedShops } from '../../shared/ui/listParts'
import { type ConsoleRefund, type RefundScope, type RefundsApi, refundsApi } from './api'
import { filtersFor, refundStatusLabelKey } from './audit'
import { RefundDetailPanel } from './RefundDetail'
import './refunds.css'

export const REFUND_PAGE_SIZE = 20
/** New requests show up without a reload. */
export const REFUND_POLL_MS = 15_000

export function RefundsPage({
  staff,
  scope,
  api = refundsApi,
}: {
  staff: Staff
  scope: RefundScope
  api?: RefundsApi
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const filters = filtersFor(scope)
  const [filterId, setFilterId] = useState(filters[0]?.id ?? 'all')
  const [shopId, setShopId] = useState<string | undefined>(undefined)
  const [selected, setSelected] = useState<string | null>(null)
  const filter = filters.find((f) => f.id === filterId) ?? filters[0]
  const statusId = useId()

  const list = useInfiniteQuery({
    queryKey: ['console', 'refunds', scope, filter?.id, shopId],
    queryFn: ({ pageParam, signal }) =>
      api.list(
        scope,
        {
          pageNo: pageParam,
          pageSize: REFUND_PAGE_SIZE,
          ...(filter?.statuses ? { statuses: filter.statuses } : {}),
          ...(shopId ? { shopId } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    refetchInterval: REFUND_POLL_MS,
  })
  const records = useMemo(() => list.data?.pages.flatMap((p) => p.records) ?? [], [list.data])
  const shops = useMemo(() => {
    const known = new Map<string, string>(staff.shops.map((s) => [s.id, s.name]))
    for (const r of records) if (!known.has(r.shopId)) known.set(r.shopId, r.shopName)
    return sortedShops(known)
  }, [staff.shops, records])

  // The first request opens by itself, so a desk with one waiting request is one click from a decision.
  useEffect(() => {
    if (selected === null && records[0]) setSelected(records[0].id)
  }, [selected, records])

  const showShop = scope === 'platform' || staff.shops.length > 1

  return (
    <div className="refunds-page">
      <div className="board-toolbar">
        <h1 className="page-title">
          {scope === 'platform' ? t('console:nav_platform_refunds') : t('console:nav_refunds')}
        </h1>
        <span className="shop-select">
          <label htmlFor={statusId}>{t('console:refund_status')}</label>
          <select
            id={statusId}
            value={filter?.id}
            onChange={(e) => {
              setFilterId(e.target.value)
              setSelected(null)
            }}
          >
            {filters.map((f) => (
              <option key={f.id} value={f.id}>
                {t(f.labelKey)}
              </option>
            ))}
          </select>
        </span>
        {showShop && (
          <ShopSelect
            shops={shops}
            value={shopId}
            onChange={(id) => {
              setShopId(id)
              setSelected(null)
            }}
          />
        )}
        <button type="button" className="btn btn-small sync-status" onClick={() => void list.refetch()}>
          {t('console:refresh')}
        </button>
      </div>

      <div className="refunds-layout">
        <section
          className="refund-list"
          aria-label={t('console:refund_requests')}
          aria-busy={list.isFetching}
        >
          {list.isPending ? (
            <p className="muted">{t('console:loading')}</p>
          ) : list.isError ? (
            <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : records.length === 0 ? (
            <p className="muted">{t('console:no_refunds')}</p>
          ) : (
            <ul className="refund-rows">
              {records.map((r) => (
                <li key={r.id}>
                  <RefundRow
                    refund={r}
                    locale={locale}
                    showShop={showShop}
                    selected={r.id === selected}
                    onSelect={() => setSelected(r.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <LoadMore query={list} label={t('console:load_more')} />
        </section>
        <section className="refund-detail" aria-label={t('console:refund_detail')}>
          {selected === null ? (
            <p className="muted">{t('console:refund_pick')}</p>
          ) : (
            <RefundDetailPanel
              key={selected}
              refundId={selected}
              scope={scope}
              api={api}
              onChanged={() => void list.refetch()}
            />
          )}
        </section>
      </div>
    </div>
  )
}

function RefundRow({
  refund: r,
  locale,
  showShop,
  selected,
  onSelect,
}: {
  refund: ConsoleRefund
  locale: string
  showShop: boolean
  selected: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={selected ? 'refund-row selected' : 'refund-row'}
      aria-pressed={selected}
      onClick={onSelect}
    >
      <span className="refund-row-head">
        <bdi className="refund-row-no">#{r.orderNo}</bdi>
        <span className={`badge badge-refund badge-refund-${r.status}`}>
          {t(refundStatusLabelKey(r.status))}
        </span>
      </span>
      <span className="refund-row-meta muted">
        <time dateTime={r.createdAt}>{dateTime(r.createdAt, locale)}</time>
        {showShop && (
          <>
            {' · '}
            <span lang="zh-Hans">{r.shopName}</span>
          </>
        )}
        {' · '}
        {r.kind === 'out_of_stock'
          ? t('console:refund_kind_out_of_stock')
          : (r.reasonText ?? t('console:refund_kind_member'))}
      </span>
      <bdi className="refund-row-amount">{money(r.amountFen)}</bdi>
    </button>
  )
}

/** The desk of the signed-in staff member's side, as a route module (react-router's lazy convention). */
export function Component() {
  const { staff } = useSignedIn()
  return <RefundsPage staff={staff} scope={staff.role === 'platform' ? 'platform' : 'merchant'} />
}
