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
  validateContactPhone,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import type { Db, Executor, Tx } from '../../db/client'
import type { orders } from '../../db/schema'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { original, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import type { AddressesRepository } from '../addresses'
import type { SettingsService } from '../settings'
import type { ShopRow, ShopsRepository } from '../shops'
import { optionSnapshot, type QuoteSources, quoteDraft } from './orders.quote'
import type { HistoryRow, OrderItemRow, OrderRow, OrdersRepository } from './orders.repository'

export interface OrdersDeps {
  db: Db
  clock: Clock
  translate: Translate
  settings: SettingsService
  repo: OrdersRepository
  shops: ShopsRepository
  addresses: AddressesRepository
}

export interface ActorRef {
  type: OrderActor
  id: string | null
}

type OrderPatch = Partial<typeof orders.$inferInsert>

export function createOrdersService(deps: OrdersDeps) {
  const { db, clock, repo, translate } = deps
  const sources: QuoteSources = {
    shopById: (x, id) => deps.shops.shopById(x, id),
    goodsByIds: (x, ids) => deps.shops.goodsByIds(x, ids),
    optionsFor: (x, ids) => deps.shops.optionsFor(x, ids),
    addressOf: (x, memberId, id) => deps.addresses.ownedBy(x, memberId, id),
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
    return updated
  }

  /** Details of several orders with three queries in all (lines, histories, shops). */
  async function toDetails(
    x: Executor,
    rows: OrderRow[],
    locale: Locale,
    actionsOf: (order: OrderRow) => string[],
  ): Promise<OrderDetail[]> {
    const ids = rows.map((o) => o.id)
    const [items, history, shops] = [
      await repo.items(x, ids),
      await repo.historyOf(x, ids),
      await deps.shops.shopsByIds(x, [...new Set(rows.map((o) => o.shopId))]),
    ]
    return rows.map((order) =>
      detailFrom(
        order,
        items.filter((i) => i.orderId === order.id),
        history.filter((h) => h.orderId === order.id),
        shops.find((s) => s.id === order.shopId),
        locale,
        actionsOf(order),
        translate,
      ),
    )
  }

  async function toDetail(
    x: Executor,
    order: OrderRow,
    locale: Locale,
    actions: string[],
  ): Promise<OrderDetail> {
    const [detail] = await toDetails(x, [order], locale, () => actions)
    if (!detail) throw new Error('no detail for an order')
    return detail
  }

  function memberActions(order: OrderRow): string[] {
    if (order.status === OrderStatus.UNPAID) return ['pay', 'cancel']
    if (order.status === OrderStatus.DELIVERED) return ['confirm_receipt']
    return []
  }

  return {
    transition,
    toDetail,
    toDetails,

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
            await scheduleJob(tx, {
              kind: 'order.pay_deadline',
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
      const order = await repo.ownedBy(db, memberId, id)
      if (!order) fail('ORDER_NOT_FOUND')
      return toDetail(db, order, locale, memberActions(order))
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
      return {
        records: records.map((o) =>
          summaryFrom(
            o,
            items.filter((i) => i.orderId === o.id),
            shops.find((s) => s.id === o.shopId),
            locale,
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
  }
}

export function detailFrom(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  shop: ShopRow | undefined,
  locale: Locale,
  actions: string[],
  translate: Translate,
): OrderDetail {
  return {
    ...summaryFrom(order, items, shop, locale),
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
  }
}
