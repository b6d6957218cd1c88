import type { BoardOrder } from '@siam/contracts'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Staff } from '../../shared/api/staff'
import { clock, dateTime, money } from '../../shared/format'
import { useSignedIn } from '../../shared/signedIn'
import { ShopSelect, sortedShops } from '../../shared/ui/listParts'
import { useStatusLabel } from '../../shared/ui/orderParts'
import { boardApi } from './api'
import { groupOrders } from './merge'
import { kindKey, OrderCard } from './OrderCard'
import { type ListOrders, POLL_INTERVAL_MS } from './sync'
import { useOrderBoard } from './useOrderBoard'

/** Re-render every `ms` so "waiting n min" stays true without a poll. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}

interface ShopOption {
  id: string
  name: string
}

/** Shops to filter by: the account's own, plus (for platform staff) every shop seen on the board. */
function useShopOptions(staff: Staff, orders: readonly BoardOrder[]): ShopOption[] {
  const [seen, setSeen] = useState<Record<string, string>>({})
  useEffect(() => {
    if (staff.role !== 'platform') return
    setSeen((known) => {
      let next: Record<string, string> | null = null
      for (const o of orders) {
        if (known[o.shopId] === undefined) {
          next ??= { ...known }
          next[o.shopId] =
            o.shopNameZh && o.shopName !== o.shopNameZh ? `${o.shopName} ${o.shopNameZh}` : o.shopName
        }
      }
      return next ?? known
    })
  }, [staff.role, orders])
  return useMemo(() => {
    const options = new Map<string, string>()
    for (const s of staff.shops) options.set(s.id, s.name)
    for (const [id, name] of Object.entries(seen)) if (!options.has(id)) options.set(id, name)
    return sortedShops(options)
  }, [staff.shops, seen])
}

const listOrders: ListOrders = (input) => boardApi.orders(input)

export function Board({ staff, list = listOrders }: { staff: Staff; list?: ListOrders }) {
  const { t, i18n } = useTranslation()
  const statusLabel = useStatusLabel()
  const locale = i18n.language || 'en'
  const isPlatform = staff.role === 'platform'
  const [shopId, setShopId] = useState<string | undefined>(undefined)
  const board = useOrderBoard(list, shopId)
  const now = useNow(30_000)
  const all = useMemo(() => Object.values(board.orders), [board.orders])
  const groups = useMemo(() => groupOrders(board.orders), [board.orders])
  const shops = useShopOptions(staff, all)
  const showShop = isPlatform || (staff.shops.length > 1 && shopId === undefined)
  const newCount = groups.fresh.length

  // "(2) New orders": the count of orders waiting for the shop, visible from any other tab.
  useEffect(() => {
    document.title = newCount > 0 ? t('console:title_with_new', { n: newCount }) : t('console:app_title')
  }, [newCount, t])
  useEffect(
    () => () => {
      document.title = 'Siam Console'
    },
    [],
  )

  const cardProps = { showShop, now, onUpdated: board.apply, onConflict: board.reload }

  return (
    <div className="board-page">
      <div className="board-toolbar">
        {(isPlatform || staff.shops.length > 1) && (
          <ShopSelect shops={shops} value={shopId} onChange={setShopId} />
        )}
        <span className="sync-status" aria-live="polite">
          {board.error ? (
            <span className="sync-error" role="alert">
              {t('console:sync_problem', { message: board.error.message })}{' '}
              <button type="button" className="btn btn-small" onClick={board.reload}>
                {t('console:retry')}
              </button>
            </span>
          ) : board.syncedAt !== null ? (
            <span className="muted" title={t('console:poll_hint', { seconds: POLL_INTERVAL_MS / 1000 })}>
              {t('console:last_updated', { time: clock(new Date(board.syncedAt).toISOString(), locale) })}
            </span>
          ) : null}
        </span>
      </div>

      {!isPlatform && staff.shops.length === 0 && <p className="notice">{t('console:no_shops')}</p>}

      <div className="board" aria-busy={board.loading}>
        <Column
          title={t('console:column_new')}
          tone="new"
          orders={groups.fresh}
          loading={board.loading}
          render={(o) => <OrderCard key={o.id} order={o} {...cardProps} />}
        />
        <Column
          title={t('console:column_preparing')}
          tone="preparing"
          orders={groups.preparing}
          loading={board.loading}
          render={(o) => <OrderCard key={o.id} order={o} {...cardProps} />}
        />
        <Column
          title={t('console:column_delivering')}
          tone="delivering"
          orders={groups.delivering}
          loading={board.loading}
          render={(o) => <OrderCard key={o.id} order={o} {...cardProps} />}
        />
        <Column
          title={t('console:column_delivered')}
          tone="delivered"
          orders={groups.delivered}
          loading={board.loading}
          render={(o) => <OrderCard key={o.id} order={o} {...cardProps} />}
        />
      </div>

      <section className="recent" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('console:recent_finished')}</h2>
        {groups.finished.length === 0 ? (
          <p className="muted">{board.loading ? t('console:loading') : t('console:no_orders')}</p>
        ) : (
          <ul className="recent-list">
            {groups.finished.map((o) => (
              <li key={o.id}>
                <details>
                  <summary className="recent-row">
                    <time dateTime={o.updatedAt}>{dateTime(o.updatedAt, locale)}</time>
                    <bdi className="recent-no">#{o.orderNo}</bdi>
                    {showShop && (
                      <span className="recent-shop" lang="zh-Hans">
                        {o.shopNameZh || o.shopName}
                      </span>
                    )}
                    <span>{t(kindKey(o))}</span>
                    <span className={`badge badge-status badge-status-${o.status}`}>
                      {statusLabel(o.status)}
                    </span>
                    <bdi className="recent-total">{money(o.totalFen)}</bdi>
                  </summary>
                  <OrderCard order={o} {...cardProps} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Column({
  title,
  tone,
  orders,
  loading,
  render,
}: {
  title: string
  tone: string
  orders: BoardOrder[]
  loading: boolean
  render: (order: BoardOrder) => ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section
      className={`column column-${tone}${orders.length > 0 ? ' column-busy' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="column-title">
        <span>{title}</span>
        <span className="count" aria-hidden="true">
          {orders.length}
        </span>
        <span className="visually-hidden">{t('console:count', { n: orders.length })}</span>
      </h2>
      <div className="column-body">
        {orders.length === 0 ? (
          <p className="muted empty">{loading ? t('console:loading') : t('console:no_orders')}</p>
        ) : (
          orders.map(render)
        )}
      </div>
    </section>
  )
}

/** The board of the signed-in staff member: the console's page at `#/`, kept mounted under the others. */
export function BoardPage() {
  const { staff } = useSignedIn()
  return <Board staff={staff} />
}
