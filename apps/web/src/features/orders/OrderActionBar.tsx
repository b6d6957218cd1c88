/** The bottom bar with the member's actions the server says are open now (status and time decide). */

import type { MemberOrderAction, OrderDetail } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { yuanText } from '../../shared/money'
import type { CancelMode } from './CancelSheet'

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

export function OrderActionBar({
  order: o,
  busy,
  onCancel,
  onConfirmReceipt,
}: {
  order: OrderDetail
  busy: boolean
  onCancel: (mode: CancelMode) => void
  onConfirmReceipt: () => void
}) {
  const { t } = useTranslation(['order', 'aftersale'])
  const navigate = useNavigate()
  const actions = o.actions.filter((a): a is MemberOrderAction => MEMBER_ACTIONS.includes(a))
  if (actions.length === 0) return null
  const quickCancel = actions.includes('quick_cancel')
  return (
    <div className="bottom-bar pay-bar detail-actions">
      {actions.includes('view_refund') && (
        <Link className="btn btn-plain" to={paths.refundProgress(o.id)}>
          {t('aftersale:action_view_refund')}
        </Link>
      )}
      {(actions.includes('cancel') || quickCancel) && (
        <button
          type="button"
          className="btn btn-plain"
          disabled={busy}
          onClick={() => onCancel(quickCancel ? 'quick_cancel' : 'cancel')}
        >
          {quickCancel ? t('aftersale:action_quick_cancel') : t('order:cancel_order')}
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
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirmReceipt}>
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
  )
}
