import { MALL_AUTO_COMPLETE_DAYS, mallAfterSaleOpen } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { scheduleJob } from '../../jobs/queue'
import type { StaffActor } from '../../platform/actor'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { audit } from '../audit'
import type { MallDeps } from './mall.deps'
import { mallAutoCompleteJob } from './mall.jobs'
import { toMallOrder, toMallRefund } from './mall.mapper'
import { type MallOrderRow, mallRepository as repo } from './mall.repository'
import { giveBack, moveMallOrder, tryMoveMallOrder } from './move-order'

const DAY_MS = 86_400_000

/** The member's own order; another member's id is not found. */
export async function ownedMallOrder(deps: MallDeps, memberId: string, id: string): Promise<MallOrderRow> {
  const row = await repo.orderById(deps.db, id)
  if (!row || row.memberId !== memberId) fail('MALL_ORDER_NOT_FOUND')
  return row
}

/** member/pointsMall/order/cancelOrder: before shipping, points and cash back at once and the stock too. */
export async function cancelMallOrder(deps: MallDeps, memberId: string, id: string, locale: Locale) {
  const order = await ownedMallOrder(deps, memberId, id)
  const now = deps.clock.now()
  const row = await deps.db.transaction(async (tx) => {
    const moved = await moveMallOrder(tx, order, 'cancel', 'member', { cancelledAt: now }, now)
    await giveBack(deps, tx, moved, true, now)
    return moved
  })
  return toMallOrder(row, locale, now)
}

export async function confirmMallReceipt(deps: MallDeps, memberId: string, id: string, locale: Locale) {
  const order = await ownedMallOrder(deps, memberId, id)
  const now = deps.clock.now()
  const row = await deps.db.transaction((tx) =>
    moveMallOrder(tx, order, 'confirmReceipt', 'member', { completedAt: now }, now),
  )
  return toMallOrder(row, locale, now)
}

/** The durable job's handler: a shipped order the member did not confirm completes by itself. */
export async function autoCompleteMallOrder(deps: MallDeps, orderId: string): Promise<void> {
  const now = deps.clock.now()
  await deps.db.transaction((tx) => tryMoveMallOrder(tx, orderId, 'autoComplete', { completedAt: now }, now))
}

/** admin/pointsMall/order/deliver: carrier and tracking number; auto-complete 7 days later. */
export async function shipMallOrder(
  deps: MallDeps,
  input: { id: string; carrier: string; trackingNo: string },
) {
  const order = await repo.orderById(deps.db, input.id)
  if (!order) fail('MALL_ORDER_NOT_FOUND')
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const row = await moveMallOrder(
      tx,
      order,
      'ship',
      'platform',
      { carrier: input.carrier, trackingNo: input.trackingNo, shippedAt: now },
      now,
    )
    await repo.addLogistics(tx, {
      id: newId(),
      orderId: row.id,
      text: `${input.carrier} ${input.trackingNo}`,
      createdAt: now,
    })
    await scheduleJob(tx, mallAutoCompleteJob, {
      dedupeKey: row.id,
      runAt: new Date(now.getTime() + MALL_AUTO_COMPLETE_DAYS * DAY_MS),
      payload: { orderId: row.id },
    })
    return row
  })
}

/** admin/pointsMall/order/logistics: one more event of a shipped order's timeline. */
export async function addMallLogistics(deps: MallDeps, input: { id: string; text: string }) {
  const order = await repo.orderById(deps.db, input.id)
  if (!order) fail('MALL_ORDER_NOT_FOUND')
  if (!order.shippedAt) fail('MALL_ORDER_STATUS_CONFLICT')
  await repo.addLogistics(deps.db, {
    id: newId(),
    orderId: order.id,
    text: input.text,
    createdAt: deps.clock.now(),
  })
  return logisticsOf(deps, order)
}

export async function logisticsOf(deps: MallDeps, order: MallOrderRow) {
  const events = await repo.logistics(deps.db, order.id)
  return {
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    events: events.map((e) => ({ id: e.id, at: e.createdAt.toISOString(), text: e.text })),
  }
}

/** member/pointsMall/order/applyRefund: after-sale of a shipped order within 20 days of shipping. */
export async function applyMallRefund(
  deps: MallDeps,
  memberId: string,
  input: { id: string; kind: 'refund' | 'return_refund'; reason: string },
) {
  const order = await ownedMallOrder(deps, memberId, input.id)
  const now = deps.clock.now()
  if (order.status === 'paid' || order.status === 'cancelled') fail('MALL_ORDER_STATUS_CONFLICT')
  if (order.shippedAt && !mallAfterSaleOpen(order.shippedAt, now)) fail('MALL_AFTER_SALE_CLOSED')
  const refund = await deps.db.transaction(async (tx) => {
    const moved = await moveMallOrder(tx, order, 'applyRefund', 'member', {}, now, input.reason)
    return repo.insertRefund(tx, {
      id: newId(),
      orderId: moved.id,
      memberId,
      kind: input.kind,
      reason: input.reason,
      createdAt: now,
    })
  })
  return toMallRefund(refund, order)
}

/** admin/pointsMall/refund/audit: approve (points and cash back once) or refuse. */
export async function auditMallRefund(
  deps: MallDeps,
  staff: StaffActor,
  input: { refundId: string; approve: boolean; note: string },
) {
  const refund = await repo.refundById(deps.db, input.refundId)
  if (!refund) fail('MALL_REFUND_NOT_FOUND')
  const order = await repo.orderById(deps.db, refund.orderId)
  if (!order) fail('MALL_ORDER_NOT_FOUND')
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const decided = await repo.decideRefund(
      tx,
      refund.id,
      input.approve ? 'approved' : 'rejected',
      input.note,
      now,
    )
    if (!decided) fail('MALL_ORDER_STATUS_CONFLICT')
    // points and cash go back (or do not): the audit row commits with the decision
    await audit.record(tx, {
      actor: staff,
      action: input.approve ? 'mall_refund.approve' : 'mall_refund.reject',
      subject: `mall_refund:${refund.id}`,
      before: { orderId: order.id, kind: refund.kind, status: refund.status },
      after: { status: decided.status, note: input.note || null },
      at: now,
    })
    if (!input.approve) {
      // Received (confirmed, or completed by itself): back to completed. Not yet received: back to
      // shipped, where the member may still confirm, and the auto-complete comes again (the first
      // job found the order in after-sale and did nothing) at 7 days after shipping, or now if past.
      if (order.completedAt) return moveMallOrder(tx, order, 'rejectRefund', 'platform', {}, now, input.note)
      const row = await moveMallOrder(tx, order, 'rejectRefundUnreceived', 'platform', {}, now, input.note)
      const due = (row.shippedAt ?? now).getTime() + MALL_AUTO_COMPLETE_DAYS * DAY_MS
      await scheduleJob(tx, mallAutoCompleteJob, {
        dedupeKey: `${row.id}:${refund.id}`,
        runAt: new Date(Math.max(due, now.getTime())),
        payload: { orderId: row.id },
      })
      return row
    }
    const moved = await moveMallOrder(
      tx,
      order,
      'approveRefund',
      'platform',
      { refundedAt: now },
      now,
      input.note,
    )
    // Return and refund: the goods come back to stock; a plain refund keeps them with the member.
    await giveBack(deps, tx, moved, refund.kind === 'return_refund', now)
    return moved
  })
}

/** member/pointsMall/order/selectRefundProcess: the requests and the status timeline. */
export async function mallRefundProcess(deps: MallDeps, memberId: string, id: string) {
  const order = await ownedMallOrder(deps, memberId, id)
  const [refunds, history] = await Promise.all([
    repo.refundsOf(deps.db, [order.id]),
    repo.history(deps.db, order.id),
  ])
  return {
    refunds: refunds.map((r) => toMallRefund(r, order)),
    steps: history.map((h) => ({ status: h.toStatus, note: h.note, at: h.createdAt.toISOString() })),
  }
}
