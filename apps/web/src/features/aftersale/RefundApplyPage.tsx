/**
 * `#/pages/order/refund/apply/apply?id=`: ask for money back on a paid order. The member picks lines and
 * quantities (never more than the server says may still go back), a reason (9-20), a description of up
 * to 140 characters and up to 9 photos; the server previews the amount (product rules 4.2) as the
 * choice changes, and the request is sent once with an idempotency key (a double tap sends one).
 */

import type { OrderDetail } from '@siam/contracts'
import { AFTER_SALE_REASON_CODES } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ReasonList } from '../../shared/orders/refundParts'
import { orderQueries } from '../../shared/queries/orderQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import './aftersale.css'
import { requireParams } from '../../shared/ui/NotFound'
import { ApplyAmounts, ApplyBar } from './ApplyAmounts'
import { ApplyItems } from './ApplyItems'
import { ApplyReason, type ReasonDraft } from './ApplyReason'
import { useApplySubmit } from './useApplySubmit'
import { useRefundChoice } from './useRefundChoice'

function RefundApplyPage() {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return (
    <main className="page refund-apply-page">
      <PageHeader title={t('aftersale:apply_title')} />
      <MemberGate title={t('order:login_to_see_orders')} button={t('order:log_in')}>
        <Loader id={id} />
      </MemberGate>
    </main>
  )
}

function Loader({ id }: { id: string }) {
  const order = useQuery({
    ...orderQueries.detail(id),
    enabled: id !== '',
    staleTime: 0,
  })
  if (order.isPending) return <SkeletonCards count={3} />
  if (order.isError || !order.data) return <QueryError page query={order} />
  return <ApplyForm order={order.data} />
}

function ApplyForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const choice = useRefundChoice(order)
  const { errors, sending, submit, clearError } = useApplySubmit(order)
  const [draft, setDraft] = useState<ReasonDraft>({ reason: null, description: '', images: [] })
  const [reasonOpen, setReasonOpen] = useState(false)
  /** a photo is still uploading: the request waits for it */
  const [uploading, setUploading] = useState(false)

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (sending || uploading) return
    void submit(choice, draft)
  }

  if (choice.refundable.length === 0 && choice.items.length === 0) {
    return (
      <EmptyState
        title={t('aftersale:nothing_refundable')}
        action={
          <Link className="btn btn-primary" to={paths.orderDetail(order.id)}>
            {t('aftersale:back_to_order')}
          </Link>
        }
      />
    )
  }

  return (
    <form className="refund-apply" onSubmit={onSubmit} noValidate>
      <div className="page-body">
        <ApplyItems
          lines={order.lines}
          limits={choice.limits}
          quantities={choice.quantities}
          error={errors.items}
          onSelectAll={() => {
            choice.selectAll()
            clearError('items')
          }}
          onChange={(line, n) => {
            choice.setQuantity(line, n)
            clearError('items')
          }}
        />
        <ApplyReason
          draft={draft}
          errors={errors}
          onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
          onOpenReasons={() => setReasonOpen(true)}
          onUploadingChange={setUploading}
        />
        <ApplyAmounts choice={choice} />
      </div>

      <ApplyBar choice={choice} sending={sending} uploading={uploading} />

      <Sheet open={reasonOpen} onClose={() => setReasonOpen(false)} title={t('aftersale:choose_reason')}>
        <ReasonList
          codes={AFTER_SALE_REASON_CODES}
          value={draft.reason}
          label={t('aftersale:reason')}
          onPick={(code) => {
            setDraft((d) => ({ ...d, reason: code }))
            clearError('reason')
            setReasonOpen(false)
          }}
        />
      </Sheet>
    </form>
  )
}

/** Without its id the page is "not found" (issue 15). */
export const Component = requireParams(['id'], RefundApplyPage)
