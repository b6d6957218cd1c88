import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Id, IsoTime } from './common'

export { LIVE_STREAMS } from './live-streams'

/**
 * A one-time pass for one event stream (decision 0036): EventSource cannot send the Authorization
 * header, so the app asks for a ticket with its token and opens
 * `GET /siam-server/rest/<stream>?ticket=...` within the minute. A used ticket is gone.
 */
export const StreamTicket = z.object({ ticket: z.string(), expiresAt: IsoTime })
export type StreamTicket = z.infer<typeof StreamTicket>

/** What a stream's `data:` line carries: what moved and its new status; the app refetches the rest. */
export const LiveMessage = z.object({
  kind: z.enum(['order', 'refund']),
  orderId: Id,
  shopId: Id,
  /** The order's status code (order events) or the refund request's (refund events). */
  status: z.number().int(),
  refundId: Id.optional(),
})
export type LiveMessage = z.infer<typeof LiveMessage>

export const liveCalls = {
  merchantTicket: defineCall({
    path: 'merchant/events/ticket',
    audience: 'console',
    summary:
      "A one-time ticket for the console's event stream (new orders, refund requests) of the staff member's shops.",
    input: Empty,
    output: StreamTicket,
  }),
  memberOrderTicket: defineCall({
    path: 'member/order/events/ticket',
    audience: 'member',
    summary: "A one-time ticket for the event stream of one of the member's own orders (status changes).",
    input: z.object({ id: Id }),
    output: StreamTicket,
  }),
}
