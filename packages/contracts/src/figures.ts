import { FIGURE_RANGES } from '@siam/domain'
import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id } from './common'

const Count = z.number().int().nonnegative()

/** One Shanghai calendar day's figures ('YYYY-MM-DD'); new members only on the platform's figures. */
export const FigureDay = z.object({
  date: z.string(),
  orders: Count,
  revenueFen: Fen,
  refunds: Count,
  refundedFen: Fen,
  newMembers: Count,
})

/** The figures of a window: totals, each day (zeros included), the best-selling dishes, each shop. */
export const Figures = z.object({
  range: z.enum(FIGURE_RANGES),
  days: z.array(FigureDay),
  totals: FigureDay.omit({ date: true }).extend({
    averageTicketFen: Fen,
    /** revenue less refunds (may be negative on a day of refunds for earlier orders) */
    netFen: z.number().int(),
  }),
  /** by quantity sold, at most ten; names in the request's language */
  topDishes: z.array(z.object({ goodsId: Id, name: z.string(), quantity: Count, revenueFen: Fen })),
  /** by revenue, every shop with an order in the window */
  shops: z.array(z.object({ shopId: Id, name: z.string(), orders: Count, revenueFen: Fen })),
})
export type Figures = z.infer<typeof Figures>

const FiguresInput = z.object({
  range: z.enum(FIGURE_RANGES),
  /** one shop; without it every shop the staff member sees */
  shopId: Id.optional(),
})

export const figuresCalls = {
  merchant: defineCall({
    path: 'merchant/figures/summary',
    audience: 'console',
    summary:
      "Orders, revenue, average ticket, refunds and top dishes of the merchant's shops (platform staff: any shop) for today, 7 or 30 days.",
    input: FiguresInput,
    output: Figures,
  }),
  platform: defineCall({
    path: 'admin/figures/summary',
    audience: 'admin',
    summary: 'Platform staff: orders, GMV, refunds and new members per day across every shop, and each shop.',
    input: FiguresInput,
    output: Figures,
  }),
}
