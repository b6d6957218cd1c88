/**
 * The refund desk. Merchant staff see the requests of their shops (first instance); platform staff see
 * escalated and merchant-rejected requests (second instance). A list with status and shop filters on the
 * start side, the chosen request in full on the other: order, lines, photos, history, and approve /
 * reject with a reason. Two staff acting at once: the second gets the server's conflict message and both
 * the list and the request reload.
 */
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Staff } from '../../shared/api/staff'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, LoadMore, ShopSelect } from '../../shared/ui/listParts'
import { filtersFor, type RefundScope, type StatusFilter } from './audit'
import { RefundDetailPanel } from './RefundDetail'
import { RefundRow } from './RefundRow'
import { useRefundList } from './useRefundList'
import './refunds.css'

export function RefundsPage({ staff, scope }: { staff: Staff; scope: RefundScope }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const filters = filtersFor(scope)
  const [filterId, setFilterId] = useState(filters[0]?.id ?? 'all')
  const [shopId, setShopId] = useState<string | undefined>(undefined)
  const [selected, setSelected] = useState<string | null>(null)
  const filter = filters.find((f) => f.id === filterId) ?? filters[0]
  const { list, records, shops } = useRefundList({ staff, scope, filter, shopId })

  // The first request opens by itself, so a desk with one waiting request is one click from a decision.
  useEffect(() => {
    if (selected === null && records[0]) setSelected(records[0].id)
  }, [selected, records])

  const showShop = scope === 'platform' || staff.shops.length > 1

  return (
    <div className="refunds-page">
      <RefundsToolbar
        scope={scope}
        filters={filters}
        filter={filter}
        onFilter={(id) => {
          setFilterId(id)
          setSelected(null)
        }}
        shops={showShop ? shops : null}
        shopId={shopId}
        onShop={(id) => {
          setShopId(id)
          setSelected(null)
        }}
        onRefresh={() => void list.refetch()}
      />

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
              onChanged={() => void list.refetch()}
            />
          )}
        </section>
      </div>
    </div>
  )
}

/** The desk's title, its status and shop filters (shops: null when one shop's staff need none) and a refresh. */
function RefundsToolbar({
  scope,
  filters,
  filter,
  onFilter,
  shops,
  shopId,
  onShop,
  onRefresh,
}: {
  scope: RefundScope
  filters: readonly StatusFilter[]
  filter: StatusFilter | undefined
  onFilter: (filterId: string) => void
  shops: readonly { id: string; name: string }[] | null
  shopId: string | undefined
  onShop: (shopId: string | undefined) => void
  onRefresh: () => void
}) {
  const { t } = useTranslation()
  const statusId = useId()
  return (
    <div className="board-toolbar">
      <h1 className="page-title">
        {scope === 'platform' ? t('console:nav_platform_refunds') : t('console:nav_refunds')}
      </h1>
      <span className="shop-select">
        <label htmlFor={statusId}>{t('console:refund_status')}</label>
        <select id={statusId} value={filter?.id} onChange={(e) => onFilter(e.target.value)}>
          {filters.map((f) => (
            <option key={f.id} value={f.id}>
              {t(f.labelKey)}
            </option>
          ))}
        </select>
      </span>
      {shops && <ShopSelect shops={shops} value={shopId} onChange={onShop} />}
      <button type="button" className="btn btn-small sync-status" onClick={onRefresh}>
        {t('console:refresh')}
      </button>
    </div>
  )
}

/** The desk of the signed-in staff member's side, as a route module (react-router's lazy convention). */
export function Component() {
  const { staff } = useSignedIn()
  return <RefundsPage staff={staff} scope={staff.role === 'platform' ? 'platform' : 'merchant'} />
}
