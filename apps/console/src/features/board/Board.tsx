import type { BoardOrder } from '@siam/contracts'
import { consoleApi } from '@siam/contracts/descriptors'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { clock } from '../../shared/format'
import { useSignedIn } from '../../shared/signedIn'
import { ShopSelect, sortedShops } from '../../shared/ui/listParts'
import { type SubscribeBoard, subscribeMerchantEvents } from './liveBoard'
import { type BoardGroups, groupOrders } from './merge'
import { type AlertSwitch, useAlertSwitch, useNewOrderAlerts } from './newOrderAlerts'
import { OrderCard, type OrderCardProps } from './OrderCard'
import { RecentOrders } from './RecentOrders'
import { type ListOrders, POLL_INTERVAL_MS } from './sync'
import { useOrderBoard } from './useOrderBoard'
import './live.css'

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

/** The board's columns, in the order an order moves through them. */
const COLUMNS: { group: Exclude<keyof BoardGroups, 'finished'>; titleKey: string; tone: string }[] = [
  { group: 'fresh', titleKey: 'console:column_new', tone: 'new' },
  { group: 'preparing', titleKey: 'console:column_preparing', tone: 'preparing' },
  { group: 'delivering', titleKey: 'console:column_delivering', tone: 'delivering' },
  { group: 'delivered', titleKey: 'console:column_delivered', tone: 'delivered' },
]

/** "(2) New orders": the count of orders waiting for the shop, visible from any other tab. */
function useNewOrdersTitle(newCount: number) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = newCount > 0 ? t('console:title_with_new', { n: newCount }) : t('console:app_title')
  }, [newCount, t])
  useEffect(
    () => () => {
      document.title = 'Siam Console'
    },
    [],
  )
}

const listOrders: ListOrders = (input) => call(consoleApi.orders, input)

function Board({
  staff,
  list = listOrders,
  subscribe = subscribeMerchantEvents,
}: {
  staff: Staff
  list?: ListOrders
  subscribe?: SubscribeBoard
}) {
  const { t } = useTranslation()
  const isPlatform = staff.role === 'platform'
  const [shopId, setShopId] = useState<string | undefined>(undefined)
  const board = useOrderBoard(list, shopId, subscribe)
  const alerts = useAlertSwitch()
  const now = useNow(30_000)
  const all = useMemo(() => Object.values(board.orders), [board.orders])
  const groups = useMemo(() => groupOrders(board.orders), [board.orders])
  const shops = useShopOptions(staff, all)
  const showShop = isPlatform || (staff.shops.length > 1 && shopId === undefined)
  useNewOrdersTitle(groups.fresh.length)
  useNewOrderAlerts(groups.fresh, board.loading, alerts)

  const cardProps: Omit<OrderCardProps, 'order'> = {
    showShop,
    now,
    onUpdated: board.apply,
    onConflict: board.reload,
  }

  return (
    <div className="board-page">
      <div className="board-toolbar">
        {(isPlatform || staff.shops.length > 1) && (
          <ShopSelect shops={shops} value={shopId} onChange={setShopId} />
        )}
        <AlertsButton alerts={alerts} />
        <SyncStatus board={board} />
      </div>

      {!isPlatform && staff.shops.length === 0 && <p className="notice">{t('console:no_shops')}</p>}

      <div className="board" aria-busy={board.loading}>
        {COLUMNS.map((c) => (
          <Column
            key={c.tone}
            title={t(c.titleKey)}
            tone={c.tone}
            orders={groups[c.group]}
            loading={board.loading}
            render={(o) => <OrderCard key={o.id} order={o} {...cardProps} />}
          />
        ))}
      </div>

      <RecentOrders orders={groups.finished} loading={board.loading} cardProps={cardProps} />
    </div>
  )
}

/** When the board last heard from the server, or what went wrong with a retry. */
function SyncStatus({ board }: { board: ReturnType<typeof useOrderBoard> }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  return (
    <span className="sync-status" aria-live="polite">
      {board.error ? (
        <span className="sync-error" role="alert">
          {t('console:sync_problem', { message: board.error.message })}{' '}
          <button type="button" className="btn btn-small" onClick={board.reload}>
            {t('console:retry')}
          </button>
        </span>
      ) : board.syncedAt !== null ? (
        <span
          className={board.live ? 'muted sync-live' : 'muted'}
          title={
            board.live ? t('console:live_hint') : t('console:poll_hint', { seconds: POLL_INTERVAL_MS / 1000 })
          }
        >
          {t('console:last_updated', { time: clock(new Date(board.syncedAt).toISOString(), locale) })}
        </span>
      ) : null}
    </span>
  )
}

/** Sound and browser notification for new orders, switched on by a click (browsers require one). */
function AlertsButton({ alerts }: { alerts: AlertSwitch }) {
  const { t } = useTranslation()
  return (
    <span className="alerts-switch">
      <button
        type="button"
        className="btn btn-small"
        aria-pressed={alerts.enabled}
        title={t('console:alerts_hint')}
        onClick={alerts.toggle}
      >
        {alerts.enabled ? t('console:alerts_on') : t('console:alerts_enable')}
      </button>
      {alerts.enabled && alerts.permission === 'denied' && (
        <span className="muted">{t('console:alerts_notifications_blocked')}</span>
      )}
    </span>
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
        <span className="visually-hidden">{t('console:order_count', { count: orders.length })}</span>
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
