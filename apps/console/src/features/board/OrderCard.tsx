import type { BoardOrder } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import { clock, minutesSince, money } from '../../shared/format'
import { FormButtons } from '../../shared/ui/FormButtons'
import { AmountRow, OrderLine, Timeline, useStatusLabel } from '../../shared/ui/orderParts'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { useToast } from '../../shared/ui/Toast'
import {
  COURIER_NAME_MAX,
  type DispatchDraft,
  type DispatchErrors,
  normaliseDispatch,
  orderActions,
  validateDispatch,
  validateRejectReason,
} from './actions'
import { boardApi } from './api'
import { markableQuantity, OutOfStockForm } from './OutOfStockForm'

export interface OrderCardProps {
  order: BoardOrder
  /** platform staff, or staff of several shops looking at all of them */
  showShop: boolean
  /** client time for "waiting n min" */
  now: number
  onUpdated: (order: BoardOrder) => void
  /** an action answered 409: someone acted first; the board reloads */
  onConflict: () => void
}

const IN_PROGRESS: number[] = [
  OrderStatus.READY_FOR_PICKUP,
  OrderStatus.TO_BE_DELIVERED,
  OrderStatus.DELIVERING,
]

/** One-tap reasons for rejecting an order. */
const QUICK_REASONS = [
  'console:reject_reason_closed',
  'console:reject_reason_sold_out',
  'console:reject_reason_busy',
]

function addressLine(a: NonNullable<BoardOrder['address']>): string {
  return [a.city, a.street, a.door].filter(Boolean).join(' ')
}

/** The Chinese address can be the typed one when no translation exists: show it once. */
function sameText(a: string | null, b: string): boolean {
  return a !== null && a.replace(/\s+/g, '') === b.replace(/\s+/g, '')
}

export function kindKey(order: Pick<BoardOrder, 'kind' | 'diningOption'>): string {
  if (order.kind === 'delivery') return 'console:kind_delivery'
  return order.diningOption === 'take_away' ? 'console:kind_take_away' : 'console:kind_dine_in'
}

export function OrderCard({ order, showShop, now, onUpdated, onConflict }: OrderCardProps) {
  const { t, i18n } = useTranslation()
  const statusLabel = useStatusLabel()
  const notify = useToast()
  const locale = i18n.language || 'en'
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState<'dispatch' | 'reject' | 'out_of_stock' | null>(null)
  const actions = orderActions(order)
  const isNew = order.status === OrderStatus.PENDING
  // Product rules 2.4: lines of a pending order can be marked out of stock (refunded at once).
  const canMarkOutOfStock = isNew && order.lines.some((l) => markableQuantity(l) > 0)
  const waited = minutesSince(order.paidAt ?? order.createdAt, now)

  const run = async (call: () => Promise<BoardOrder>) => {
    setBusy(true)
    try {
      const updated = await call()
      onUpdated(updated)
      setForm(null)
      notify(
        t('console:order_updated', { no: order.orderNo, status: statusLabel(updated.status) }),
        'success',
      )
    } catch (e) {
      if (e instanceof ApiError) {
        if (!e.isSilent) notify(e.message, 'error')
        if (e.isConflict) onConflict()
      } else {
        notify(t('console:network_error'), 'error')
      }
    } finally {
      setBusy(false)
    }
  }

  const headingId = useId()

  return (
    <article className={`order-card${isNew ? ' order-card-new' : ''}`} aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId} className="order-no">
          <bdi>#{order.orderNo}</bdi>
        </h3>
        <span className={`badge badge-${order.kind}`}>{t(kindKey(order))}</span>
        <span className={`badge badge-status badge-status-${order.status}`}>{statusLabel(order.status)}</span>
      </header>

      <p className="order-meta">
        <time dateTime={order.createdAt}>
          {t('console:placed_at', { time: clock(order.createdAt, locale) })}
        </time>
        {isNew && <strong className="waiting"> · {t('console:waiting_minutes', { n: waited })}</strong>}
        {order.etaAt && IN_PROGRESS.includes(order.status) && (
          <span> · {t('console:eta', { time: clock(order.etaAt, locale) })}</span>
        )}
      </p>

      {showShop && (
        <p className="order-shop">
          <span lang="zh-Hans" className="zh">
            {order.shopNameZh}
          </span>
          {order.shopName && order.shopName !== order.shopNameZh && (
            <>
              {' '}
              <bdi className="muted" dir="auto">
                {order.shopName}
              </bdi>
            </>
          )}
        </p>
      )}

      <ul className="order-lines" aria-label={t('console:items')}>
        {order.lines.map((line) => (
          <OrderLine
            key={line.id}
            quantity={line.quantity}
            nameZh={line.nameZh}
            name={line.name}
            optionNames={line.optionNames}
            amountFen={line.unitPriceFen * line.quantity}
          />
        ))}
      </ul>

      {order.remark && (
        <p className="order-remark">
          <strong>{t('console:remark')}: </strong>
          <bdi dir="auto">{order.remark}</bdi>
        </p>
      )}

      <dl className="order-facts">
        {order.contactPhone && (
          <>
            <dt>{t('console:contact_phone')}</dt>
            <dd>
              <a href={`tel:${order.contactPhone}`} dir="ltr">
                {order.contactPhone}
              </a>
            </dd>
          </>
        )}
        {order.kind === 'delivery' && (
          <>
            <dt>{t('console:address')}</dt>
            <dd className="order-address">
              {order.addressZh && (
                <span lang="zh-Hans" className="zh address-zh">
                  {order.addressZh}
                </span>
              )}
              {order.address && (
                <>
                  {!sameText(order.addressZh, addressLine(order.address)) && (
                    <span
                      className={order.addressZh ? 'address-original muted' : 'address-original'}
                      dir="auto"
                    >
                      {addressLine(order.address)}
                    </span>
                  )}
                  <span className="address-contact" dir="auto">
                    {order.address.contactName}
                    {order.address.phone && order.address.phone !== order.contactPhone && (
                      <>
                        {' '}
                        <a href={`tel:${order.address.phone}`} dir="ltr">
                          {order.address.phone}
                        </a>
                      </>
                    )}
                  </span>
                </>
              )}
            </dd>
            <dt>{t('console:delivery_helper')}</dt>
            <dd className={`helper helper-${order.deliveryHelper}`}>
              {t(order.deliveryHelper === 'platform' ? 'console:helper_platform' : 'console:helper_self')}
            </dd>
          </>
        )}
        {order.courierName && (
          <>
            <dt>{t('console:courier')}</dt>
            <dd>
              <bdi dir="auto">{order.courierName}</bdi>{' '}
              {order.courierPhone && (
                <a href={`tel:${order.courierPhone}`} dir="ltr">
                  {order.courierPhone}
                </a>
              )}
            </dd>
          </>
        )}
        {order.cancelReason && (
          <>
            <dt>{t('console:cancel_reason')}</dt>
            <dd dir="auto">{order.cancelReason}</dd>
          </>
        )}
        <dt>{t('console:total')}</dt>
        <dd className="order-total">
          <bdi>{money(order.totalFen)}</bdi>
          {order.refundedFen > 0 && (
            <span className="muted">
              {' '}
              · {t('console:refunded_amount', { amount: money(order.refundedFen) })}
            </span>
          )}
        </dd>
      </dl>

      {(actions.length > 0 || canMarkOutOfStock) && form === null && (
        <div className="order-actions">
          {actions.map((a) => (
            <button
              key={a.event}
              type="button"
              className={`btn ${a.primary ? 'btn-primary' : 'btn-danger-outline'}`}
              disabled={busy}
              onClick={() => {
                if (a.kind === 'status') void run(() => boardApi.updateStatus(order.id, a.action))
                else setForm(a.kind)
              }}
            >
              {t(a.labelKey)}
            </button>
          ))}
          {canMarkOutOfStock && (
            <button
              type="button"
              className="btn btn-danger-outline"
              disabled={busy}
              onClick={() => setForm('out_of_stock')}
            >
              {t('console:action_out_of_stock')}
            </button>
          )}
        </div>
      )}
      {form === 'out_of_stock' && (
        <OutOfStockForm
          order={order}
          busy={busy}
          onCancel={() => setForm(null)}
          onSubmit={(items) => run(() => boardApi.markOutOfStock(order.id, items))}
        />
      )}

      {form === 'dispatch' && (
        <DispatchForm
          busy={busy}
          onCancel={() => setForm(null)}
          onSubmit={(draft) => run(() => boardApi.dispatch({ id: order.id, ...draft }))}
        />
      )}
      {form === 'reject' && (
        <ReasonForm
          label={t('console:action_reject')}
          reasonLabel={t('console:reject_reason')}
          submitLabel={t('console:confirm_reject')}
          validate={validateRejectReason}
          warning={t('console:reject_warning', {
            no: order.orderNo,
            amount: money(order.paidFen || order.totalFen),
          })}
          quickReasons={QUICK_REASONS.map((key) => t(key))}
          busy={busy}
          onCancel={() => setForm(null)}
          onSubmit={(reason) => run(() => boardApi.reject(order.id, reason))}
        />
      )}

      <details className="order-details">
        <summary>{t('console:details')}</summary>
        <OrderDetails order={order} locale={locale} />
      </details>
    </article>
  )
}

function OrderDetails({ order, locale }: { order: BoardOrder; locale: string }) {
  const { t } = useTranslation()
  const statusLabel = useStatusLabel()
  const discounts = order.couponFen + order.fullReductionFen
  return (
    <div className="details-body">
      <table className="amounts">
        <caption className="visually-hidden">{t('console:amounts')}</caption>
        <tbody>
          <AmountRow label={t('console:goods')} fen={order.goodsFen} />
          {order.packingFen > 0 && <AmountRow label={t('console:packing')} fen={order.packingFen} />}
          {order.kind === 'delivery' && (
            <AmountRow label={t('console:delivery_fee')} fen={order.deliveryFeeFen} />
          )}
          {discounts > 0 && <AmountRow label={t('console:discounts')} fen={-discounts} />}
          <AmountRow label={t('console:total')} fen={order.totalFen} strong />
          {order.balanceUsedFen > 0 && (
            <AmountRow label={t('console:balance_used')} fen={order.balanceUsedFen} />
          )}
          {order.paidFen > 0 && <AmountRow label={t('console:paid')} fen={order.paidFen} />}
          {order.refundedFen > 0 && <AmountRow label={t('console:refunded')} fen={order.refundedFen} />}
        </tbody>
      </table>
      {order.memberEmail && (
        <p className="muted">
          {t('console:customer')}: <bdi>{order.memberEmail}</bdi>
        </p>
      )}
      <h4>{t('console:timeline')}</h4>
      <Timeline entries={order.history} statusLabel={statusLabel} locale={locale} />
    </div>
  )
}

export function DispatchForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean
  onSubmit: (draft: DispatchDraft) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<DispatchDraft>({ courierName: '', courierPhone: '' })
  const [errors, setErrors] = useState<DispatchErrors>({})
  const nameId = useId()
  const phoneId = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = validateDispatch(draft)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(normaliseDispatch(draft))
  }

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label={t('console:action_dispatch')}>
      <div className="field">
        <label htmlFor={`${nameId}-input`}>{t('console:courier_name')}</label>
        <input
          id={`${nameId}-input`}
          name="courierName"
          value={draft.courierName}
          maxLength={COURIER_NAME_MAX}
          autoComplete="off"
          aria-invalid={errors.courierName ? true : undefined}
          aria-describedby={errors.courierName ? nameId : undefined}
          onChange={(e) => setDraft({ ...draft, courierName: e.target.value })}
        />
        {errors.courierName && (
          <span id={nameId} className="field-error">
            {t(errors.courierName)}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${phoneId}-input`}>{t('console:courier_phone')}</label>
        <input
          id={`${phoneId}-input`}
          name="courierPhone"
          type="tel"
          inputMode="numeric"
          dir="ltr"
          value={draft.courierPhone}
          maxLength={20}
          autoComplete="off"
          placeholder="13800138000"
          aria-invalid={errors.courierPhone ? true : undefined}
          aria-describedby={errors.courierPhone ? phoneId : undefined}
          onChange={(e) => setDraft({ ...draft, courierPhone: e.target.value })}
        />
        {errors.courierPhone && (
          <span id={phoneId} className="field-error">
            {t(errors.courierPhone)}
          </span>
        )}
      </div>
      <FormButtons submitLabel={t('console:confirm_dispatch')} busy={busy} onCancel={onCancel} />
    </form>
  )
}
