/**
 * One refund request in full for staff: status and deadline, amounts, the member's reason, description and
 * photos, the refunded lines, the order (lines, amounts, status) and the request's history; approve, or
 * reject with a required reason. A 409 (someone else decided first, or the request moved on) shows the
 * server's translated message where the buttons were and reloads the request and the list.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import { dateTime, money } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'
import { AmountRow, OrderLine, Timeline, useStatusLabel } from '../../shared/ui/orderParts'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { useToast } from '../../shared/ui/Toast'
import type { AuditDecision, RefundDetail, RefundScope, RefundsApi } from './api'
import { refundStatusLabelKey, validateAuditReason } from './audit'

export function RefundDetailPanel({
  refundId,
  scope,
  api,
  onChanged,
}: {
  refundId: string
  scope: RefundScope
  api: RefundsApi
  /** the request changed (decided here, or found decided elsewhere): the list reloads */
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const detail = useQuery({
    queryKey: ['console', 'refund', refundId],
    queryFn: ({ signal }) => api.detail(refundId, { signal }),
  })
  if (detail.isPending) return <p className="muted">{t('console:loading')}</p>
  if (detail.isError) {
    return <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
  }
  return (
    <RefundView
      data={detail.data}
      scope={scope}
      api={api}
      onChanged={onChanged}
      reload={() => void detail.refetch()}
    />
  )
}

function RefundView({
  data,
  scope,
  api,
  onChanged,
  reload,
}: {
  data: RefundDetail
  scope: RefundScope
  api: RefundsApi
  onChanged: () => void
  reload: () => void
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const statusLabel = useStatusLabel()
  const queryClient = useQueryClient()
  const notify = useToast()
  const { refund: r, order } = data
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)
  const headingId = useId()

  const decide = async (decision: AuditDecision, reason = '') => {
    setBusy(true)
    setConflict(null)
    try {
      const updated = await api.audit(scope, r.id, decision, reason)
      queryClient.setQueryData<RefundDetail>(['console', 'refund', r.id], (old) =>
        old ? { ...old, refund: updated } : old,
      )
      setRejecting(false)
      notify(
        t('console:refund_updated', { no: r.orderNo, status: t(refundStatusLabelKey(updated.status)) }),
        'success',
      )
      // the order's amounts and history moved too
      reload()
      onChanged()
    } catch (e) {
      if (!(e instanceof ApiError)) {
        notify(t('console:network_error'), 'error')
      } else if (e.isConflict) {
        // Someone acted first: say so where the buttons were, and show what is true now.
        setConflict(e.message)
        setRejecting(false)
        notify(e.message, 'error')
        reload()
        onChanged()
      } else if (!e.isSilent) {
        notify(e.message, 'error')
      }
    } finally {
      setBusy(false)
    }
  }

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

      <table className="amounts">
        <caption className="visually-hidden">{t('console:amounts')}</caption>
        <tbody>
          <AmountRow label={t('console:refund_amount')} fen={r.amountFen} strong />
          {r.deliveryFeeFen > 0 && <AmountRow label={t('console:delivery_fee')} fen={r.deliveryFeeFen} />}
          <AmountRow label={t('console:paid')} fen={r.orderPaidFen} />
          {order.refundedFen > 0 && <AmountRow label={t('console:refunded')} fen={order.refundedFen} />}
        </tbody>
      </table>

      <h3 className="refund-subtitle">{t('console:refund_reason_title')}</h3>
      <p>{r.kind === 'out_of_stock' ? t('console:refund_kind_out_of_stock') : (r.reasonText ?? '—')}</p>
      {r.description && (
        <p className="order-remark">
          <bdi dir="auto">{r.description}</bdi>
        </p>
      )}
      {r.images.length > 0 && (
        <ul className="refund-photos" aria-label={t('console:refund_photos')}>
          {r.images.map((src, i) => (
            <li key={src}>
              <a href={photoUrl(src)} target="_blank" rel="noreferrer">
                <img
                  src={photoUrl(src)}
                  alt={t('console:refund_photo', { n: i + 1 })}
                  width={96}
                  height={96}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.merchantRejectReason && (
        <p className="refund-reject-note">
          {t('console:refund_merchant_reason', { reason: r.merchantRejectReason })}
        </p>
      )}
      {r.platformRejectReason && (
        <p className="refund-reject-note">
          {t('console:refund_platform_reason', { reason: r.platformRejectReason })}
        </p>
      )}

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

      {conflict && (
        <p className="refund-conflict" role="alert">
          {conflict}
        </p>
      )}
      {r.actions.length > 0 && !rejecting && (
        <div className="order-actions">
          {r.actions.includes('approve') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void decide('approve')}
            >
              {t('console:refund_approve', { amount: money(r.amountFen) })}
            </button>
          )}
          {r.actions.includes('reject') && (
            <button
              type="button"
              className="btn btn-danger-outline"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('console:refund_reject')}
            </button>
          )}
        </div>
      )}
      {rejecting && (
        <ReasonForm
          label={t('console:refund_reject')}
          reasonLabel={t('console:refund_reject_reason')}
          submitLabel={t('console:refund_confirm_reject')}
          validate={validateAuditReason}
          busy={busy}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => void decide('reject', reason)}
        />
      )}

      <h3 className="refund-subtitle">{t('console:refund_history')}</h3>
      <Timeline
        entries={r.timeline}
        statusLabel={(status) => t(refundStatusLabelKey(status))}
        locale={locale}
        label={t('console:refund_history')}
      />

      <details className="order-details">
        <summary>{t('console:refund_order', { status: statusLabel(order.status) })}</summary>
        <OrderSummary order={order} locale={locale} />
      </details>
    </article>
  )
}

/** The whole order the request belongs to: every line with what went back already, and its history. */
function OrderSummary({ order, locale }: { order: RefundDetail['order']; locale: string }) {
  const { t } = useTranslation()
  const statusLabel = useStatusLabel()
  return (
    <div className="details-body">
      <ul className="order-lines" aria-label={t('console:items')}>
        {order.lines.map((line) => (
          // the order at a glance: the Chinese name only, and what of the line went back already
          <OrderLine
            key={line.id}
            quantity={line.quantity}
            nameZh={line.nameZh || line.name}
            amountFen={line.unitPriceFen * line.quantity}
          >
            {line.refundedQuantity > 0 && (
              <span className="line-options">
                {t('console:refund_line_refunded', { n: line.refundedQuantity })}
              </span>
            )}
          </OrderLine>
        ))}
      </ul>
      <p className="muted">
        {t('console:total')}: <bdi>{money(order.totalFen)}</bdi> · {t('console:paid')}:{' '}
        <bdi>{money(order.paidFen)}</bdi>
      </p>
      <h4>{t('console:timeline')}</h4>
      <Timeline entries={order.history} statusLabel={statusLabel} locale={locale} />
    </div>
  )
}

/** Member photos are server paths (/siam-server/...) or absolute URLs. */
function photoUrl(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src) || src.startsWith('/')) return src
  return `/siam-server/assets/${src}`
}
