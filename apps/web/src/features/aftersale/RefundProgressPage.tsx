/**
 * `#/pages/order/refund/progress/progress?id=<order>&refundId=`: the refund requests of an order, newest
 * first (the one named by refundId on top). Each shows its status (the specification's codes 1-7), what
 * happens next with its deadline, the amounts and where the money goes, the lines, the member's reason,
 * description and photos, a timeline with times and reasons, and only the actions the server says are
 * open now (escalate within the window after a merchant rejection, withdraw). Polls every 5 s while a
 * request is still open or its money is on the way, and the page is visible.
 */

import type { RefundProcess, RefundRequestView } from '@siam/contracts'
import { isRefundTerminal } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { EmptyState } from '../../shared/ui/EmptyState'
import { AmountRow } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { useVisibility } from '../../shared/useVisibility'
import './aftersale.css'
import { aftersaleQueries } from './queries'
import { RefundCard } from './RefundCard'

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
    ...aftersaleQueries.refundProcess(orderId, refundId),
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
