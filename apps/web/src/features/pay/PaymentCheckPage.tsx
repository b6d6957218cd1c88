/**
 * `#/pages/shop/success/success?paymentId=&orderId=` or `...&rechargeId=` (spec 4, payment check): "Have you
 * finished paying?" with check status, cancel payment and "I have paid". Every answer comes from
 * `member/payment/query` (the server asks the provider); nothing here marks a payment paid. While open it
 * polls every 2 s for up to 60 s. Paid: an order goes to its detail, a recharge to the balance page, with
 * "Payment successful". Declined, failed or closed: "Payment failed" and "Pay with another method", back
 * to the same order (or recharge) with the failed method deselected and the next one preselected.
 */
import type { Payment } from '@siam/contracts'
import { paymentApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { couponPaths, type PaymentTarget, paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { forgetPendingPayment } from '../../shared/payment/paymentAction'
import { ErrorState } from '../../shared/ui/ErrorState'
import { showModal } from '../../shared/ui/modal'
import { requireParams } from '../../shared/ui/NotFound'
import { PageHeader } from '../../shared/ui/PageHeader'
import { useLoginGate } from '../../shared/ui/PageStates'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { payQueries } from './queries'
import { FINAL, usePaymentOutcome, usePolledPayment } from './usePaymentCheck'
import '../../shared/payment/pay.css'

function PaymentCheckPage() {
  const { t } = useTranslation(['pay', 'common'])
  const [params] = useSearchParams()
  const paymentId = params.get('paymentId') ?? ''
  const orderId = params.get('orderId') ?? ''
  const rechargeId = params.get('rechargeId') ?? ''
  const linked = { couponPurchaseId: params.get('couponPurchaseId'), mallOrderId: params.get('mallOrderId') }
  const session = useLoginGate()

  return (
    <main className="page check-page">
      <PageHeader title={t('pay:check_title')} back={false} home />
      {session.status === 'in' ? (
        <PaymentCheck paymentId={paymentId} orderId={orderId} rechargeId={rechargeId} linked={linked} />
      ) : (
        <div className="page-body">
          <SkeletonLines lines={3} />
        </div>
      )}
    </main>
  )
}

/** A target registered with payments (decision 0025): what it is and the page it belongs to. */
export interface OtherTarget {
  target: PaymentTarget
  page: string
}

function otherTarget(
  payment: Payment | undefined,
  linked: { couponPurchaseId: string | null; mallOrderId: string | null },
): OtherTarget | null {
  // The payment says so; before it answers, the link does.
  const kind = payment
    ? payment.targetKind
    : linked.couponPurchaseId
      ? 'coupon_pack'
      : linked.mallOrderId
        ? 'mall_order'
        : null
  const id = payment ? payment.targetId : (linked.couponPurchaseId ?? linked.mallOrderId)
  if (!id) return null
  if (kind === 'coupon_pack') return { target: { couponPurchaseId: id }, page: couponPaths.couponPacks() }
  if (kind === 'mall_order') return { target: { mallOrderId: id }, page: paths.mallOrderDetail(id) }
  return null
}

function PaymentCheck({
  paymentId,
  orderId,
  rechargeId,
  linked,
}: {
  paymentId: string
  orderId: string
  rechargeId: string
  linked: { couponPurchaseId: string | null; mallOrderId: string | null }
}) {
  const { t } = useTranslation(['pay', 'common'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const { payment, polling } = usePolledPayment(paymentId)
  const status = payment.data?.status
  const targetOrder = payment.data?.orderId ?? orderId
  /** A recharge's payment (the payment says so; before it answers, the link does). */
  const targetRecharge = payment.data?.rechargeId ?? (payment.data?.orderId ? '' : rechargeId)
  const other = otherTarget(payment.data, linked)
  const isRecharge = !other && targetRecharge !== ''
  const target = other ? other.target : isRecharge ? { rechargeId: targetRecharge } : targetOrder
  const handled = usePaymentOutcome(status, { isRecharge, targetRecharge, targetOrder, other })

  /** Back to paying the same order (or recharge), moving on from the method that did not work. */
  function anotherMethodPath(): string {
    const failed = payment.data?.payType
    if (other) return other.page
    if (isRecharge) return paths.recharge({ rechargeId: targetRecharge, failed })
    return paths.pay(targetOrder, { failed })
  }

  /** Asks the server (which asks the provider); `pendingMessage` is what to say if it is still unpaid. */
  async function ask(pendingMessage: string) {
    if (checking) return
    setChecking(true)
    try {
      const result = await payment.refetch()
      const s = result.data?.status
      if (result.isError)
        toast.error(result.error instanceof Error ? result.error.message : t('common:load_failed'))
      else if (s && !FINAL.has(s)) toast.show(pendingMessage, { duration: 3000 })
    } finally {
      setChecking(false)
    }
  }

  async function cancel() {
    try {
      await showModal({
        title: t('pay:cancel_payment_title'),
        content: t('pay:cancel_payment_confirm'),
        confirmText: t('pay:cancel_payment'),
        cancelText: t('pay:keep_waiting'),
      })
    } catch {
      return
    }
    try {
      const closed = await call(paymentApi.cancel, { paymentId }, { silent: true })
      queryClient.setQueryData(payQueries.payment(paymentId).queryKey, closed)
      if (closed.status === 'succeeded') return // paid meanwhile: the outcome effect goes to the order
      handled.current = true
      forgetPendingPayment(target)
      toast.show(t('pay:payment_cancelled'))
      navigate(anotherMethodPath(), { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
    }
  }

  if (paymentId === '') {
    return <ErrorState message={t('pay:payment_missing')} />
  }
  const unsuccessful = status === 'failed' || status === 'closed'

  return (
    <div className="page-body check-body">
      <CheckCard payment={payment} unsuccessful={unsuccessful} polling={polling} />
      <div className="check-actions">
        {unsuccessful ? (
          <Link className="btn btn-primary btn-block" to={anotherMethodPath()} replace>
            {t('pay:pay_another_method')}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={checking}
              onClick={() => void ask(t('pay:not_received_yet'))}
            >
              {t('pay:i_have_paid')}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-block"
              disabled={checking}
              onClick={() => void ask(t('pay:still_pending'))}
            >
              {t('pay:check_status')}
            </button>
            <button type="button" className="btn btn-danger btn-block" onClick={() => void cancel()}>
              {t('pay:cancel_payment')}
            </button>
          </>
        )}
        {other ? (
          <Link className="link-button check-order-link" to={other.page} replace>
            {t('pay:view_order')}
          </Link>
        ) : (
          <TargetLink isRecharge={isRecharge} targetRecharge={targetRecharge} targetOrder={targetOrder} />
        )}
      </div>
    </div>
  )
}

function CheckCard({
  payment,
  unsuccessful,
  polling,
}: {
  payment: ReturnType<typeof usePolledPayment>['payment']
  unsuccessful: boolean
  polling: boolean
}) {
  const { t } = useTranslation(['pay', 'common'])
  return (
    <section className="section check-card">
      <h2 className="check-question">{t('pay:finished_question')}</h2>
      {payment.isPending ? (
        <SkeletonLines lines={2} />
      ) : payment.isError ? (
        <ErrorState
          error={payment.error}
          message={payment.error.message}
          onRetry={() => void payment.refetch()}
        />
      ) : (
        <>
          <Price fen={payment.data.amountFen} className="pay-amount" />
          <p
            className={unsuccessful ? 'check-status check-failed' : 'check-status'}
            role="status"
            aria-live="polite"
          >
            {t(`pay:payment_status_${payment.data.status}`)}
          </p>
          <p className="field-hint">{hintFor(payment.data, unsuccessful, polling, t)}</p>
        </>
      )}
    </section>
  )
}

function hintFor(
  payment: Payment,
  unsuccessful: boolean,
  polling: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (unsuccessful) return t('pay:failed_hint', { method: t(`pay:method_${payment.payType}`) })
  return polling && !FINAL.has(payment.status) ? t('pay:auto_checking') : t('pay:auto_check_stopped')
}

/** Where the member may look at what was paid for: the recharge's bill, or the order. */
function TargetLink({
  isRecharge,
  targetRecharge,
  targetOrder,
}: {
  isRecharge: boolean
  targetRecharge: string
  targetOrder: string
}) {
  const { t } = useTranslation('pay')
  if (isRecharge)
    return (
      <Link
        className="link-button check-order-link"
        to={paths.billDetail({ rechargeId: targetRecharge })}
        replace
      >
        {t('pay:view_recharge')}
      </Link>
    )
  return (
    targetOrder && (
      <Link className="link-button check-order-link" to={paths.orderDetail(targetOrder)} replace>
        {t('pay:view_order')}
      </Link>
    )
  )
}

/** Without the payment it checks the page is "not found" (issue 15), never a check that waits forever. */
export const Component = requireParams(['paymentId'], PaymentCheckPage)
