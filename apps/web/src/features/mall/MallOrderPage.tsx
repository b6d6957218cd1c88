/**
 * `#/pages/internal/mall/order/detail/detail?id=`: a mall order: status, goods, points and cash, the
 * address, carrier and tracking number, and the member's buttons (from the server's `actions`: cancel
 * before shipping, confirm receipt, after-sale, refund progress, logistics). An unpaid order (its cash
 * part left to a provider, decision 0025) offers the providers until its window closes.
 */
import type { MallOrder } from '@siam/contracts'
import { mallApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { formatDateTime } from '../../shared/format'
import { createKeyKeeper } from '../../shared/idempotency'
import { imageUrl } from '../../shared/image'
import { type PayType, providerOffers } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { payWithProvider } from '../../shared/payment/providerPay'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { showModal } from '../../shared/ui/modal'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { MallPrice } from './mallParts'
import { invalidateMall, mallQueries } from './queries'
import '../../shared/payment/pay.css'

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('order_title')}>{() => <OrderBody />}</MemberOnly>
}

function OrderBody() {
  const id = useSearchParams()[0].get('id') ?? ''
  const order = useQuery(mallQueries.order(id))
  if (order.isPending) return <SkeletonCards count={3} />
  if (order.isError) return <QueryError query={order} page />
  return <OrderView order={order.data} />
}

/** The cash part of an unpaid order, by a provider; the payment check page comes back here. */
function PayCash({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['mall', 'pay'])
  const navigate = useNavigate()
  const environment = payEnvironment()
  const offers = providerOffers(environment)
  const [chosen, setChosen] = useState<PayType | null>(null)
  const method = chosen ?? offers.find((m) => m.canPay)?.payType ?? null
  const [keys] = useState(() => createKeyKeeper())
  const pay = useMutation({
    mutationFn: (payType: Exclude<PayType, 'balance'>) =>
      payWithProvider({
        target: { mallOrderId: orderId },
        payType,
        environment,
        idempotencyKey: keys({ orderId, payType }),
        navigate: (to) => navigate(to),
      }),
  })
  return (
    <>
      <PayMethodList
        offers={offers}
        selected={method}
        onChoose={setChosen}
        label={{ 'aria-label': t('pay:methods') }}
      />
      <button
        type="button"
        className="btn btn-accent"
        disabled={!method || method === 'balance' || pay.isPending}
        onClick={() => method && method !== 'balance' && pay.mutate(method)}
      >
        {t('mall:pay_now')}
      </button>
    </>
  )
}

function OrderView({ order }: { order: MallOrder }) {
  const { t } = useTranslation(['mall', 'common'])
  const queryClient = useQueryClient()
  const act = useMutation({
    mutationFn: (kind: 'cancel' | 'confirmReceipt') =>
      call(kind === 'cancel' ? mallApi.cancel : mallApi.confirmReceipt, { id: order.id }),
    onSuccess: (_o, kind) => {
      invalidateMall.order(queryClient, order.id)
      toast.show(t(kind === 'cancel' ? 'mall:cancelled_toast' : 'mall:received_toast'))
    },
  })
  async function confirm(kind: 'cancel' | 'confirmReceipt') {
    try {
      await showModal({
        title: t(kind === 'cancel' ? 'mall:cancel_title' : 'mall:confirm_title'),
        content: t(kind === 'cancel' ? 'mall:cancel_text' : 'mall:confirm_text'),
        confirmText: t(kind === 'cancel' ? 'mall:cancel_order' : 'mall:confirm_receipt'),
        cancelText: t('common:cancel'),
      })
    } catch {
      return
    }
    act.mutate(kind)
  }
  return (
    <div className="page-body">
      <section className="mall-section" aria-live="polite">
        <h2 data-testid="mall-order-status">{t(`mall:status_${order.status}`)}</h2>
        {order.autoCompleteAt && (
          <p className="mall-line-spec">
            {t('mall:auto_complete_at', { time: formatDateTime(order.autoCompleteAt) })}
          </p>
        )}
        {order.status === 'unpaid' && <PayCash orderId={order.id} />}
        {order.carrier && (
          <p>
            {order.carrier} · <bdi>{order.trackingNo}</bdi>
          </p>
        )}
      </section>
      <section className="mall-section">
        <h2>{t('mall:address')}</h2>
        <p>
          {order.address.contactName} <bdi>{order.address.phone}</bdi>
        </p>
        <p>{order.address.line}</p>
      </section>
      <section className="mall-section">
        <h2>{t('mall:goods')}</h2>
        <ul className="mall-lines">
          {order.lines.map((l) => {
            const src = imageUrl(l.image)
            return (
              <li key={`${l.goodsId}:${l.specId}`} className="mall-line">
                {src && <img src={src} alt="" />}
                <div className="mall-line-body">
                  <span>{l.name}</span>
                  {l.specName && <span className="mall-line-spec">{l.specName}</span>}
                  <MallPrice points={l.points} cashFen={l.cashFen} />
                </div>
                <bdi>×{l.number}</bdi>
              </li>
            )
          })}
        </ul>
        <p>
          {t('mall:total')} <MallPrice points={order.points} cashFen={order.cashFen} />
        </p>
        <p className="mall-line-spec">
          {t('mall:order_no')} <bdi>{order.orderNo}</bdi> · {formatDateTime(order.createdAt)}
        </p>
      </section>
      <div className="mall-actions">
        {order.actions.includes('logistics') && (
          <Link className="btn btn-small" to={paths.mallLogistics(order.id)}>
            {t('mall:logistics')}
          </Link>
        )}
        {order.actions.includes('refundProgress') && (
          <Link className="btn btn-small" to={paths.mallRefundProgress(order.id)}>
            {t('mall:refund_progress')}
          </Link>
        )}
        {order.actions.includes('applyRefund') && (
          <Link className="btn btn-small" to={paths.mallRefundApply(order.id)}>
            {t('mall:after_sale')}
          </Link>
        )}
        {order.actions.includes('cancel') && (
          <button
            type="button"
            className="btn btn-small"
            disabled={act.isPending}
            onClick={() => void confirm('cancel')}
          >
            {t('mall:cancel_order')}
          </button>
        )}
        {order.actions.includes('confirmReceipt') && (
          <button
            type="button"
            className="btn btn-small btn-accent"
            disabled={act.isPending}
            onClick={() => void confirm('confirmReceipt')}
          >
            {t('mall:confirm_receipt')}
          </button>
        )}
      </div>
    </div>
  )
}
