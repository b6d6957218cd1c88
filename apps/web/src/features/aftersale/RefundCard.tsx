/** One refund request: its status and next step with the deadline, why it was refused, and where the money is. */

import type { RefundRequestView } from '@siam/contracts'
import { RefundStatus, refundStatusKey } from '@siam/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, isolate } from '../../shared/format'
import { yuanText } from '../../shared/money'
import { refundStatusText } from '../../shared/orders/refundParts'
import { IconClock } from '../../shared/ui/icons'
import { RefundActions } from './RefundActions'
import { RefundDetails } from './RefundDetails'
import { RefundTimeline } from './RefundTimeline'

export function RefundCard({ refund: r, orderId }: { refund: RefundRequestView; orderId: string }) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const headingId = useId()
  return (
    <section className={`section refund-card refund-card-${r.status}`} aria-labelledby={headingId}>
      <header className="refund-card-head">
        <h2 id={headingId} className="status-big refund-status">
          {refundStatusText(t, r.status)}
        </h2>
        {r.kind === 'out_of_stock' && (
          <span className="pill pill-muted">{t('aftersale:kind_out_of_stock')}</span>
        )}
      </header>
      <p className="status-next">{t(`aftersale:next_${refundStatusKey[r.status]}`)}</p>
      <Deadlines refund={r} />
      {r.merchantRejectReason && (
        <p className="refund-reject-reason">
          {t('aftersale:merchant_reason', { reason: isolate(r.merchantRejectReason) })}
        </p>
      )}
      {r.platformRejectReason && (
        <p className="refund-reject-reason">
          {t('aftersale:platform_reason', { reason: isolate(r.platformRejectReason) })}
        </p>
      )}
      {r.status === RefundStatus.SUCCEEDED && r.moneyStatus !== 'none' && (
        <p className={`refund-money refund-money-${r.moneyStatus}`}>
          {r.moneyStatus === 'succeeded'
            ? t('aftersale:money_succeeded', { amount: yuanText(r.amountFen) })
            : t(`aftersale:money_${r.moneyStatus}`)}
        </p>
      )}
      <RefundDetails refund={r} />
      <RefundTimeline timeline={r.timeline} />
      <RefundActions refund={r} orderId={orderId} />
    </section>
  )
}

/** The clock the member is up against now: the merchant's answer, or the window to escalate. */
function Deadlines({ refund: r }: { refund: RefundRequestView }) {
  const { t } = useTranslation(['aftersale'])
  if (r.status === RefundStatus.WAITING_MERCHANT && r.merchantDeadlineAt) {
    return (
      <p className="status-eta">
        <IconClock size={16} />
        {t('aftersale:merchant_deadline', { time: isolate(formatDateTime(r.merchantDeadlineAt)) })}
      </p>
    )
  }
  if (r.status === RefundStatus.MERCHANT_REJECTED && r.escalateDeadlineAt && r.actions.includes('escalate')) {
    return (
      <p className="status-eta">
        <IconClock size={16} />
        {t('aftersale:escalate_deadline', { time: isolate(formatDateTime(r.escalateDeadlineAt)) })}
      </p>
    )
  }
  return null
}
