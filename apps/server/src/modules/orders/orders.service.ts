import type { OrderDetail, OrderDraft, OrderQuote, OrderSummary } from '@siam/contracts'
import {
  CANCEL_REASONS,
  estimateArrival,
  findTransition,
  formatOrderNumber,
  type OrderActor,
  type OrderEvent,
  OrderStatus,
  type OrderStatusCode,
  payDeadline,
  refundableQuantity,
  validateContactPhone,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import type { Db, Executor, Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { original, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import type { AddressQueries } from '../addresses'
import { couponQueries, followOrderStatus, type Loyalty } from '../loyalty'
import { reviewedOrderIds } from '../reviews'
import type { SettingsService } from '../settings'
import type { ShopQueries, ShopRow } from '../shops'
import { type MemberActionFacts, memberOrderActions } from './orders.actions'
import { payDeadlineJob } from './orders.jobs'
import { couponBasisOf, optionSnapshot, type QuoteSources, quoteDraft } from './orders.quote'
import type { HistoryRow, OrderItemRow, OrderRow, OrdersRepository } from './orders.repository'
import type { orders } from './orders.tables'

export interface OrdersDeps {
  db: Db
  clock: Clock
  translate: Translate
  settings: SettingsService
  repo: OrdersRepository
  shops: ShopQueries
  addresses: AddressQueries
  /** Coupons, points and rewards follow the order's status (modules/loyalty). */
  loyalty: Loyalty
}

export interface ActorRef {
  type: OrderActor
  id: string | null
}

type OrderPatch = Partial<typeof orders.$inferInsert>

/** What decides an order's buttons besides its row (see orders.actions.ts). */
export type OrderFacts = Omit<MemberActionFacts, 'now' | 'settings'>

export function createOrdersService(deps: OrdersDeps) {
  const { db, clock, repo, translate } = deps
  const sources: QuoteSources = {
    shopById: (x, id) => deps.shops.shopById(x, id),
    goodsByIds: (x, ids) => deps.shops.goodsByIds(x, ids),
    optionsFor: (x, ids) => deps.shops.optionsFor(x, ids),
    addressOf: (x, memberId, id) => deps.addresses.ownedBy(x, memberId, id),
    couponOf: (x, memberId, id) => couponQueries.ownedBy(x, memberId, id),
  }

  /**
   * Applies one event of the order state machine (product rules 2.3): the table decides whether
   * it is legal, the update is guarded by the current status, and a history row is written in the
   * same transaction. A stale or illegal move is ORDER_STATUS_CONFLICT.
   */
  async function transition(
    tx: Tx,
    order: OrderRow,
    event: OrderEvent,
    actor: ActorRef,
    patch: OrderPatch = {},
    note: string | null = null,
  ): Promise<OrderRow> {
    const from = order.status as OrderStatusCode
    const rule = findTransition(event, from, order.kind as 'delivery' | 'pickup', actor.type)
    if (!rule) throw new AppError('ORDER_STATUS_CONFLICT')
    const now = clock.now()
    const updated = await repo.transition(tx, order.id, from, rule.to, patch, now)
    if (!updated) throw new AppError('ORDER_STATUS_CONFLICT')
    await repo.insertHistory(tx, {
      id: newId(),
      orderId: order.id,
      fromStatus: from,
      toStatus: rule.to,
      actorType: actor.type,
      actorId: actor.id,
      note,
      createdAt: now,
    })
    await followOrderStatus(deps.loyalty, tx, {
      orderId: order.id,
      from,
      to: rule.to,
      completedBefore: order.completedAt !== null,
    })
    return updated
  }

  /**
   * Details of several orders with a fixed number of queries (lines, histories, shops, refund
   * requests, reviews). `actionsOf` gets what it needs to decide the buttons; `linesRefundable`
   * says whether lines may be asked back now (default: the member may apply for a refund).
   */
  async function toDetails(
    x: Executor,
    rows: OrderRow[],
    locale: Locale,
    actionsOf: (order: OrderRow, facts: OrderFacts) => string[],
    linesRefundable: (order: OrderRow, actions: string[]) => boolean = (_o, actions) =>
      actions.includes('apply_refund'),
  ): Promise<OrderDetail[]> {
    const ids = rows.map((o) => o.id)
    const [items, history, shops, refunds, reviewed] = [
      await repo.items(x, ids),
      await repo.historyOf(x, ids),
      await deps.shops.shopsByIds(x, [...new Set(rows.map((o) => o.shopId))]),
      await repo.refundFacts(x, ids),
      await reviewedOrderIds(x, ids),
    ]
    return rows.map((order) => {
      const lines = items.filter((i) => i.orderId === order.id)
      const facts: OrderFacts = {
        items: lines,
        refunds: refunds.get(order.id) ?? { count: 0, open: false },
        reviewed: reviewed.has(order.id),
      }
      const actions = actionsOf(order, facts)
      return detailFrom(
        order,
        lines,
        history.filter((h) => h.orderId === order.id),
        shops.find((s) => s.id === order.shopId),
        locale,
        actions,
        translate,
        {
          reviewed: facts.reviewed,
          linesRefundable: linesRefundable(order, actions),
          refundStatus: refunds.get(order.id)?.latestMemberStatus ?? null,
        },
      )
    })
  }

  async function toDetail(
    x: Executor,
    order: OrderRow,
    locale: Locale,
    actions: string[],
  ): Promise<OrderDetail> {
    const [detail] = await toDetails(
      x,
      [order],
      locale,
      () => actions,
      () => false,
    )
    if (!detail) throw new Error('no detail for an order')
    return detail
  }

  /** The member's buttons (orders.actions.ts), with the settings and the time they depend on. */
  async function memberActionsOf() {
    const settings = await deps.settings.current()
    const now = clock.now()
    return (order: OrderRow, facts: OrderFacts) => memberOrderActions(order, { ...facts, now, settings })
  }

  return {
    transition,
    toDetail,
    toDetails,

    /** The draft priced without a coupon: what the member's coupons are checked against. */
    async couponBasis(memberId: string, draft: OrderDraft, locale: Locale) {
      const settings = await deps.settings.current()
      const { breakdown, shop } = await quoteDraft(
        db,
        sources,
        memberId,
        { ...draft, couponId: undefined },
        settings,
        clock.now(),
        locale,
      )
      return couponBasisOf(shop.id, breakdown)
    },

    async preview(memberId: string, draft: OrderDraft, locale: Locale): Promise<OrderQuote> {
      const settings = await deps.settings.current()
      const { quote } = await quoteDraft(db, sources, memberId, draft, settings, clock.now(), locale)
      return quote
    },

    /**
     * Places an order: recomputes every amount, refuses blockers and a total the member did not
     * confirm, and writes order, lines, history and the pay-deadline job in one transaction.
     * The same idempotency key returns the first order instead of a second one.
     */
    async place(
      memberId: string,
      input: OrderDraft & { expectedTotalFen: number; idempotencyKey: string },
      locale: Locale,
    ) {
      const phoneError = validateContactPhone(input.contactPhone)
      if (phoneError)
        throw new AppError('VALIDATION_FAILED', { fields: 'contactPhone' }, { contactPhone: phoneError })
      const settings = await deps.settings.current()
      const { idempotencyKey, expectedTotalFen, ...draft } = input
      const orderId = await db.transaction(async (tx) => {
        const { result } = await idempotent(
          tx,
          `order.insert:${memberId}`,
          idempotencyKey,
          input,
          async () => {
            const now = clock.now()
            const ctx = await quoteDraft(tx, sources, memberId, draft, settings, now, locale)
            const blocker = ctx.quote.blockers[0]
            if (blocker) {
              throw new AppError(blocker as never, {
                missing: (ctx.quote.missingForMinimumFen / 100).toFixed(2),
              })
            }
            if (ctx.quote.totalFen !== expectedTotalFen) throw new AppError('PRICE_CHANGED')
            const id = newId()
            const sequence = await repo.nextSequence(tx)
            const deadline = payDeadline(now, settings.payDeadlineMinutes)
            await repo.insertOrder(
              tx,
              {
                id,
                orderNo: formatOrderNumber(now, sequence),
                memberId,
                shopId: ctx.shop.id,
                kind: draft.shoppingWay,
                diningOption: draft.shoppingWay === 'pickup' ? draft.diningOption : null,
                status: OrderStatus.UNPAID,
                goodsFen: ctx.breakdown.goodsFen,
                packingFen: ctx.breakdown.packingFen,
                couponFen: ctx.breakdown.couponFen,
                couponId: ctx.coupon?.id ?? null,
                fullReductionFen: ctx.breakdown.fullReductionFen,
                deliveryFeeFen: ctx.breakdown.deliveryFeeFen,
                deliveryFeeBeforeSubsidyFen: ctx.breakdown.deliveryFeeBeforeSubsidyFen,
                totalFen: ctx.breakdown.totalFen,
                payDeadlineAt: deadline,
                remark: draft.remark,
                contactPhone: draft.contactPhone,
                deliveryHelper: draft.deliveryHelper,
                address: ctx.address,
                distanceMeters: ctx.distanceMeters,
                createdAt: now,
                updatedAt: now,
              },
              ctx.lines.map((line, index) => {
                const amounts = ctx.breakdown.lines[index]
                return {
                  id: newId(),
                  orderId: id,
                  goodsId: line.goods.id,
                  name: line.goods.name,
                  image: line.goods.image,
                  options: optionSnapshot(line.options),
                  unitPriceFen: amounts?.unitPriceFen ?? 0,
                  quantity: line.quantity,
                  packingFeeFen: line.goods.packingFeeFen,
                  couponShareFen: amounts?.couponShareFen ?? 0,
                  fullReductionShareFen: amounts?.fullReductionShareFen ?? 0,
                  sort: index,
                }
              }),
            )
            // One coupon, one order: a placement racing another for it loses here, and rolls back.
            if (ctx.coupon) {
              const used = await couponQueries.use(tx, {
                couponId: ctx.coupon.id,
                memberId,
                orderId: id,
                now,
              })
              if (!used) throw new AppError('COUPON_USED')
            }
            await repo.insertHistory(tx, {
              id: newId(),
              orderId: id,
              fromStatus: null,
              toStatus: OrderStatus.UNPAID,
              actorType: 'member',
              actorId: memberId,
              note: null,
              createdAt: now,
            })
            await scheduleJob(tx, payDeadlineJob, {
              dedupeKey: id,
              runAt: deadline,
              payload: { orderId: id },
            })
            return { orderId: id }
          },
        )
        return result.orderId
      })
      return this.detail(memberId, orderId, locale)
    },

    async detail(memberId: string, id: string, locale: Locale): Promise<OrderDetail> {
      const actionsOf = await memberActionsOf()
      const order = await repo.ownedBy(db, memberId, id)
      if (!order) fail('ORDER_NOT_FOUND')
      const [detail] = await toDetails(db, [order], locale, actionsOf)
      if (!detail) throw new Error('no detail for an order')
      return detail
    },

    async list(
      memberId: string,
      input: { tab: string; keyWords?: string; pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
      const { records, total } = await repo.listForMember(
        db,
        memberId,
        input.tab,
        input.keyWords,
        limit,
        offset,
      )
      const items = await repo.items(
        db,
        records.map((o) => o.id),
      )
      const shops = await deps.shops.shopsByIds(db, [...new Set(records.map((o) => o.shopId))])
      const refunds = await repo.refundFacts(
        db,
        records.filter((o) => AFTER_SALE_STATUSES.includes(o.status)).map((o) => o.id),
      )
      return {
        records: records.map((o) =>
          summaryFrom(
            o,
            items.filter((i) => i.orderId === o.id),
            shops.find((s) => s.id === o.shopId),
            locale,
            refunds.get(o.id)?.latestMemberStatus ?? null,
          ),
        ),
        total,
      }
    },

    tabNumbers: (memberId: string) => repo.tabCounts(db, memberId),

    async cancel(memberId: string, id: string, reason: number | undefined, locale: Locale) {
      const reasonKey = CANCEL_REASONS.find((r) => r.code === reason)?.key ?? null
      await db.transaction(async (tx) => {
        const order = await repo.ownedBy(tx, memberId, id)
        if (!order) fail('ORDER_NOT_FOUND')
        await transition(
          tx,
          order,
          'cancel',
          { type: 'member', id: memberId },
          { cancelReason: reasonKey ? `reason:${reasonKey}` : null, payDeadlineAt: null },
        )
      })
      return this.detail(memberId, id, locale)
    },

    async confirmReceipt(memberId: string, id: string, locale: Locale) {
      await db.transaction(async (tx) => {
        const order = await repo.ownedBy(tx, memberId, id)
        if (!order) fail('ORDER_NOT_FOUND')
        await transition(
          tx,
          order,
          'confirm_receipt',
          { type: 'member', id: memberId },
          { completedAt: clock.now() },
        )
      })
      return this.detail(memberId, id, locale)
    },

    /**
     * Payment succeeded (balance, notification or query): 1 -> 2 with the ETA. Returns null when
     * the order is no longer unpaid (cancelled meanwhile): the caller refunds that payment.
     */
    async markPaid(
      tx: Tx,
      orderId: string,
      paid: { payType: string; paidFen: number; balanceUsedFen: number; actor: ActorRef },
    ) {
      const order = await repo.byId(tx, orderId)
      if (!order || order.status !== OrderStatus.UNPAID) return null
      const now = clock.now()
      return transition(tx, order, 'pay', paid.actor, {
        payType: paid.payType,
        paidFen: paid.paidFen,
        balanceUsedFen: paid.balanceUsedFen,
        paidAt: now,
        etaAt: estimateArrival(now, order.kind as 'delivery' | 'pickup'),
        payDeadlineAt: null,
      })
    },

    /** The pay deadline passed (job): cancel if still unpaid; a no-op otherwise. */
    async expire(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const order = await repo.byId(tx, orderId)
        if (!order || order.status !== OrderStatus.UNPAID) return false
        await transition(
          tx,
          order,
          'expire',
          { type: 'system', id: null },
          { cancelReason: 'reason:pay_timeout', payDeadlineAt: null },
        )
        return true
      })
    },

    /** Delivered orders complete by themselves after a while (product rules 2.3). */
    async autoComplete(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const order = await repo.byId(tx, orderId)
        if (!order || order.status !== OrderStatus.DELIVERED) return false
        await transition(
          tx,
          order,
          'auto_complete',
          { type: 'system', id: null },
          { completedAt: clock.now() },
        )
        return true
      })
    },

    byId: (x: Executor, id: string) => repo.byId(x, id),
    addRefunded: (x: Executor, id: string, amountFen: number, now: Date) =>
      repo.addRefunded(x, id, amountFen, now),
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>

function summaryFrom(
  order: OrderRow,
  items: OrderItemRow[],
  shop: ShopRow | undefined,
  locale: Locale,
  refundStatus: number | null = null,
): OrderSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    shopId: order.shopId,
    shopName: pick(shop?.name, locale),
    shopNameZh: original(shop?.name),
    shopImage: shop?.image ?? '',
    kind: order.kind as OrderSummary['kind'],
    diningOption: order.diningOption as OrderSummary['diningOption'],
    status: order.status as OrderStatusCode,
    totalFen: order.totalFen,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    firstItemNames: items.slice(0, 3).map((i) => pick(i.name, locale)),
    contactPhone: order.contactPhone,
    createdAt: order.createdAt.toISOString(),
    payDeadlineAt: order.payDeadlineAt?.toISOString() ?? null,
    refundStatus: refundStatus as OrderSummary['refundStatus'],
  }
}

/** Orders whose list card shows their refund request's status. */
const AFTER_SALE_STATUSES: number[] = [
  OrderStatus.AFTER_SALE,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.REFUNDED,
]

export function detailFrom(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  shop: ShopRow | undefined,
  locale: Locale,
  actions: string[],
  translate: Translate,
  extra: { reviewed: boolean; linesRefundable: boolean; refundStatus?: number | null } = {
    reviewed: false,
    linesRefundable: false,
  },
): OrderDetail {
  return {
    ...summaryFrom(order, items, shop, locale, extra.refundStatus ?? null),
    lines: items.map((i) => ({
      id: i.id,
      goodsId: i.goodsId,
      name: pick(i.name, locale),
      nameZh: original(i.name),
      image: i.image,
      optionNames: i.options.map((o) => pick(o.name, locale)),
      unitPriceFen: i.unitPriceFen,
      quantity: i.quantity,
      packingFeeFen: i.packingFeeFen,
      couponShareFen: i.couponShareFen,
      fullReductionShareFen: i.fullReductionShareFen,
      refundedQuantity: i.refundedQuantity,
      refundableQuantity: extra.linesRefundable ? refundableQuantity(i) : 0,
    })),
    goodsFen: order.goodsFen,
    packingFen: order.packingFen,
    couponFen: order.couponFen,
    fullReductionFen: order.fullReductionFen,
    deliveryFeeFen: order.deliveryFeeFen,
    balanceUsedFen: order.balanceUsedFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    payType: order.payType as OrderDetail['payType'],
    paidAt: order.paidAt?.toISOString() ?? null,
    etaAt: order.etaAt?.toISOString() ?? null,
    remark: order.remark,
    deliveryHelper: order.deliveryHelper as OrderDetail['deliveryHelper'],
    address: order.address
      ? {
          contactName: order.address.contactName,
          phone: order.address.phone,
          city: order.address.city,
          street: order.address.street,
          door: order.address.door,
          ...(order.address.courierLine ? { courierLine: order.address.courierLine } : {}),
        }
      : null,
    shopAddress: pick(shop?.address, locale),
    shopPhone: shop?.phone ?? '',
    courierName: order.courierName,
    courierPhone: order.courierPhone,
    cancelReason: order.cancelReason?.startsWith('reason:')
      ? translate(locale, `status:reason_${order.cancelReason.slice('reason:'.length)}`)
      : order.cancelReason,
    history: history.map((h) => ({
      fromStatus: (h.fromStatus as OrderStatusCode | null) ?? null,
      toStatus: h.toStatus as OrderStatusCode,
      actor: h.actorType,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    actions,
    reviewed: extra.reviewed,
  }
}
