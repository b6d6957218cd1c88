import type { OrderDraft } from '@siam/contracts'
import {
  type DietaryProfile,
  formatOrderNumber,
  hasRestrictions,
  OrderStatus,
  payDeadline,
  validateContactPhone,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Tx } from '../../db/client'
import { scheduleJobPart } from '../../jobs/queue'
import { AppError } from '../../platform/errors'
import { publishEventPart } from '../../platform/events'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { couponQueries } from '../coupons'
import { dietaryQueries } from '../dietary'
import type { Settings } from '../settings'
import type { OrderDetailRows } from './order-details'
import { payDeadlineJob } from './orders.jobs'
import { optionSnapshot, type QuoteContext, quoteDraft } from './orders.quote'
import type { orderHistory, orderItems, orders } from './orders.tables'
import type { OrdersDeps } from './orders.types'
import { quoteSourcesOf } from './quote-order'

export type PlaceOrderInput = OrderDraft & { expectedTotalFen: number; idempotencyKey: string }

type PlaceDeps = Pick<OrdersDeps, 'db' | 'clock' | 'settings' | 'repo' | 'shops' | 'addresses'>

/**
 * Places an order: recomputes every amount, refuses blockers and a total the member did not
 * confirm, and writes order, lines, history and the pay-deadline job in one transaction.
 * The same idempotency key returns the first order instead of a second one. Returns its id and,
 * when this call placed it, the rows it wrote (the detail needs nothing else: a new order has no
 * refund request and no review), so the answer is not read back.
 */
export async function placeOrder(
  deps: PlaceDeps,
  memberId: string,
  input: PlaceOrderInput,
  locale: Locale,
): Promise<{ orderId: string; placed: OrderDetailRows | null }> {
  const phoneError = validateContactPhone(input.contactPhone)
  if (phoneError)
    throw new AppError('VALIDATION_FAILED', { fields: 'contactPhone' }, { contactPhone: phoneError })
  const settings = await deps.settings.current()
  let placed: OrderDetailRows | null = null
  // The new order's id is chosen first: the idempotency key is claimed with its answer at once.
  const id = newId()
  const orderId = await deps.db.transaction(async (tx) => {
    placed = null
    const { result } = await idempotent(
      tx,
      `order.insert:${memberId}`,
      input.idempotencyKey,
      input,
      async () => {
        const inserted = await insertNewOrder(deps, tx, id, memberId, input, settings, locale)
        placed = inserted.rows
        return { orderId: inserted.orderId }
      },
      { result: { orderId: id } },
    )
    return result.orderId
  })
  return { orderId, placed }
}

async function insertNewOrder(
  deps: PlaceDeps,
  tx: Tx,
  id: string,
  memberId: string,
  input: PlaceOrderInput,
  settings: Settings,
  locale: Locale,
): Promise<{ orderId: string; rows: OrderDetailRows }> {
  const { idempotencyKey: _key, expectedTotalFen, ...draft } = input
  const now = deps.clock.now()
  const ctx = await quoteDraft(tx, quoteSourcesOf(deps), memberId, draft, settings, now, locale)
  const blocker = ctx.blockers[0]
  if (blocker) {
    throw new AppError(blocker, { missing: (ctx.quote.missingForMinimumFen / 100).toFixed(2) })
  }
  if (ctx.quote.totalFen !== expectedTotalFen) throw new AppError('PRICE_CHANGED')
  // The kitchen ticket shows the profile as it was now, whatever the member changes later (issue 14).
  const { sequence, part } = await deps.repo.nextSequenceAnd(tx, dietaryQueries.profilePart(memberId))
  const profile = part as DietaryProfile | null
  const deadline = payDeadline(now, settings.payDeadlineMinutes)
  const order = orderRowOf(ctx, draft, {
    id,
    orderNo: formatOrderNumber(now, sequence),
    memberId,
    now,
    deadline,
  })
  order.dietaryProfile = profile && hasRestrictions(profile) ? profile : null
  // Order, lines, first history row, the pay-deadline job and the live event: one statement (issue
  // 17: round trips), the same rows and the same conflict rules as writing them one by one.
  const written = await deps.repo.insertPlaced(
    tx,
    {
      order,
      items: orderLinesOf(ctx, id),
      history: firstHistoryRow(id, memberId, now),
    },
    [
      scheduleJobPart(payDeadlineJob, { dedupeKey: id, runAt: deadline, payload: { orderId: id } }),
      publishEventPart({
        kind: 'order',
        orderId: id,
        shopId: order.shopId,
        memberId,
        status: OrderStatus.UNPAID,
      }),
    ],
  )
  // One coupon, one order: a placement racing another for it loses here, and rolls back (with
  // everything above: the same transaction).
  if (ctx.coupon) {
    const used = await couponQueries.use(tx, { couponId: ctx.coupon.id, memberId, orderId: id, now })
    if (!used) throw new AppError('COUPON_USED')
  }
  return {
    orderId: id,
    rows: {
      order: written.order,
      items: written.items,
      history: [written.history],
      shop: ctx.shop,
      refunds: undefined,
      reviewed: false,
    },
  }
}

/** The unpaid order row, with every amount as the quote computed it. */
function orderRowOf(
  ctx: QuoteContext,
  draft: OrderDraft,
  at: { id: string; orderNo: string; memberId: string; now: Date; deadline: Date },
): typeof orders.$inferInsert {
  const { breakdown } = ctx
  return {
    id: at.id,
    orderNo: at.orderNo,
    memberId: at.memberId,
    shopId: ctx.shop.id,
    kind: draft.shoppingWay,
    diningOption: draft.shoppingWay === 'pickup' ? draft.diningOption : null,
    status: OrderStatus.UNPAID,
    goodsFen: breakdown.goodsFen,
    packingFen: breakdown.packingFen,
    couponFen: breakdown.couponFen,
    couponId: ctx.coupon?.id ?? null,
    fullReductionFen: breakdown.fullReductionFen,
    deliveryFeeFen: breakdown.deliveryFeeFen,
    deliveryFeeBeforeSubsidyFen: breakdown.deliveryFeeBeforeSubsidyFen,
    totalFen: breakdown.totalFen,
    payDeadlineAt: at.deadline,
    remark: draft.remark,
    contactPhone: draft.contactPhone,
    deliveryHelper: draft.deliveryHelper,
    address: ctx.address,
    distanceMeters: ctx.distanceMeters,
    createdAt: at.now,
    updatedAt: at.now,
  }
}

/** The order's first history row: placed by its member, unpaid. */
export function firstHistoryRow(
  orderId: string,
  memberId: string,
  now: Date,
): typeof orderHistory.$inferInsert {
  return {
    id: newId(),
    orderId,
    fromStatus: null,
    toStatus: OrderStatus.UNPAID,
    actorType: 'member',
    actorId: memberId,
    note: null,
    createdAt: now,
  }
}

/** The order's lines, each with its share of the discounts. */
function orderLinesOf(ctx: QuoteContext, orderId: string): (typeof orderItems.$inferInsert)[] {
  return ctx.lines.map((line, index) => {
    const amounts = ctx.breakdown.lines[index]
    return {
      id: newId(),
      orderId,
      goodsId: line.goods.id,
      name: line.goods.name,
      image: line.goods.image,
      options: optionSnapshot(line.options),
      unitPriceFen: amounts?.unitPriceFen ?? 0,
      quantity: line.quantity,
      // the packing charged for one (none on dine-in): refunds give back what was paid, no more
      packingFeeFen: (amounts?.packingFen ?? 0) / line.quantity,
      couponShareFen: amounts?.couponShareFen ?? 0,
      fullReductionShareFen: amounts?.fullReductionShareFen ?? 0,
      sort: index,
    }
  })
}
