import { invalidate } from '../../shared/queries/invalidate'
import { orderQueries } from '../../shared/queries/orderQueries'
/**
 * `#/pages/order/detail/detail?id=`: big status with the next step and ETA (Asia/Shanghai), timeline,
 * courier card, items with Chinese names, amounts, address, remark, order number with copy, and the
 * actions open now. Polls every 5 s while the page is visible and the order can still change.
 */

import type { MemberOrderAction, OrderDetail } from '@siam/contracts'
import { orderApi } from '@siam/contracts/descriptors'
import { CANCEL_REASONS, cancelReasonKey, OrderStatus, orderStatusKey } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { formatCountdown, formatDateTime, formatTime } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { IconClock, IconCopy, IconPin } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { ZhName } from '../../shared/ui/ZhName'
import { useCountdown } from '../../shared/useCountdown'
import { useVisibility } from '../../shared/useVisibility'
import '../../shared/orders/orders.css'
import { yuanText } from '../../shared/money'
import { AmountRow, OrderLineItem } from '../../shared/ui/orderParts'
import { type CancelMode, CancelSheet } from './CancelSheet'

export const DETAIL_POLL_MS = 5000
/** Statuses nothing moves on from without the member (the member's own refund request refreshes the page). */
const FINAL_STATUSES: number[] = [
  OrderStatus.COMPLETED,
  OrderStatus.REFUNDED,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.CANCELLED,
  OrderStatus.CANCELLED_REFUNDED,
]

/** The member's order actions this page offers (contracts' MEMBER_ORDER_ACTIONS; types only reach the bundle). */
const MEMBER_ACTIONS: readonly string[] = [
  'pay',
  'cancel',
  'quick_cancel',
  'apply_refund',
  'confirm_receipt',
  'review',
  'view_refund',
] satisfies MemberOrderAction[]

export function isFinalStatus(status: number): boolean {
  return FINAL_STATUSES.includes(status)
}

/** How often to refresh: every 5 s while visible and not final; never otherwise. */
export function pollInterval(
  status: number | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (status === undefined || isFinalStatus(status)) return false
  return visibility === 'visible' ? DETAIL_POLL_MS : false
}

export function Component() {
  const { t } = useTranslation(['order', 'status', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''

  return (
    <main className="page order-detail-page">
      <PageHeader title={t('order:detail_title')} home />
      <MemberGate title={t('order:login_to_see_orders')} button={t('order:log_in')}>
        <Detail id={id} />
      </MemberGate>
    </main>
  )
}

function Detail({ id }: { id: string }) {
  const visibility = useVisibility()
  const order = useQuery({
    ...orderQueries.detail(id),
    enabled: id !== '',
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data?.status, visibility),
    refetchIntervalInBackground: false,
  })

  if (order.isPending) return <SkeletonCards count={3} />
  if (order.isError || !order.data) return <QueryError page query={order} />
  return <OrderView order={order.data} />
}

function OrderView({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation(['order', 'status', 'common', 'aftersale'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [cancelling, setCancelling] = useState<CancelMode | null>(null)
  const key = orderStatusKey[o.status]
  const isDelivery = o.kind === 'delivery'
  const dispatched =
    o.status === OrderStatus.DELIVERING ||
    o.status === OrderStatus.DELIVERED ||
    o.status === OrderStatus.COMPLETED
  const history = [...o.history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))

  function update(next: OrderDetail) {
    queryClient.setQueryData(orderQueries.detail(o.id).queryKey, next)
    invalidate.orderLists(queryClient)
  }

  /** Confirming receipt asks first. (Cancelling asks for a reason in its own sheet, CancelSheet.) */
  async function confirmReceipt() {
    if (busy) return
    try {
      await showModal({
        title: t('order:receipt_title'),
        content: t('order:receipt_confirm'),
        confirmText: t('order:confirm_receipt'),
      })
    } catch {
      return
    }
    setBusy(true)
    try {
      update(await call(orderApi.confirmReceipt, { id: o.id }))
      toast.show(t('order:received_toast'))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // call() has shown the message; the order may have moved on meanwhile.
      invalidate.order(queryClient, o.id)
    } finally {
      setBusy(false)
    }
  }

  async function copy(text: string) {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text)
      } else {
        const area = document.createElement('textarea')
        area.value = text
        area.setAttribute('readonly', '')
        area.style.position = 'fixed'
        area.style.opacity = '0'
        document.body.appendChild(area)
        area.select()
        const ok = document.execCommand('copy')
        area.remove()
        if (!ok) throw new Error('copy refused')
      }
      toast.show(t('order:copied'))
    } catch {
      toast.error(t('order:copy_failed'))
    }
  }

  // Only what the server says is open now (status and time: the quick-cancel minute, the refund window).
  const actions = o.actions.filter((a): a is MemberOrderAction => MEMBER_ACTIONS.includes(a))

  return (
    <>
      <div className="page-body order-detail">
        <section className={`section status-card status-card-${key}`}>
          <h2 className="status-big">{t(`status:${key}`)}</h2>
          <p className="status-next">{nextStepText(o, t)}</p>
          {o.etaAt && !isFinalStatus(o.status) && o.status !== OrderStatus.UNPAID && (
            <p className="status-eta">
              <IconClock size={16} />
              {t(isDelivery ? 'order:eta_delivery' : 'order:eta_pickup', { time: formatTime(o.etaAt) })}
              <span className="status-tz">{t('order:china_time')}</span>
            </p>
          )}
          {o.status === OrderStatus.UNPAID && o.payDeadlineAt && <PayDeadline deadline={o.payDeadlineAt} />}
          {o.cancelReason && (
            <p className="status-reason">
              {t('order:cancel_reason')}: {reasonText(o.cancelReason, t)}
            </p>
          )}
        </section>

        {isDelivery && dispatched && (o.courierName || o.courierPhone) && (
          <section className="section o-courier-card" aria-label={t('order:courier')}>
            <div>
              <p className="courier-title">{t('order:courier')}</p>
              <p className="courier-name">{o.courierName ?? '—'}</p>
              {o.courierPhone && (
                <p className="field-hint">
                  <bdi>{o.courierPhone}</bdi>
                </p>
              )}
            </div>
            {o.courierPhone && (
              <a
                className="btn btn-primary btn-small"
                href={`tel:${o.courierPhone}`}
                aria-label={t('order:call_courier', { phone: o.courierPhone })}
              >
                {t('order:call')}
              </a>
            )}
          </section>
        )}

        {isDelivery && o.deliveryHelper === 'self' && !isFinalStatus(o.status) && (
          <section className="section courier-hint" aria-label={t('order:show_courier_title')}>
            <h3 className="section-title">{t('order:show_courier_title')}</h3>
            <p className="courier-hint-zh" lang="zh-Hans">
              您好！我不会说中文。请把外卖送到下面的地址，谢谢！订单号 {o.orderNo.slice(-6)}
            </p>
            {o.address && (
              <p className="courier-hint-zh" lang="zh-Hans">
                {o.address.courierLine || `${o.address.city}${o.address.street}${o.address.door}`}
              </p>
            )}
            <p className="field-hint">{t('order:show_courier_hint')}</p>
          </section>
        )}
        {isDelivery && o.deliveryHelper === 'platform' && !isFinalStatus(o.status) && (
          <p className="o-notice o-notice-info">{t('order:platform_helps')}</p>
        )}

        {history.length > 0 && (
          <section className="section" aria-label={t('order:timeline')}>
            <h3 className="section-title">{t('order:timeline')}</h3>
            <ol className="timeline">
              {history.map((h, i) => (
                <li
                  key={`${h.at}-${h.toStatus}`}
                  className={i === 0 ? 'timeline-item current' : 'timeline-item'}
                >
                  <span className="timeline-dot" aria-hidden="true" />
                  <div className="timeline-body">
                    <p className="timeline-status">{t(`status:${orderStatusKey[h.toStatus]}`)}</p>
                    <p className="timeline-meta">
                      <bdi>{formatDateTime(h.at)}</bdi> ·{' '}
                      {t(`order:actor_${h.actor}`, { defaultValue: h.actor })}
                    </p>
                    {h.note && <p className="timeline-note">{reasonText(h.note, t)}</p>}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )}

        <section className="section" aria-label={t('order:items')}>
          <Link to={paths.shopDetail(o.shopId)} className="detail-shop">
            {imageUrl(o.shopImage) && (
              <img src={imageUrl(o.shopImage) ?? ''} alt="" width={32} height={32} loading="lazy" />
            )}
            <span>
              {o.shopName}
              <ZhName name={o.shopName} nameZh={o.shopNameZh} />
            </span>
          </Link>
          <ul className="order-lines">
            {o.lines.map((l) => (
              <OrderLineItem
                key={l.id}
                image={l.image}
                name={l.name}
                nameZh={l.nameZh}
                optionNames={l.optionNames}
                quantity={l.quantity}
                fen={l.unitPriceFen * l.quantity}
              />
            ))}
          </ul>
          <dl className="amounts">
            <AmountRow label={t('order:goods_total')} fen={o.goodsFen} />
            <AmountRow label={t('order:packing_fee')} fen={o.packingFen} />
            {isDelivery && <AmountRow label={t('order:delivery_fee')} fen={o.deliveryFeeFen} />}
            {o.fullReductionFen > 0 && (
              <AmountRow label={t('order:full_reduction')} fen={o.fullReductionFen} minus />
            )}
            {o.couponFen > 0 && <AmountRow label={t('order:coupon')} fen={o.couponFen} minus />}
            {o.balanceUsedFen > 0 && <AmountRow label={t('order:balance_used')} fen={o.balanceUsedFen} />}
            <AmountRow
              label={o.paidAt ? t('order:paid_amount') : t('order:total')}
              fen={o.paidAt ? o.paidFen : o.totalFen}
              total
            />
            {o.refundedFen > 0 && <AmountRow label={t('order:refunded')} fen={o.refundedFen} />}
          </dl>
        </section>

        <section className="section">
          <dl className="info-list">
            {isDelivery && o.address ? (
              <InfoRow label={t('order:delivery_address')}>
                <span>
                  {o.address.city} {o.address.street} {o.address.door}
                </span>
                {o.address.courierLine && (
                  <span className="courier-line-zh" lang="zh-Hans" dir="auto">
                    {o.address.courierLine}
                  </span>
                )}
                <span className="field-hint">
                  {o.address.contactName} <bdi>{o.address.phone}</bdi>
                </span>
              </InfoRow>
            ) : (
              <InfoRow label={t('order:pickup_store')}>
                <span>
                  <IconPin size={14} /> {o.shopAddress}
                </span>
                {o.shopPhone && (
                  <a href={`tel:${o.shopPhone}`}>
                    <bdi>{o.shopPhone}</bdi>
                  </a>
                )}
              </InfoRow>
            )}
            <InfoRow label={t('order:way')}>
              {isDelivery
                ? t('order:way_delivery')
                : o.diningOption === 'take_away'
                  ? t('order:dining_take_away')
                  : t('order:dining_dine_in')}
            </InfoRow>
            <InfoRow label={t('order:contact_phone')}>
              <bdi>{o.contactPhone || '—'}</bdi>
            </InfoRow>
            {isDelivery && (
              <InfoRow label={t('order:helper_title')}>{t(`order:helper_${o.deliveryHelper}`)}</InfoRow>
            )}
            <InfoRow label={t('order:remark')}>{o.remark || t('order:no_remark')}</InfoRow>
            <InfoRow label={t('order:order_no')}>
              <span className="order-no">
                <bdi>{o.orderNo}</bdi>
                <button
                  type="button"
                  className="link-button order-no-copy"
                  onClick={() => void copy(o.orderNo)}
                  aria-label={t('order:copy_order_no')}
                  title={t('order:copy_order_no')}
                >
                  <IconCopy size={18} />
                </button>
              </span>
            </InfoRow>
            <InfoRow label={t('order:created_at')}>
              <bdi>{formatDateTime(o.createdAt)}</bdi>
            </InfoRow>
            {o.paidAt && (
              <InfoRow label={t('order:paid_at')}>
                <bdi>{formatDateTime(o.paidAt)}</bdi>
                {o.payType && <span className="field-hint">{t(`order:pay_type_${o.payType}`)}</span>}
              </InfoRow>
            )}
          </dl>
        </section>
      </div>
      {actions.length > 0 && (
        <div className="bottom-bar pay-bar detail-actions">
          {actions.includes('view_refund') && (
            <Link className="btn btn-plain" to={paths.refundProgress(o.id)}>
              {t('aftersale:action_view_refund')}
            </Link>
          )}
          {(actions.includes('cancel') || actions.includes('quick_cancel')) && (
            <button
              type="button"
              className="btn btn-plain"
              disabled={busy}
              onClick={() => setCancelling(actions.includes('quick_cancel') ? 'quick_cancel' : 'cancel')}
            >
              {actions.includes('quick_cancel')
                ? t('aftersale:action_quick_cancel')
                : t('order:cancel_order')}
            </button>
          )}
          {actions.includes('apply_refund') && (
            <Link className="btn btn-outline" to={paths.refundApply(o.id)}>
              {t('aftersale:action_apply_refund')}
            </Link>
          )}
          {actions.includes('review') && (
            <Link className="btn btn-primary" to={paths.orderEvaluate(o.id)}>
              {t('aftersale:action_review')}
            </Link>
          )}
          {actions.includes('confirm_receipt') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void confirmReceipt()}
            >
              {t('order:confirm_receipt')}
            </button>
          )}
          {actions.includes('pay') && (
            <button
              type="button"
              className="btn btn-accent"
              disabled={busy}
              onClick={() => navigate(paths.pay(o.id))}
            >
              {t('order:pay_now_amount', { amount: yuanText(o.totalFen) })}
            </button>
          )}
        </div>
      )}
      <CancelSheet
        key={cancelling ?? 'closed'}
        order={o}
        mode={cancelling}
        onClose={() => setCancelling(null)}
        onDone={update}
        onFailed={() => invalidate.order(queryClient, o.id)}
      />
    </>
  )
}

type T = (key: string, options?: Record<string, unknown>) => string

function nextStepText(o: OrderDetail, t: T): string {
  const key = orderStatusKey[o.status]
  if (o.kind === 'pickup' && (o.status === OrderStatus.PENDING || o.status === OrderStatus.COMPLETED)) {
    return t(`order:next_${key}_pickup`)
  }
  return t(`order:next_${key}`)
}

/** A cancel reason or note: a reason code ("4"), a reason key ("out_of_stock"), or plain text. */
function reasonText(value: string, t: T): string {
  const trimmed = value.trim()
  const byCode = /^\d+$/.test(trimmed) ? cancelReasonKey(Number(trimmed)) : null
  const key = byCode ?? (CANCEL_REASONS.some((r) => r.key === trimmed) ? trimmed : null)
  return key ? t(`status:reason_${key}`) : value
}

function PayDeadline({ deadline }: { deadline: string }) {
  const { t } = useTranslation('order')
  const s = useCountdown(deadline)
  return (
    <p className="status-eta">
      <IconClock size={16} />
      {s > 0 ? (
        <>
          {t('order:pay_within')} <bdi>{formatCountdown(s)}</bdi>
        </>
      ) : (
        t('order:pay_time_up')
      )}
    </p>
  )
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
