/**
 * `#/pages/shop/pay/pay?orderId=&failed=`: the order summary with the pay-deadline countdown and the methods
 * that work where the app runs (spec 6), with the reason for the others. The first method that can really
 * pay is preselected: Balance only with a payment password and enough money (it stays listed with its
 * reason otherwise). After a method failed (`failed`, from the payment check page, or "insufficient
 * balance" right here) the next method is preselected and the order stays the same; every new attempt
 * gets its own idempotency key. Balance asks for the 6-digit payment password (without one, the page
 * links to setting it and comes back); a provider method opens its (sandbox) page, which returns to the
 * payment check page.
 */
import type { OrderDetail } from '@siam/contracts'
import { OrderStatus, orderStatusKey } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { payEnvironment } from '../../shared/environment'
import { balanceOffers, isPayType, nextPayable, type PayType } from '../../shared/payment/offers'
import { readPendingPayment } from '../../shared/payment/paymentAction'
import { invalidate } from '../../shared/queries/invalidate'
import { orderQueries } from '../../shared/queries/orderQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { useCountdown } from '../../shared/useCountdown'
import { PayMethodsSection } from './PayMethodsSection'
import { PasswordSheet, PayFrame, PayOrderBar, PaySummary } from './payParts'
import { payQueries } from './queries'
import { usePayAttempt } from './usePayAttempt'
import '../../shared/payment/pay.css'
import { requireParams } from '../../shared/ui/NotFound'

function PayPage() {
  const { t } = useTranslation(['pay', 'common'])
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const session = useLoginGate()

  if (session.status !== 'in') {
    return (
      <main className="page pay-page">
        <PageHeader title={t('pay:title')} />
        {session.status === 'checking' ? (
          <SkeletonCards count={2} />
        ) : (
          <LoginNeeded title={t('pay:login_needed')} button={t('pay:log_in')} />
        )}
      </main>
    )
  }
  return <PayOrder orderId={orderId} />
}

/** The order to pay, or why it cannot be paid (loading, failed, no longer unpaid). */
function PayOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['pay', 'status', 'common'])
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: orderId !== '', staleTime: 0 })

  if (order.isPending)
    return (
      <PayFrame>
        <SkeletonCards count={2} />
      </PayFrame>
    )
  if (order.isError || !order.data)
    return (
      <PayFrame>
        <ErrorState
          page
          error={order.error}
          message={order.error?.message}
          onRetry={() => void order.refetch()}
        />
      </PayFrame>
    )
  const o = order.data
  if (o.status === OrderStatus.UNPAID)
    return <PayUnpaid orderId={orderId} order={o} refetchOrder={order.refetch} />
  return (
    <PayFrame>
      <EmptyState
        title={
          o.paidAt !== null
            ? t('pay:already_paid')
            : t('pay:not_payable', { status: t(`status:${orderStatusKey[o.status]}`) })
        }
        action={
          <Link className="btn btn-primary" to={paths.orderDetail(o.id)} replace>
            {t('pay:view_order')}
          </Link>
        }
      />
    </PayFrame>
  )
}

function PayUnpaid({
  orderId,
  order: o,
  refetchOrder,
}: {
  orderId: string
  order: OrderDetail
  /** Stable (the query's own refetch): the expiry effect depends on it. */
  refetchOrder: () => unknown
}) {
  const { t } = useTranslation(['pay', 'common'])
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const environment = payEnvironment()
  const methods = useQuery({ ...payQueries.methods(orderId, environment), staleTime: 0 })
  const [chosen, setChosen] = useState<PayType | null>(null)
  /** The method that just failed (from the check page, or Balance refused here): the next one is chosen. */
  const [failed, setFailed] = useState<PayType | null>(() => {
    const f = params.get('failed')
    return isPayType(f) ? f : null
  })
  const [balanceRefused, setBalanceRefused] = useState(false)
  const [passwordRefused, setPasswordRefused] = useState(false)
  const [pendingPaymentId] = useState(() => readPendingPayment(orderId))
  /** Where the payment password pages come back to: this page, for this order. */
  const here = `${location.pathname}${location.search}`

  const offers = useMemo(
    () => balanceOffers(methods.data, o.totalFen, { balanceRefused, passwordRefused }),
    [methods.data, o.totalFen, balanceRefused, passwordRefused],
  )
  const selected: PayType | null =
    chosen && offers.some((m) => m.available && m.payType === chosen) ? chosen : nextPayable(offers, failed)
  const selectedCanPay = selected !== null && offers.some((m) => m.payType === selected && m.canPay)

  const seconds = useCountdown(o.payDeadlineAt ?? null)
  const expired = o.payDeadlineAt != null && seconds === 0
  useEffect(() => {
    if (expired) {
      const timer = setTimeout(refetchOrder, 1500)
      return () => clearTimeout(timer)
    }
  }, [expired, refetchOrder])

  const attempt = usePayAttempt({
    orderId,
    environment,
    here,
    refetchOrder,
    onPaid: (detail: OrderDetail) => {
      queryClient.setQueryData(orderQueries.detail(orderId).queryKey, detail)
      invalidate.orderLists(queryClient)
      toast.show(t('pay:payment_success'))
      navigate(paths.orderDetail(orderId), { replace: true })
    },
    onPasswordRefused: () => setPasswordRefused(true),
    onBalanceRefused: () => {
      setBalanceRefused(true)
      setFailed('balance')
      setChosen(null)
    },
  })

  function pay() {
    if (!selected || !selectedCanPay) return
    if (selected === 'balance') attempt.pad.show()
    else void attempt.payByProvider(selected)
  }

  return (
    <main className="page pay-page">
      <PageHeader title={t('pay:title')} />
      <div className="page-body">
        <PaySummary order={o} seconds={seconds} expired={expired} />
        {/* A newer payment pending (or starting) makes an earlier failure old news (issue 15). */}
        {failed && failed !== 'balance' && !pendingPaymentId && !attempt.busy && (
          <p className="o-notice o-notice-warning" role="status">
            {t('pay:previous_failed', { method: t(`pay:method_${failed}`) })}
          </p>
        )}
        {balanceRefused && selected && (
          <p className="o-notice o-notice-warning" role="status">
            {t('pay:switched_method', { method: t(`pay:method_${selected}`) })}
          </p>
        )}
        {pendingPaymentId && (
          <p className="o-notice o-notice-info">
            <Link to={paths.paymentCheck(pendingPaymentId, o.id)}>{t('pay:check_previous')}</Link>
          </p>
        )}
        <PayMethodsSection
          methods={methods}
          offers={offers}
          selected={selected}
          onChoose={setChosen}
          here={here}
        />
        {methods.data?.methods.some((m) => m.payType !== 'balance' && m.available) && (
          <p className="pay-sandbox-note">{t('pay:provider_note')}</p>
        )}
      </div>
      <PayOrderBar
        totalFen={o.totalFen}
        label={selected ? t('pay:pay_with', { method: t(`pay:method_${selected}`) }) : t('pay:choose_method')}
        disabled={!selectedCanPay || attempt.busy || expired}
        busy={attempt.busy}
        onPay={pay}
      />
      <PasswordSheet
        pad={attempt.pad}
        totalFen={o.totalFen}
        busy={attempt.busy}
        here={here}
        onPassword={(p) => void attempt.payByBalance(p)}
      />
    </main>
  )
}

/** Without its orderId the page is "not found" (issue 15). */
export const Component = requireParams(['orderId'], PayPage)
