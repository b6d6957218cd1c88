/**
 * The action part of an order card: the buttons the order state machine allows (plus "out of stock" on a
 * pending order), and the form a button opens in their place (dispatch, reject, out of stock).
 */
import type { BoardOrder } from '@siam/contracts'
import { aftersaleConsoleApi, consoleApi } from '@siam/contracts/descriptors'
import { OrderStatus } from '@siam/domain'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import { money } from '../../shared/format'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { orderActions, validateRejectReason } from './actions'
import { DispatchForm } from './DispatchForm'
import { markableQuantity, OutOfStockForm } from './OutOfStockForm'
import { useOrderAction } from './useOrderAction'

/** One-tap reasons for rejecting an order. */
const QUICK_REASONS = [
  'console:reject_reason_closed',
  'console:reject_reason_sold_out',
  'console:reject_reason_busy',
]

type OpenForm = 'dispatch' | 'reject' | 'out_of_stock'

export function OrderActions({
  order,
  onUpdated,
  onConflict,
}: {
  order: BoardOrder
  onUpdated: (order: BoardOrder) => void
  onConflict: () => void
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState<OpenForm | null>(null)
  const closeForm = () => setForm(null)
  const { busy, run } = useOrderAction({ order, onUpdated, onConflict, onDone: closeForm })
  const actions = orderActions(order)
  // Product rules 2.4: lines of a pending order can be marked out of stock (refunded at once).
  const canMarkOutOfStock =
    order.status === OrderStatus.PENDING && order.lines.some((l) => markableQuantity(l) > 0)

  return (
    <>
      {(actions.length > 0 || canMarkOutOfStock) && form === null && (
        <div className="order-actions">
          {actions.map((a) => (
            <button
              key={a.event}
              type="button"
              className={`btn ${a.primary ? 'btn-primary' : 'btn-danger-outline'}`}
              disabled={busy}
              onClick={() => {
                if (a.kind === 'status')
                  void run(() => call(consoleApi.updateStatus, { id: order.id, action: a.action }))
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
          onCancel={closeForm}
          onSubmit={(items) =>
            run(() => call(aftersaleConsoleApi.markOutOfStock, { orderId: order.id, items }))
          }
        />
      )}

      {form === 'dispatch' && (
        <DispatchForm
          busy={busy}
          onCancel={closeForm}
          onSubmit={(draft) => run(() => call(consoleApi.dispatch, { id: order.id, ...draft }))}
        />
      )}
      {form === 'reject' && (
        <ReasonForm
          label={t('console:action_reject')}
          reasonLabel={t('console:reject_reason')}
          submitLabel={t('console:confirm_reject')}
          validate={validateRejectReason}
          warning={rejectWarning(order, t)}
          quickReasons={QUICK_REASONS.map((key) => t(key))}
          busy={busy}
          onCancel={closeForm}
          onSubmit={(reason) => run(() => call(consoleApi.reject, { id: order.id, reason }))}
        />
      )}
    </>
  )
}

/**
 * What rejecting gives back: everything, or after partial refunds only what is left (issue 15: the
 * form said "full refund (¥41.00)" after ¥11.65 had gone back already).
 */
function rejectWarning(order: BoardOrder, t: TFunction): string {
  const paid = order.paidFen || order.totalFen
  if (order.refundedFen <= 0) return t('console:reject_warning', { no: order.orderNo, amount: money(paid) })
  return t('console:reject_warning_rest', {
    no: order.orderNo,
    amount: money(Math.max(0, paid - order.refundedFen)),
    refunded: money(order.refundedFen),
  })
}
