/**
 * A points-mall order (product rules 8, decision 0019). It is written already paid (points and
 * the cash part are taken in the transaction that writes it), then shipped by the platform with a
 * carrier and tracking number, then received: confirmed by the member or completed by itself 7
 * days after shipping. A cash part paid by a provider (decision 0025) leaves the order `unpaid`
 * until the provider confirms (`pay`), or until its pay window passes (`expire`: cancelled, points
 * and stock back). An unshipped order is cancelled at once with everything given back; a
 * shipped one goes through after-sale (within 20 days of shipping, the caller checks the window),
 * which the platform approves (refund, or return-and-refund) or refuses (the order goes back to
 * completed, or to shipped when it had not been received).
 */
import { defineMachine, type EventOf } from './machine'

export const MALL_ORDER_STATUSES = [
  'unpaid',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'after_sale',
  'refunded',
] as const
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number]

/** Days after shipping before an order completes by itself. */
export const MALL_AUTO_COMPLETE_DAYS = 7
/** Days after shipping during which the member may ask for after-sale. */
export const MALL_AFTER_SALE_DAYS = 20

export const mallOrderMachine = /* @__PURE__ */ defineMachine({
  name: 'mallOrder',
  states: MALL_ORDER_STATUSES,
  actors: ['member', 'platform', 'system'],
  moves: [
    // The provider confirmed the cash part (decision 0025); not paid in the window: cancelled.
    { event: 'pay', from: ['unpaid'], to: 'paid', actors: ['system'] },
    { event: 'expire', from: ['unpaid'], to: 'cancelled', actors: ['system'] },
    { event: 'ship', from: ['paid'], to: 'shipped', actors: ['platform'] },
    // Before shipping nothing has left the warehouse: the member (or the platform) cancels at once.
    { event: 'cancel', from: ['unpaid', 'paid'], to: 'cancelled', actors: ['member', 'platform'] },
    { event: 'confirmReceipt', from: ['shipped'], to: 'completed', actors: ['member'] },
    { event: 'autoComplete', from: ['shipped'], to: 'completed', actors: ['system'] },
    { event: 'applyRefund', from: ['shipped', 'completed'], to: 'after_sale', actors: ['member'] },
    { event: 'approveRefund', from: ['after_sale'], to: 'refunded', actors: ['platform'] },
    // A refused after-sale leaves the order where the member had it: completed when the member had
    // confirmed receipt (or it had completed by itself), else back to shipped, where the member
    // may still confirm and the 7-day auto-complete still applies. The server picks the event from
    // the order's completed_at (the machine cannot see where after_sale came from).
    { event: 'rejectRefund', from: ['after_sale'], to: 'completed', actors: ['platform'] },
    { event: 'rejectRefundUnreceived', from: ['after_sale'], to: 'shipped', actors: ['platform'] },
  ],
})

export type MallOrderEvent = EventOf<typeof mallOrderMachine>

/** After-sale requests of mall orders: what the member asked for and how the platform decided. */
export const MALL_REFUND_KINDS = ['refund', 'return_refund'] as const
export type MallRefundKind = (typeof MALL_REFUND_KINDS)[number]
export const MALL_REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MallRefundStatus = (typeof MALL_REFUND_STATUSES)[number]

/** Whether an after-sale request is still in its window (20 days from shipping). */
export function mallAfterSaleOpen(shippedAt: Date, now: Date): boolean {
  return now.getTime() - shippedAt.getTime() <= MALL_AFTER_SALE_DAYS * 86_400_000
}
