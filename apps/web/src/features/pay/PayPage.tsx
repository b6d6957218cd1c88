/**
 * `#/pages/shop/pay/pay?orderId=`: the order summary with the pay-deadline countdown and the methods that
 * work where the app runs (spec 6), with the reason for the others. The first method that can really pay
 * is preselected: Balance only with a payment password and enough money (it stays listed with its
 * reason otherwise). Balance asks for the 6-digit payment password; a provider method redirects to its
 * (sandbox) page, which returns to the payment check page. Setting the payment password is not built
 * yet: the page says so instead of linking to it.
 */
import type { OrderDetail } from '@siam/contracts'
import { OrderStatus, orderStatusKey } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, api } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { formatCountdown, secondsUntil } from '../../shared/format'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconCard, IconChat, IconClock, IconWallet } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { createKeyKeeper } from '../checkout/idempotency'
import { PasswordPad } from './PasswordPad'
import './pay.css'
import { LoginNeeded } from '../checkout/LoginNeeded'
import { useLoginGate } from '../checkout/useLoginGate'
import { yuanText } from '../menu/money'

type PayType = 'balance' | 'wechat' | 'alipay' | 'card'
const pendingPaymentKey = (orderId: string) => `siam.payment.${orderId}`
const yuan = yuanText

/** Why a method is missing, when the server sends no reason of its own. */
export function fallbackReasonKey(payType: PayType): string {
  if (payType === 'wechat') return 'pay:wechat_only_in_wechat'
  if (payType === 'alipay') return 'pay:alipay_not_in_wechat'
  if (payType === 'card') return 'pay:card_not_in_wechat'
  return 'pay:reason_unavailable'
}

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
  const queryClient = useQueryClient()
  const environment = payEnvironment()
  const order = useQuery({
    queryKey: ['member/order/selectById', orderId],
    queryFn: () => api('member/order/selectById', { id: orderId }),
    enabled: orderId !== '',
    staleTime: 0,
  })
  const unpaid = order.data?.status === OrderStatus.UNPAID
  const methods = useQuery({
    queryKey: ['member/payment/methods', orderId, environment],
    queryFn: () => api('member/payment/methods', { orderId, environment }),
    enabled: unpaid,
    staleTime: 0,
  })
  const [chosen, setChosen] = useState<PayType | null>(null)
  const [balanceRefused, setBalanceRefused] = useState(false)
  const [passwordRefused, setPasswordRefused] = useState(false)
  const [padOpen, setPadOpen] = useState(false)
  const [padError, setPadError] = useState<string | null>(null)
  const [padReset, setPadReset] = useState(0)
  const [busy, setBusy] = useState(false)
  const keyFor = useRef(createKeyKeeper()).current
  const [pendingPaymentId] = useState(() => {
    try {
      return sessionStorage.getItem(pendingPaymentKey(orderId))
    } catch {
      return null
    }
  })

  const totalFen = order.data?.totalFen ?? 0
  const offers = useMemo(
    () => balanceOffers(methods.data, totalFen, { balanceRefused, passwordRefused }),
    [methods.data, totalFen, balanceRefused, passwordRefused],
  )
  const available = offers.filter((m) => m.available)
  const selected: PayType | null =
    chosen && available.some((m) => m.payType === chosen) ? chosen : firstPayable(offers)
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
    queryClient.setQueryData(['member/order/selectById', orderId], detail)
    void queryClient.invalidateQueries({ queryKey: ['member/order/list'] })
    void queryClient.invalidateQueries({ queryKey: ['member/order/selectTabNumber'] })
    toast.show(t('pay:payment_success'))
    navigate(paths.orderDetail(orderId), { replace: true })
  }

  async function payByBalance(password: string) {
    if (busy) return
    setBusy(true)
    setPadError(null)
    try {
      const idempotencyKey = keyFor({ orderId, password, method: 'balance' })
      const detail = await api(
        'member/platformPay/byBalance',
        { orderId, paymentPassword: password, idempotencyKey },
        { silent: true },
      )
      setPadOpen(false)
      succeeded(detail)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorKey === 'PAYMENT_PASSWORD_WRONG') {
        setPadError(error.message)
        setPadReset((n) => n + 1)
      } else {
        setPadOpen(false)
        if (error.errorKey === 'PAYMENT_PASSWORD_NOT_SET') {
          setPasswordRefused(true)
          showModal({ content: <PasswordSoon />, showCancel: false }).catch(() => {})
        } else if (error.errorKey === 'INSUFFICIENT_BALANCE') {
          // The order stays; the other methods are right here.
          setBalanceRefused(true)
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
    const hide = toast.loading(t('pay:opening_provider'))
    try {
      const idempotencyKey = keyFor({ orderId, payType, environment })
      const res = await api(
        'member/payment/create',
        { orderId, payType, environment, idempotencyKey },
        { silent: true },
      )
      try {
        sessionStorage.setItem(pendingPaymentKey(orderId), res.payment.id)
      } catch {
        // the check page link is a convenience
      }
      if (res.action.type === 'redirect') {
        window.location.href = res.action.url
        return
      }
      hide()
      // WeChat's JS-SDK payment needs the SDK configured in the WeChat browser; without it the member
      // checks the payment on the status page.
      toast.error(t('pay:wechat_not_supported'))
      navigate(paths.paymentCheck(res.payment.id, orderId))
    } catch (error) {
      hide()
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
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
            <div className="pay-methods" role="radiogroup" aria-label={t('pay:methods')}>
              {offers.map((m) => {
                const on = m.payType === selected
                return (
                  <div key={m.payType}>
                    {/* biome-ignore lint/a11y/useSemanticElements: full-width method rows; radio semantics for screen readers */}
                    <button
                      type="button"
                      role="radio"
                      aria-checked={on}
                      aria-disabled={!m.available}
                      className={`pay-method${on ? ' on' : ''}${m.available ? '' : ' off'}`}
                      onClick={() => m.available && setChosen(m.payType)}
                    >
                      <MethodIcon payType={m.payType} />
                      <span className="pay-method-body">
                        <span className="pay-method-name">{t(`pay:method_${m.payType}`)}</span>
                        {m.payType === 'balance' && methods.data && (
                          <span className="pay-method-note">
                            {t('pay:balance_now', { amount: yuan(methods.data.balanceFen) })}
                          </span>
                        )}
                        {!m.available && (
                          <span className="pay-method-reason">
                            {t(m.reasonKey?.includes(':') ? m.reasonKey : `pay:${m.reasonKey ?? ''}`, {
                              defaultValue: t(fallbackReasonKey(m.payType)),
                            })}
                          </span>
                        )}
                        {m.passwordMissing && (
                          <span className="pay-method-reason">{t('pay:password_not_set')}</span>
                        )}
                      </span>
                      <span className="pay-radio" aria-hidden="true" />
                    </button>
                  </div>
                )
              })}
            </div>
          )}
          {methods.data && available.length === 0 && <p className="field-hint">{t('pay:no_method')}</p>}
          {selected === 'balance' && passwordMissing && (
            <div className="o-notice o-notice-info pay-password-soon" role="status">
              <PasswordSoon />
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
      </Sheet>
    </main>
  )
}

type MethodsData = {
  methods: { payType: PayType; available: boolean; reasonKey: string | null }[]
  balanceFen: number
  hasPaymentPassword: boolean
}
export type PayOffer = MethodsData['methods'][number] & {
  /** selecting it and paying works now */
  canPay: boolean
  /** Balance without a payment password: selectable, says "go and set it" */
  passwordMissing: boolean
}

/**
 * The server's offers, with what only this page knows about Balance: it cannot pay more than the balance
 * (listed, not selectable, "insufficient balance"), and without a payment password it is selectable but
 * cannot pay ("payment password not set, go and set it").
 */
export function balanceOffers(
  data: MethodsData | undefined,
  totalFen: number,
  refused: { balanceRefused?: boolean; passwordRefused?: boolean } = {},
): PayOffer[] {
  if (!data) return []
  return data.methods.map((m) => {
    if (m.payType !== 'balance') return { ...m, canPay: m.available, passwordMissing: false }
    const short = refused.balanceRefused === true || data.balanceFen < totalFen
    const passwordMissing = !data.hasPaymentPassword || refused.passwordRefused === true
    const offer = short ? { ...m, available: false, reasonKey: 'pay:insufficient_balance' } : m
    return { ...offer, canPay: offer.available && !passwordMissing, passwordMissing }
  })
}

/** The method to preselect: the first one that can pay (never Balance when it cannot). */
export function firstPayable(offers: readonly PayOffer[]): PayType | null {
  return offers.find((m) => m.canPay)?.payType ?? null
}

function useCountdown(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!deadline) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline ? secondsUntil(deadline, now) : 0
}

/** "payment password not set, go and set it" and, as setting it is not built yet, that it is coming soon. */
function PasswordSoon() {
  const { t } = useTranslation('pay')
  return (
    <>
      <p>{t('pay:password_not_set')}</p>
      <p>{t('pay:set_password_soon')}</p>
    </>
  )
}

function MethodIcon({ payType }: { payType: PayType }) {
  if (payType === 'balance') return <IconWallet className="pay-method-icon" />
  if (payType === 'wechat') return <IconChat className="pay-method-icon pay-icon-wechat" />
  if (payType === 'alipay') return <IconWallet className="pay-method-icon pay-icon-alipay" />
  return <IconCard className="pay-method-icon" />
}
