/**
 * One refund request in full for staff: status and deadline, amounts, the member's reason, description and
 * photos, the refunded lines, the order (lines, amounts, status) and the request's history; approve, or
 * reject with a required reason. A 409 (someone else decided first, or the request moved on) shows the
 * server's translated message where the buttons were and reloads the request and the list.
 */
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTime } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'
import { AmountRow, OrderLine, Timeline, useStatusLabel } from '../../shared/ui/orderParts'
import { type RefundScope, refundStatusLabelKey } from './audit'
import { RefundClaim } from './RefundClaim'
import { RefundDecision } from './RefundDecision'
import { RefundOrderSummary } from './RefundOrderSummary'
import { type ConsoleRefund, type RefundDetail, refundQueries } from './refundQueries'

export function RefundDetailPanel({
  refundId,
  scope,
  onChanged,
}: {
  refundId: string
  scope: RefundScope
  /** the request changed (decided here, or found decided elsewhere): the list reloads */
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const detail = useQuery(refundQueries.detail(refundId))
  if (detail.isPending) return <p className="muted">{t('console:loading')}</p>
  if (detail.isError) {
    return <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
  }
  return (
    <RefundView data={detail.data} scope={scope} onChanged={onChanged} reload={() => void detail.refetch()} />
  )
}

function RefundView({
  data,
  scope,
  onChanged,
  reload,
}: {
  data: RefundDetail
  scope: RefundScope
  onChanged: () => void
  reload: () => void
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const statusLabel = useStatusLabel()
  const { refund: r, order } = data
  const headingId = useId()

  return (
    <article className="refund-view" aria-labelledby={headingId}>
      <header className="order-head">
        <h2 id={headingId} className="order-no">
          <bdi>#{r.orderNo}</bdi>
        </h2>
        <span className={`badge badge-refund badge-refund-${r.status}`}>
          {t(refundStatusLabelKey(r.status))}
        </span>
        {r.kind === 'out_of_stock' && <span className="badge">{t('console:refund_kind_out_of_stock')}</span>}
      </header>
      <RefundMeta refund={r} locale={locale} />

      <table className="amounts">
        <caption className="visually-hidden">{t('console:amounts')}</caption>
        <tbody>
          <AmountRow label={t('console:refund_amount')} fen={r.amountFen} strong />
          {r.deliveryFeeFen > 0 && <AmountRow label={t('console:delivery_fee')} fen={r.deliveryFeeFen} />}
          <AmountRow label={t('console:paid')} fen={r.orderPaidFen} />
          {order.refundedFen > 0 && <AmountRow label={t('console:refunded')} fen={order.refundedFen} />}
        </tbody>
      </table>

      <RefundClaim refund={r} />

      <h3 className="refund-subtitle">{t('console:refund_lines')}</h3>
      <ul className="order-lines" aria-label={t('console:refund_lines')}>
        {r.lines.map((line) => (
          <OrderLine
            key={line.orderItemId}
            quantity={line.quantity}
            nameZh={line.nameZh}
            name={line.name}
            optionNames={line.optionNames}
            amountFen={line.amountFen}
          />
        ))}
      </ul>

      <RefundDecision refund={r} scope={scope} onChanged={onChanged} reload={reload} />

      <h3 className="refund-subtitle">{t('console:refund_history')}</h3>
      <Timeline
        entries={r.timeline}
        statusLabel={(status) => t(refundStatusLabelKey(status))}
        locale={locale}
        label={t('console:refund_history')}
      />

      <details className="order-details">
        <summary>{t('console:refund_order', { status: statusLabel(order.status) })}</summary>
        <RefundOrderSummary order={order} locale={locale} />
      </details>
    </article>
  )
}

/** When it was asked, the shop and the member, and the deadline of the side that decides now. */
function RefundMeta({ refund: r, locale }: { refund: ConsoleRefund; locale: string }) {
  const { t } = useTranslation()
  return (
    <>
      <p className="order-meta muted">
        {t('console:refund_requested', { time: dateTime(r.createdAt, locale) })}
        {' · '}
        <span lang="zh-Hans">{r.shopName}</span>
        {r.memberEmail && (
          <>
            {' · '}
            <bdi>{r.memberEmail}</bdi>
          </>
        )}
      </p>
      {r.status === 2 && r.merchantDeadlineAt && (
        <p className="notice">
          {t('console:refund_merchant_deadline', { time: dateTime(r.merchantDeadlineAt, locale) })}
        </p>
      )}
      {r.status === 3 && r.escalateDeadlineAt && (
        <p className="notice">
          {t('console:refund_escalate_deadline', { time: dateTime(r.escalateDeadlineAt, locale) })}
        </p>
      )}
    </>
  )
}
