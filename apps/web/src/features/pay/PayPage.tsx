import { callKey } from '@siam/api-client'
import { invalidate } from '../../shared/queries/invalidate'
import { orderQueries } from '../../shared/queries/orderQueries'
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
import { paymentApi } from '@siam/contracts/descriptors'
import { OrderStatus, orderStatusKey } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { formatCountdown } from '../../shared/format'
import { createKeyKeeper } from '../../shared/idempotency'
import { balanceOffers, isPayType, nextPayable, type PayType } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { readPendingPayment } from '../../shared/payment/paymentAction'
import { payWithProvider } from '../../shared/payment/providerPay'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState, isConnectionError } from '../../shared/ui/ErrorState'
import { IconClock } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { useCountdown } from '../../shared/useCountdown'
import { PasswordPad } from './PasswordPad'
import '../../shared/payment/pay.css'
import { yuanText } from '../../shared/money'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'

const yuan = yuanText

export function Component() {
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

function PayOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['pay', 'status', 'common'])
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const environment = payEnvironment()
  const order = useQuery({
    ...orderQueries.detail(orderId),
    enabled: orderId !== '',
    staleTime: 0,
  })
  const unpaid = order.data?.status === OrderStatus.UNPAID
  const methods = useQuery({
    queryKey: callKey(paymentApi.methods, orderId, environment),
    queryFn: () => call(paymentApi.methods, { orderId, environment }),
    enabled: unpaid,
    staleTime: 0,
  })
  const [chosen, setChosen] = useState<PayType | null>(null)
  /** The method that just failed (from the check page, or Balance refused here): the next one is chosen. */
  const [failed, setFailed] = useState<PayType | null>(() => {
    const f = params.get('failed')
    return isPayType(f) ? f : null
  })
  const [balanceRefused, setBalanceRefused] = useState(false)
  const [passwordRefused, setPasswordRefused] = useState(false)
  const [padOpen, setPadOpen] = useState(false)
  const [padError, setPadError] = useState<string | null>(null)
  const [padReset, setPadReset] = useState(0)
  const [busy, setBusy] = useState(false)
  // One key per attempt: the same body again (a double tap, a retry after a network error) keeps it;
  // another method, or a new attempt after the server refused one, gets a new key.
  const keys = useRef(createKeyKeeper())
  const keyFor = (body: unknown) => keys.current(body)
  const newAttempt = () => {
    keys.current = createKeyKeeper()
  }
  const [pendingPaymentId] = useState(() => readPendingPayment(orderId))
  /** Where the payment password pages come back to: this page, for this order. */
  const here = `${location.pathname}${location.search}`

  const totalFen = order.data?.totalFen ?? 0
  const offers = useMemo(
    () => balanceOffers(methods.data, totalFen, { balanceRefused, passwordRefused }),
    [methods.data, totalFen, balanceRefused, passwordRefused],
  )
  const available = offers.filter((m) => m.available)
  const selected: PayType | null =
    chosen && available.some((m) => m.payType === chosen) ? chosen : nextPayable(offers, failed)
  const passwordMissing = offers.some((m) => m.payType === 'balance' && m.passwordMissing)
  const selectedCanPay = selected !== null && offers.some((m) => m.payType === selected && m.canPay)

  const seconds = useCountdown(order.data?.payDeadlineAt ?? null)
  const expired = unpaid && order.data?.payDeadlineAt != null && seconds === 0
  useEffect(() => {
    if (expired) {
      const timer = setTimeout(() => void order.refetch(), 1500)
      return () => clearTimeout(timer)
    }
  }, [expired, order.refetch])

  function succeeded(detail: OrderDetail) {
    queryClient.setQueryData(orderQueries.detail(orderId).queryKey, detail)
    invalidate.orderLists(queryClient)
    toast.show(t('pay:payment_success'))
    navigate(paths.orderDetail(orderId), { replace: true })
  }

  async function payByBalance(password: string) {
    if (busy) return
    setBusy(true)
    setPadError(null)
    try {
      const idempotencyKey = keyFor({ orderId, password, method: 'balance' })
      const detail = await call(
        paymentApi.byBalance,
        { orderId, paymentPassword: password, idempotencyKey },
        { silent: true },
      )
      setPadOpen(false)
      succeeded(detail)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // The server answered: a next try is a new attempt (a network failure keeps the key for the retry).
      if (!isConnectionError(error)) newAttempt()
      if (error.errorKey === 'PAYMENT_PASSWORD_WRONG') {
        setPadError(error.message)
        setPadReset((n) => n + 1)
      } else {
        setPadOpen(false)
        if (error.errorKey === 'PAYMENT_PASSWORD_NOT_SET') {
          setPasswordRefused(true)
          showModal({
            content: t('pay:password_not_set'),
            confirmText: t('pay:go_set_password'),
            cancelText: t('common:cancel'),
          }).then(
            () => navigate(paths.securityReset({ redirect: here })),
            () => {},
          )
        } else if (error.errorKey === 'INSUFFICIENT_BALANCE') {
          // The order stays; the next method is chosen right here.
          setBalanceRefused(true)
          setFailed('balance')
          setChosen(null)
          toast.error(t('pay:insufficient_balance'))
        } else {
          if (error.code !== 2 && error.code !== 401) toast.error(error.message)
          if (error.errorKey === 'ORDER_NOT_PAYABLE') void order.refetch()
        }
      }
    } finally {
      setBusy(false)
    }
  }

  async function payByProvider(payType: Exclude<PayType, 'balance'>) {
    if (busy) return
    setBusy(true)
    try {
      const idempotencyKey = keyFor({ orderId, payType, environment })
      // a redirect leaves the page; WeChat's sheet continues on the check page
      await payWithProvider({
        target: orderId,
        payType,
        environment,
        idempotencyKey,
        navigate: (to) => navigate(to),
        silent: true,
      })
    } catch (error) {
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
      if (!isConnectionError(error)) newAttempt()
      if (error instanceof ApiError && error.errorKey === 'ORDER_NOT_PAYABLE') void order.refetch()
    } finally {
      setBusy(false)
    }
  }

  function pay() {
    if (!selected || !selectedCanPay || !order.data) return
    if (selected === 'balance') {
      setPadError(null)
      setPadReset((n) => n + 1)
      setPadOpen(true)
      return
    }
    void payByProvider(selected)
  }

  if (order.isPending) {
    return (
      <main className="page pay-page">
        <PageHeader title={t('pay:title')} />
        <SkeletonCards count={2} />
      </main>
    )
  }
  if (order.isError || !order.data) {
    return (
      <main className="page pay-page">
        <PageHeader title={t('pay:title')} />
        <ErrorState
          page
          error={order.error}
          message={order.error?.message}
          onRetry={() => void order.refetch()}
        />
      </main>
    )
  }
  const o = order.data

  if (!unpaid) {
    const paid = o.paidAt !== null
    return (
      <main className="page pay-page">
        <PageHeader title={t('pay:title')} />
        <EmptyState
          title={
            paid
              ? t('pay:already_paid')
              : t('pay:not_payable', { status: t(`status:${orderStatusKey[o.status]}`) })
          }
          action={
            <Link className="btn btn-primary" to={paths.orderDetail(o.id)} replace>
              {t('pay:view_order')}
            </Link>
          }
        />
      </main>
    )
  }

  return (
    <main className="page pay-page">
      <PageHeader title={t('pay:title')} />
      <div className="page-body">
        <section className="section pay-summary">
          <p className="pay-shop">{o.shopName}</p>
          <Price fen={o.totalFen} className="pay-amount" />
          <p className="pay-order-no">
            {t('pay:order_no')} <bdi>{o.orderNo}</bdi>
          </p>
          {o.payDeadlineAt && (
            <p
              className={expired ? 'pay-countdown pay-countdown-over' : 'pay-countdown'}
              role="timer"
              aria-live="off"
            >
              <IconClock size={16} />
              {expired ? (
                <span>{t('pay:time_up')}</span>
              ) : (
                <span>
                  {t('pay:pay_within')} <bdi className="pay-countdown-time">{formatCountdown(seconds)}</bdi>
                </span>
              )}
            </p>
          )}
        </section>

        {failed && failed !== 'balance' && (
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

        <section className="section" aria-label={t('pay:methods')}>
          <h2 className="section-title">{t('pay:methods')}</h2>
          {methods.isPending ? (
            <SkeletonCards count={2} />
          ) : methods.isError ? (
            <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
          ) : (
            <PayMethodList
              offers={offers}
              selected={selected}
              onChoose={setChosen}
              label={{ 'aria-label': t('pay:methods') }}
              note={(m) =>
                m.payType === 'balance' &&
                methods.data && (
                  <span className="pay-method-note">
                    {t('pay:balance_now', { amount: yuan(methods.data.balanceFen) })}
                  </span>
                )
              }
              after={(m) =>
                m.passwordMissing && <span className="pay-method-reason">{t('pay:password_not_set')}</span>
              }
            />
          )}
          {methods.data && available.length === 0 && <p className="field-hint">{t('pay:no_method')}</p>}
          {selected === 'balance' && passwordMissing && (
            <div className="o-notice o-notice-info pay-password-missing" role="status">
              <p>{t('pay:password_not_set')}</p>
              <Link className="btn btn-outline btn-small" to={paths.securityReset({ redirect: here })}>
                {t('pay:go_set_password')}
              </Link>
            </div>
          )}
        </section>
        {methods.data?.methods.some((m) => m.payType !== 'balance' && m.available) && (
          <p className="pay-sandbox-note">{t('pay:provider_note')}</p>
        )}
      </div>
      <div className="bottom-bar pay-bar">
        <div className="pay-bar-total">
          <span className="pay-bar-label">{t('pay:to_pay')}</span>
          <Price fen={o.totalFen} className="price-big" />
        </div>
        <button
          type="button"
          className="btn btn-primary pay-bar-button"
          disabled={!selectedCanPay || busy || expired}
          aria-busy={busy}
          onClick={pay}
        >
          {selected ? t('pay:pay_with', { method: t(`pay:method_${selected}`) }) : t('pay:choose_method')}
        </button>
      </div>
      <Sheet open={padOpen} onClose={() => !busy && setPadOpen(false)} title={t('pay:enter_password')}>
        <p className="pad-amount">
          <Price fen={o.totalFen} className="price-big" />
        </p>
        <PasswordPad
          onComplete={(p) => void payByBalance(p)}
          busy={busy}
          error={padError}
          resetSignal={padReset}
        />
        <p className="pad-forgot">
          <Link className="link-button" to={paths.securityVerify({ redirect: here })}>
            {t('pay:forgot_password')}
          </Link>
        </p>
      </Sheet>
    </main>
  )
}
