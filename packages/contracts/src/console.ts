import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Id, IsoTime, MultilineText, Ok, Paging, page, Text } from './common'
import { DietaryProfile } from './dietary'
import { OrderDetail, OrderStatusCode } from './order'

export const StaffRole = z.enum(['merchant', 'platform'])
export const StaffInfo = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  shops: z.array(z.object({ id: Id, name: z.string() })),
})
export type StaffInfo = z.infer<typeof StaffInfo>

const MerchantAction = z.enum(['accept', 'mark_ready', 'deliver', 'picked_up'])

export const BoardOrder = OrderDetail.extend({
  memberEmail: z.string(),
  addressZh: z.string().nullable(),
  updatedAt: IsoTime,
  /** Issue 14: the member's dietary profile when the order was placed (for the kitchen ticket); null: none. */
  dietary: DietaryProfile.nullable(),
})
export type BoardOrder = z.infer<typeof BoardOrder>

export const consoleCalls = {
  login: defineCall({
    path: 'merchant/login',
    audience: 'public',
    summary: 'Console sign-in for merchant and platform staff.',
    input: z.object({ email: Text().trim().max(254), password: Text().max(64) }),
    output: z.object({ token: z.string(), staff: StaffInfo }),
  }),
  me: defineCall({
    path: 'merchant/me',
    audience: 'console',
    summary: 'The signed-in staff member and their shops.',
    input: Empty,
    output: StaffInfo,
  }),
  logout: defineCall({
    path: 'merchant/logout',
    audience: 'console',
    summary: 'End this console session.',
    input: Empty,
    output: Ok,
  }),
  orders: defineCall({
    path: 'merchant/order/list',
    audience: 'console',
    summary: "Orders of the staff member's shops (platform: all shops), newest first; filter by status.",
    input: Paging.extend({
      shopId: Id.optional(),
      statuses: z.array(OrderStatusCode).optional(),
      /** only orders changed after this time, for polling */
      changedSince: IsoTime.optional(),
    }),
    output: page(BoardOrder),
  }),
  updateStatus: defineCall({
    path: 'merchant/order/updateStatus',
    audience: 'console',
    summary: 'Move an order one step: accept, mark ready, mark delivered, mark picked up.',
    input: z.object({ id: Id, action: MerchantAction }),
    output: BoardOrder,
  }),
  dispatch: defineCall({
    path: 'merchant/order/dispatch',
    audience: 'console',
    summary: 'Hand a delivery order to a courier (name and phone shown to the member).',
    input: z.object({
      id: Id,
      courierName: Text().trim().max(40),
      courierPhone: Text().trim().max(20),
    }),
    output: BoardOrder,
  }),
  reject: defineCall({
    path: 'merchant/order/reject',
    audience: 'console',
    summary: 'Reject a paid order with a reason; everything paid goes back.',
    input: z.object({ id: Id, reason: MultilineText().trim().min(1).max(140) }),
    output: BoardOrder,
  }),
}
