/**
 * `#/pages/order/detail/detail?id=`: big status with the next step and ETA (Asia/Shanghai), timeline,
 * courier card, items with Chinese names, amounts, address, remark, order number with copy, and the
 * actions open now. While the page is visible and the order can still change, its event stream
 * refreshes it at once (decision 0036); polling every 5 s is the fallback while the stream is down.
 */

import type { OrderDetail } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { orderQueries } from '../../shared/queries/orderQueries'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { useVisibility } from '../../shared/useVisibility'
import '../../shared/orders/orders.css'
import { requireParams } from '../../shared/ui/NotFound'
import { type CancelMode, CancelSheet } from './CancelSheet'
import { CouponBenefits } from './CouponBenefits'
import { DeliveryHelp } from './DeliveryHelp'
import { OrderActionBar } from './OrderActionBar'
import { OrderInfo } from './OrderInfo'
import { OrderItems } from './OrderItems'
import { OrderTimeline } from './OrderTimeline'
import { isFinalStatus, pollInterval } from './orderStatus'
import { StatusCard } from './StatusCard'
import { useLiveOrder } from './useLiveOrder'
import { useOrderChanges } from './useOrderChanges'

function OrderDetailPage() {
  const { t } = useTranslation(['order', 'status', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''

  return (
    <main className="page order-detail-page">
      <PageHeader title={t('order:detail_title')} home />
      <MemberGate title={t('order:login_to_see_orders')} button={t('order:log_in')}>
        <Detail id={id} />
      </MemberGate>
    </main>
  )
}

function Detail({ id }: { id: string }) {
  const visibility = useVisibility()
  const [changing, setChanging] = useState(false)
  // The stream is open while the page is in front and the order can still change.
  const live = useLiveOrder(id, changing && visibility === 'visible')
  const order = useQuery({
    ...orderQueries.detail(id),
    enabled: id !== '',
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data?.status, visibility, live),
    refetchIntervalInBackground: false,
  })
  const status = order.data?.status
  useEffect(() => setChanging(status !== undefined && !isFinalStatus(status)), [status])

  if (order.isPending) return <SkeletonCards count={3} />
  if (order.isError || !order.data) return <QueryError page query={order} />
  return <OrderView order={order.data} />
}

function OrderView({ order: o }: { order: OrderDetail }) {
  // The namespaces of every part below (CouponBenefits: coupon), loaded together with the page: a part
  // suspending on its own catalogue would hide the whole page until it arrives.
  useTranslation(['order', 'status', 'common', 'aftersale', 'coupon'])
  const changes = useOrderChanges(o.id)
  const [cancelling, setCancelling] = useState<CancelMode | null>(null)

  return (
    <>
      <div className="page-body order-detail">
        <StatusCard order={o} />
        <DeliveryHelp order={o} />
        <OrderTimeline history={o.history} />
        <OrderItems order={o} />
        <OrderInfo order={o} />
        <CouponBenefits order={o} />
      </div>
      <OrderActionBar
        order={o}
        busy={changes.busy}
        onCancel={setCancelling}
        onConfirmReceipt={() => void changes.confirmReceipt()}
      />
      <CancelSheet
        key={cancelling ?? 'closed'}
        order={o}
        mode={cancelling}
        onClose={() => setCancelling(null)}
        onDone={changes.update}
        onFailed={changes.refresh}
      />
    </>
  )
}

/** Without its id the page is "not found" (issue 15). */
export const Component = requireParams(['id'], OrderDetailPage)
