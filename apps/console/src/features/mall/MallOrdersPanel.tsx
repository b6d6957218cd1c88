/**
 * Mall orders for the platform: filter by status; a paid order is shipped with carrier and tracking
 * number, a shipped one gets logistics events, a pending after-sale request is approved (points and cash
 * back once) or refused.
 */
import { adminMallApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import { dateTime, money } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { useMallT } from './i18n'
import { type AdminMallOrder, type MallOrderStatus, mallAdminQueries } from './mallAdminQueries'

const FILTERS = ['all', 'paid', 'shipped', 'after_sale', 'completed', 'cancelled', 'refunded'] as const

export function MallOrdersPanel() {
  const { t } = useMallT()
  const [status, setStatus] = useState<MallOrderStatus | 'all'>('paid')
  const list = useQuery({ ...mallAdminQueries.orders(status), refetchInterval: 15_000 })
  return (
    <section aria-label={t('mall:admin_orders')}>
      <div className="board-toolbar">
        <label className="shop-select">
          {t('mall:admin_status')}{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as MallOrderStatus | 'all')}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'all' ? t('mall:tab_all') : t(`mall:status_${f}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-small" onClick={() => void list.refetch()}>
          {t('console:refresh')}
        </button>
      </div>
      {list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="mall-admin-list">
          {(list.data?.records ?? []).map((o) => (
            <MallOrderRow key={o.id} order={o} onChanged={() => void list.refetch()} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MallOrderRow({ order, onChanged }: { order: AdminMallOrder; onChanged: () => void }) {
  const { t, locale } = useMallT()
  const notify = useToast()
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [event, setEvent] = useState('')
  const [busy, setBusy] = useState(false)
  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await work()
      notify(done, 'success')
      onChanged()
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const ship = (e: FormEvent) => {
    e.preventDefault()
    void run(() => call(adminMallApi.deliver, { id: order.id, carrier, trackingNo }), t('mall:admin_shipped'))
  }
  const addEvent = (e: FormEvent) => {
    e.preventDefault()
    void run(async () => {
      await call(adminMallApi.logistics, { id: order.id, text: event })
      setEvent('')
    }, t('mall:admin_event_added'))
  }
  const refund = order.pendingRefund
  return (
    <li className="mall-admin-order" data-testid="admin-mall-order" data-order-no={order.orderNo}>
      <p>
        <strong>{order.orderNo}</strong> · {t(`mall:status_${order.status}`)} ·{' '}
        {dateTime(order.createdAt, locale)}
      </p>
      <p>
        {order.lines.map((l) => `${l.name}${l.specName ? ` (${l.specName})` : ''} ×${l.number}`).join(', ')}
      </p>
      <p>
        {t('mall:points_amount', { n: order.points })}
        {order.cashFen > 0 && ` + ${money(order.cashFen)}`}
      </p>
      <p>
        {order.address.contactName} {order.address.phone} · {order.address.line}
      </p>
      {order.carrier && (
        <p>
          {order.carrier} · {order.trackingNo}
        </p>
      )}
      {order.status === 'paid' && (
        <form className="mall-admin-form" onSubmit={ship}>
          <input
            aria-label={t('mall:carrier')}
            placeholder={t('mall:carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            required
          />
          <input
            aria-label={t('mall:tracking_no')}
            placeholder={t('mall:tracking_no')}
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
            minLength={4}
            required
          />
          <button type="submit" className="btn btn-small btn-primary" disabled={busy}>
            {t('mall:admin_ship')}
          </button>
        </form>
      )}
      {order.shippedAt && (
        <form className="mall-admin-form" onSubmit={addEvent}>
          <input
            aria-label={t('mall:admin_event')}
            placeholder={t('mall:admin_event')}
            value={event}
            onChange={(e) => setEvent(e.target.value)}
            required
          />
          <button type="submit" className="btn btn-small" disabled={busy}>
            {t('mall:admin_add_event')}
          </button>
        </form>
      )}
      {refund && (
        <div className="mall-admin-form">
          <span>
            {t(`mall:kind_${refund.kind}`)}: {refund.reason}
          </span>
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy}
            onClick={() =>
              void run(
                () => call(adminMallApi.refundAudit, { refundId: refund.id, approve: true }),
                t('mall:refund_approved'),
              )
            }
          >
            {t('mall:admin_approve')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() =>
              void run(
                () => call(adminMallApi.refundAudit, { refundId: refund.id, approve: false }),
                t('mall:refund_rejected'),
              )
            }
          >
            {t('mall:admin_refuse')}
          </button>
        </div>
      )}
    </li>
  )
}
