import { callKey } from '@siam/api-client'
import { invalidate } from '../../shared/queries/invalidate'
/**
 * `#/pages/order/refund/progress/progress?id=<order>&refundId=`: the refund requests of an order, newest
 * first (the one named by refundId on top). Each shows its status (the specification's codes 1-7), what
 * happens next with its deadline, the amounts and where the money goes, the lines, the member's reason,
 * description and photos, a timeline with times and reasons, and only the actions the server says are
 * open now (escalate within the window after a merchant rejection, withdraw). Polls every 5 s while a
 * request is still open or its money is on the way, and the page is visible.
 */

import type { RefundProcess, RefundRequestView } from '@siam/contracts'
import { aftersaleApi } from '@siam/contracts/descriptors'
import { isRefundTerminal, RefundStatus, refundStatusKey } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { formatDateTime, isolate } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { yuanText } from '../../shared/money'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconClock } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { AmountRow, OrderLineItem } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { useVisibility } from '../../shared/useVisibility'
import './aftersale.css'
import { reasonLabel, refundStatusText } from '../../shared/orders/refundParts'
import { NoteField } from './NoteField'

export const PROGRESS_POLL_MS = 5000

/** A request still moves (someone has to answer) or its money is still on the way. */
export function isMoving(refund: Pick<RefundRequestView, 'status' | 'moneyStatus'>): boolean {
  return !isRefundTerminal(refund.status) || refund.moneyStatus === 'pending'
}

/** Every 5 s while a request moves and the page is visible; never otherwise. */
export function progressPollInterval(
  process: RefundProcess | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (!process || visibility !== 'visible') return false
  return process.refunds.some(isMoving) ? PROGRESS_POLL_MS : false
}

export function Component() {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const refundId = params.get('refundId') ?? undefined
  return (
    <main className="page refund-progress-page">
      <PageHeader title={t('aftersale:progress_title')} home />
      <MemberGate title={t('order:login_to_see_orders')} button={t('order:log_in')}>
        <Progress orderId={id} refundId={refundId} />
      </MemberGate>
    </main>
  )
}

function Progress({ orderId, refundId }: { orderId: string; refundId: string | undefined }) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const visibility = useVisibility()
  const process = useQuery({
    queryKey: callKey(aftersaleApi.refundProcess, orderId),
    queryFn: () => call(aftersaleApi.refundProcess, orderId ? { orderId } : { refundId }),
    enabled: orderId !== '' || refundId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => progressPollInterval(query.state.data, visibility),
    refetchIntervalInBackground: false,
  })

  if (process.isPending) return <SkeletonCards count={3} />
  if (process.isError || !process.data) return <QueryError page query={process} />
  const p = process.data
  const refunds = [...p.refunds].sort((a, b) =>
    a.id === refundId ? -1 : b.id === refundId ? 1 : Date.parse(b.createdAt) - Date.parse(a.createdAt),
  )

  return (
    <div className="page-body refund-progress">
      <section className="section refund-order-summary" aria-label={t('aftersale:order_no')}>
        <dl className="amounts">
          <div className="amounts-row">
            <dt>{t('aftersale:order_no')}</dt>
            <dd>
              <Link to={paths.orderDetail(p.orderId)}>
                <bdi>{p.orderNo}</bdi>
              </Link>
            </dd>
          </div>
          <AmountRow label={t('aftersale:paid')} fen={p.paidFen} />
          <AmountRow label={t('aftersale:refunded_total')} fen={p.refundedFen} total />
        </dl>
      </section>
      {refunds.length === 0 ? (
        <EmptyState
          title={t('aftersale:no_refunds')}
          action={
            <Link className="btn btn-primary" to={paths.orderDetail(p.orderId)}>
              {t('aftersale:back_to_order')}
            </Link>
          }
        />
      ) : (
        refunds.map((r) => <RefundCard key={r.id} refund={r} orderId={p.orderId} />)
      )}
    </div>
  )
}

function RefundCard({ refund: r, orderId }: { refund: RefundRequestView; orderId: string }) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [escalating, setEscalating] = useState(false)
  const headingId = useId()
  // Newest first; steps of the same instant (submitted, then waiting) keep their order reversed too.
  const timeline = r.timeline
    .map((h, i) => ({ h, i }))
    .sort((a, b) => Date.parse(b.h.at) - Date.parse(a.h.at) || b.i - a.i)
    .map((x) => x.h)
  const reason = r.reasonText ?? (r.reason !== null ? reasonLabel(t, r.reason) : null)

  async function act(call: () => Promise<RefundProcess>, done: string): Promise<boolean> {
    if (busy) return false
    setBusy(true)
    try {
      const next = await call()
      queryClient.setQueryData(callKey(aftersaleApi.refundProcess, orderId), next)
      invalidate.order(queryClient, orderId)
      invalidate.orderList(queryClient)
      toast.show(done)
      return true
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // call() has shown why; the request may have moved on meanwhile (the merchant answered, time ran out).
      invalidate.refundProcess(queryClient, orderId)
      return false
    } finally {
      setBusy(false)
    }
  }

  async function withdraw() {
    try {
      await showModal({
        title: t('aftersale:withdraw_title'),
        content: t('aftersale:withdraw_text'),
        confirmText: t('aftersale:withdraw'),
        cancelText: t('aftersale:withdraw_keep'),
      })
    } catch {
      return
    }
    await act(() => call(aftersaleApi.withdrawRefund, { refundId: r.id }), t('aftersale:withdrawn_toast'))
  }

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

      <dl className="amounts">
        <AmountRow label={t('aftersale:refund_amount')} fen={r.amountFen} total />
        {r.deliveryFeeFen > 0 && (
          <AmountRow label={t('aftersale:amount_delivery_fee')} fen={r.deliveryFeeFen} />
        )}
        {r.toBalanceFen > 0 && <AmountRow label={t('aftersale:amount_to_balance')} fen={r.toBalanceFen} />}
        {r.toBalanceFen > 0 && r.amountFen > r.toBalanceFen && (
          <AmountRow label={t('aftersale:amount_to_original')} fen={r.amountFen - r.toBalanceFen} />
        )}
      </dl>

      <ul className="order-lines">
        {r.lines.map((l) => (
          <OrderLineItem
            key={l.orderItemId}
            image={l.image}
            name={l.name}
            nameZh={l.nameZh}
            optionNames={l.optionNames}
            quantity={l.quantity}
            fen={l.amountFen}
          />
        ))}
      </ul>

      <dl className="info-list">
        {reason && (
          <div className="info-row">
            <dt>{t('aftersale:reason')}</dt>
            <dd>{reason}</dd>
          </div>
        )}
        {r.description && (
          <div className="info-row">
            <dt>{t('aftersale:your_description')}</dt>
            <dd>
              <bdi dir="auto">{r.description}</bdi>
            </dd>
          </div>
        )}
        <div className="info-row">
          <dt>{t('aftersale:requested_at')}</dt>
          <dd>
            <bdi>{formatDateTime(r.createdAt)}</bdi>
          </dd>
        </div>
      </dl>

      {r.images.length > 0 && (
        <ul className="refund-photos" aria-label={t('aftersale:photos')}>
          {r.images.map((src, i) => (
            <li key={src}>
              <a href={imageUrl(src) ?? '#'} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(src) ?? ''}
                  alt={t('aftersale:photo_alt', { n: i + 1 })}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      <h3 className="section-title">{t('aftersale:timeline')}</h3>
      <ol className="timeline" aria-label={t('aftersale:timeline')}>
        {timeline.map((h, i) => (
          <li key={`${h.at}-${h.toStatus}`} className={i === 0 ? 'timeline-item current' : 'timeline-item'}>
            <span className="timeline-dot" aria-hidden="true" />
            <div className="timeline-body">
              <p className="timeline-status">{refundStatusText(t, h.toStatus)}</p>
              <p className="timeline-meta">
                <bdi>{formatDateTime(h.at)}</bdi> · {t(`order:actor_${h.actor}`, { defaultValue: h.actor })}
              </p>
              {h.note && (
                <p className="timeline-note">
                  <bdi dir="auto">{h.note}</bdi>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>

      {r.actions.length > 0 && (
        <div className="refund-actions">
          {r.actions.includes('withdraw') && (
            <button type="button" className="btn btn-plain" disabled={busy} onClick={() => void withdraw()}>
              {t('aftersale:withdraw')}
            </button>
          )}
          {r.actions.includes('escalate') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => setEscalating(true)}
            >
              {t('aftersale:escalate')}
            </button>
          )}
        </div>
      )}
      <EscalateSheet
        open={escalating}
        busy={busy}
        onClose={() => setEscalating(false)}
        onSend={async (note) => {
          const ok = await act(
            () => call(aftersaleApi.escalateRefund, { refundId: r.id, note }),
            t('aftersale:escalated_toast'),
          )
          if (ok) setEscalating(false)
        }}
      />
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

function EscalateSheet({
  open,
  busy,
  onClose,
  onSend,
}: {
  open: boolean
  busy: boolean
  onClose: () => void
  onSend: (note: string) => Promise<void>
}) {
  const { t } = useTranslation(['aftersale'])
  const [note, setNote] = useState('')
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('aftersale:escalate_title')}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy}
          onClick={() => void onSend(note.trim())}
        >
          {t('aftersale:escalate')}
        </button>
      }
    >
      <p className="field-hint">{t('aftersale:escalate_text')}</p>
      <NoteField label={t('aftersale:escalate_note')} value={note} onChange={setNote} />
    </Sheet>
  )
}
