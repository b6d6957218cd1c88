/**
 * `#/pages/mine/coupons/packs/packs`: coupon packs for sale (paid from the balance with the payment
 * password, or by WeChat Pay, Alipay or card through the payment check page: decision 0025) and the
 * member's purchases, with the one-tap same-day refund of unused coupons.
 */
import type { CouponPackPurchase } from '@siam/contracts'
import { couponPackApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { call } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { formatDateTime } from '../../shared/format'
import { createKeyKeeper } from '../../shared/idempotency'
import { yuanText } from '../../shared/money'
import { type PayOffer, type PayType, providerOffers } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { payWithProvider } from '../../shared/payment/providerPay'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { showModal } from '../../shared/ui/modal'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { termsText } from './couponParts'
import { couponQueries, invalidateCoupons } from './queries'
import '../../shared/payment/pay.css'
import './coupons.css'

export function Component() {
  const { t } = useTranslation(['coupon', 'common'])
  return (
    <MemberOnly title={t('coupon:packs_title')} className="coupon-packs-page">
      {() => <Packs />}
    </MemberOnly>
  )
}

function Packs() {
  const { t } = useTranslation(['coupon', 'pay', 'common'])
  const queryClient = useQueryClient()
  const packs = useQuery(couponQueries.packs())
  const purchases = useQuery({ ...couponQueries.purchases(), staleTime: 0 })
  const [buying, setBuying] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const keys = useRef(createKeyKeeper())
  const navigate = useNavigate()
  const environment = payEnvironment()
  const offers: PayOffer[] = [
    { payType: 'balance', available: true, reasonKey: null, canPay: true, passwordMissing: false },
    ...providerOffers(environment),
  ]
  const [method, setMethod] = useState<PayType>('balance')

  /** A pending purchase, then the provider's page; the check page brings the member back here. */
  const byProvider = useMutation({
    mutationFn: async ({ packId, payType }: { packId: string; payType: Exclude<PayType, 'balance'> }) => {
      const purchase = await call(couponPackApi.order, {
        packId,
        idempotencyKey: keys.current({ packId, order: true }),
      })
      return payWithProvider({
        target: { couponPurchaseId: purchase.id },
        payType,
        environment,
        idempotencyKey: keys.current({ purchaseId: purchase.id, payType }),
        navigate: (to) => navigate(to),
      })
    },
    onSettled: () => invalidateCoupons(queryClient),
  })

  const buy = useMutation({
    mutationFn: (packId: string) =>
      call(couponPackApi.buy, {
        packId,
        paymentPassword: password,
        idempotencyKey: keys.current({ packId, password }),
      }),
    onSuccess: () => {
      toast.show(t('coupon:buy_done'))
      setBuying(null)
      setPassword('')
    },
    onSettled: () => invalidateCoupons(queryClient),
  })

  if (packs.isPending) return <SkeletonCards count={2} />
  if (packs.isError) return <ErrorState page error={packs.error} onRetry={() => void packs.refetch()} />
  return (
    <div className="page-body">
      <ul className="coupon-list">
        {packs.data.map((p) => (
          <li key={p.id} className="coupon-card" data-testid="pack-card">
            <div className="coupon-card-left">
              <Price fen={p.priceFen} />
            </div>
            <div className="coupon-card-body">
              <p className="coupon-title">{p.title}</p>
              <p className="coupon-terms">
                {t('coupon:pack_count', { count: p.count })} · {termsText(t, p.coupon)}
              </p>
              {buying === p.id && (
                <PayMethodList
                  offers={offers}
                  selected={method}
                  onChoose={setMethod}
                  label={{ 'aria-label': t('pay:methods') }}
                />
              )}
              {buying === p.id && method !== 'balance' && (
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  data-testid="pack-pay-provider"
                  disabled={byProvider.isPending}
                  onClick={() => byProvider.mutate({ packId: p.id, payType: method })}
                >
                  {t('coupon:buy')}
                </button>
              )}
              {buying === p.id && method === 'balance' && (
                <form
                  onSubmit={(e) => {
                    e.preventDefault()
                    if (password) buy.mutate(p.id)
                  }}
                >
                  <label className="field-label">
                    {t('coupon:payment_password')}
                    <input
                      className="input"
                      type="password"
                      inputMode="numeric"
                      autoComplete="off"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                  </label>
                  <button
                    type="submit"
                    className="btn btn-primary btn-small"
                    disabled={!password || buy.isPending}
                  >
                    {t('coupon:buy')}
                  </button>
                </form>
              )}
            </div>
            <div className="coupon-card-end">
              {buying !== p.id && (
                <button type="button" className="btn btn-primary btn-small" onClick={() => setBuying(p.id)}>
                  {t('coupon:buy')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="coupon-note">{t('coupon:refund_rule')}</p>
      <section className="section">
        <h2 className="section-title">{t('coupon:my_purchases')}</h2>
        <ul className="coupon-rows" data-testid="purchases">
          {purchases.data?.map((p) => (
            <PurchaseRow key={p.id} purchase={p} />
          ))}
        </ul>
      </section>
    </div>
  )
}

function PurchaseRow({ purchase }: { purchase: CouponPackPurchase }) {
  const { t } = useTranslation(['coupon', 'pay', 'common'])
  const queryClient = useQueryClient()
  const refund = useMutation({
    mutationFn: () => call(couponPackApi.refundPurchased, { purchaseId: purchase.id }),
    onSuccess: (done) =>
      toast.show(
        t(done.payType && done.payType !== 'balance' ? 'coupon:refund_done_provider' : 'coupon:refund_done', {
          amount: yuanText(done.refundedFen),
          method: t(`pay:method_${done.payType}`),
        }),
      ),
    onSettled: () => invalidateCoupons(queryClient),
  })
  async function ask() {
    try {
      await showModal({
        title: t('coupon:refund_today'),
        content: t('coupon:refund_confirm'),
        cancelText: t('common:cancel'),
      })
    } catch {
      return
    }
    refund.mutate()
  }
  return (
    <li className="coupon-row">
      <span className="coupon-row-label">
        <Price fen={purchase.priceFen} /> ·{' '}
        <bdi>{purchase.paidAt ? formatDateTime(purchase.paidAt) : ''}</bdi>
      </span>
      <span className="coupon-row-value">
        {purchase.status === 'refunded' ? (
          t('coupon:refunded', { amount: yuanText(purchase.refundedFen) })
        ) : purchase.status === 'pending' || purchase.status === 'closed' ? (
          t(`coupon:purchase_${purchase.status}`)
        ) : purchase.refundableToday ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={refund.isPending}
            onClick={() => void ask()}
          >
            {t('coupon:refund_today')}
          </button>
        ) : null}
      </span>
    </li>
  )
}
