import type {
  ConsoleRefund,
  MemberRefundAction,
  PaymentRefundRow,
  RefundItem,
  RefundPreview,
  RefundProcess,
  StaffRefundAction,
} from '@siam/contracts'
import {
  allocateRefund,
  allowedRefundEvents,
  cancelReasonKey,
  computeRefundAmount,
  findRefundTransition,
  findTransition,
  OPEN_REFUND_STATUSES,
  OrderStatus,
  type OrderStatusCode,
  type RefundActor,
  type RefundAmount,
  RefundAmountError,
  type RefundEvent,
  type RefundOrderState,
  RefundStatus,
  type RefundStatusCode,
  refundableQuantity,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import type { Db, Executor, Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import { listedShops, type StaffActor, seesShop, staffActorRef } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import { membersByIds } from '../auth'
import type { Loyalty } from '../loyalty'
import type { ActorRef, OrderItemRow, OrderQueries, OrderRow, OrdersService } from '../orders'
import type { PaymentsService } from '../payments'
import type { SettingsService } from '../settings'
import type { ShopQueries } from '../shops'
import { escalationDeadlineJob, merchantDeadlineJob } from './aftersale.jobs'
import type { AftersaleRepository, RefundRequestRow } from './aftersale.repository'
import type { refundRequests } from './aftersale.tables'
import { type RequestBundle, refundLine, requestView } from './aftersale.views'

export interface AftersaleDeps {
  db: Db
  clock: Clock
  translate: Translate
  settings: SettingsService
  repo: AftersaleRepository
  orders: OrdersService
  ordersRepo: OrderQueries
  shops: ShopQueries
  payments: PaymentsService
  loyalty: Loyalty
  log: { warn: (obj: unknown, msg: string) => void }
}

const HOUR = 60 * 60_000
const MINUTE = 60_000
/** The deadline jobs, and the hand-over of a new member request to the merchant. */
const SYSTEM: ActorRef = { type: 'system', id: null }

const isOpen = (status: number) => (OPEN_REFUND_STATUSES as number[]).includes(status)

/** A unique index refused the row (here: a second open member request for one order). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/** Amount rule refusals (domain) as the API answers them. */
function amountOf(state: RefundOrderState, items: RefundItem[]): RefundAmount {
  try {
    return computeRefundAmount(
      state,
      items.map((i) => ({ lineId: i.orderItemId, quantity: i.number })),
    )
  } catch (error) {
    if (!(error instanceof RefundAmountError)) throw error
    if (error.code === 'nothing_left') fail('REFUND_NOTHING_LEFT')
    throw new AppError('REFUND_QUANTITY_INVALID', undefined, { items: error.code })
  }
}

/**
 * After-sale (product rules 2.3, 2.4, 4): member refund requests and their answers by the merchant,
 * the platform and the deadline jobs, out-of-stock lines, and the money each decision sends back.
 *
 * Every status change goes through the refund state machine (domain refundStatus) and is applied as
 * a status-guarded update, so of two racing deciders (two staff, staff and a job) exactly one wins
 * and the other gets REFUND_STATUS_CONFLICT. The decision, its payment refunds (pending), the
 * refunded quantities, the loyalty reversal and the order's status move commit together; the
 * providers are called after the transaction (and by the payment.refund job if that fails).
 *
 * The order while a member request is open is 7 (after-sale). When the request ends, the order
 * ends too, as the order table allows (7 -> 8 everything paid went back, 7 -> 9 otherwise or when
 * refused / withdrawn / expired): see docs/decisions/0009-after-sale.md.
 */
export function createAftersaleService(deps: AftersaleDeps) {
  const { db, clock, repo, translate } = deps

  // ---------- reading ----------

  /** What the amount rules need to know about an order now (requests decided or still open). */
  async function refundState(x: Executor, order: OrderRow, items: OrderItemRow[]) {
    const requests = await repo.forOrder(x, order.id)
    const counted = requests.filter((r) => r.status === RefundStatus.SUCCEEDED || isOpen(r.status))
    const open = requests.filter((r) => isOpen(r.status))
    const held = await repo.items(
      x,
      open.map((r) => r.id),
    )
    const state: RefundOrderState = {
      lines: items.map((i) => ({
        id: i.id,
        unitPriceFen: i.unitPriceFen,
        packingFeeFen: i.packingFeeFen,
        quantity: i.quantity,
        couponShareFen: i.couponShareFen,
        fullReductionShareFen: i.fullReductionShareFen,
        // decided refunds are in refunded_quantity; an open request holds its units too
        refundedQuantity:
          i.refundedQuantity + held.filter((h) => h.orderItemId === i.id).reduce((n, h) => n + h.quantity, 0),
      })),
      deliveryFeeFen: order.deliveryFeeFen,
      deliveryFeeRefunded: counted.some((r) => r.deliveryFeeFen > 0),
      dispatched: await deps.ordersRepo.wasDispatched(x, order.id),
      paidFen: order.paidFen,
      refundedFen: counted.reduce((n, r) => n + r.amountFen, 0),
    }
    return { state, requests, open }
  }

  /** The views of some requests, with a fixed number of queries (orders the caller holds are not read again). */
  async function bundles(
    x: Executor,
    requests: RefundRequestRow[],
    known: OrderRow[] = [],
  ): Promise<RequestBundle[]> {
    const ids = requests.map((r) => r.id)
    const orderIds = [...new Set(requests.map((r) => r.orderId))]
    const [items, history, money, orderItems] = [
      await repo.items(x, ids),
      await repo.history(x, ids),
      await repo.moneyOf(x, ids),
      await deps.ordersRepo.items(x, orderIds),
    ]
    const orders = new Map(known.map((o) => [o.id, o]))
    const missing = orderIds.filter((id) => !orders.has(id))
    for (const order of await deps.ordersRepo.byIds(x, missing)) orders.set(order.id, order)
    return requests.map((request) => {
      const order = orders.get(request.orderId)
      if (!order) throw new Error(`refund ${request.id} without its order`)
      return {
        request,
        order,
        orderItems: orderItems.filter((i) => i.orderId === order.id),
        items: items.filter((i) => i.requestId === request.id),
        history: history.filter((h) => h.requestId === request.id),
        money: money.filter((m) => m.refundRequestId === request.id),
      }
    })
  }

  function memberActions(request: RefundRequestRow, now: Date): MemberRefundAction[] {
    if (request.kind !== 'member') return []
    const events = allowedRefundEvents(request.status as RefundStatusCode, 'member')
    const actions: MemberRefundAction[] = []
    if (events.includes('escalate') && request.escalateDeadlineAt && now < request.escalateDeadlineAt)
      actions.push('escalate')
    if (events.includes('withdraw')) actions.push('withdraw')
    return actions
  }

  function staffActions(request: RefundRequestRow, staff: StaffActor): StaffRefundAction[] {
    if (request.kind !== 'member') return []
    const events = allowedRefundEvents(request.status as RefundStatusCode, staffActorRef(staff).type)
    const actions: StaffRefundAction[] = []
    if (events.includes('merchant_approve') || events.includes('platform_approve')) actions.push('approve')
    if (events.includes('merchant_reject') || events.includes('platform_reject')) actions.push('reject')
    return actions
  }

  async function processOf(memberId: string, orderId: string, locale: Locale): Promise<RefundProcess> {
    const order = await deps.ordersRepo.ownedBy(db, memberId, orderId)
    if (!order) fail('ORDER_NOT_FOUND')
    const requests = await repo.forOrder(db, order.id)
    const now = clock.now()
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      orderStatus: order.status as OrderStatusCode,
      paidFen: order.paidFen,
      refundedFen: order.refundedFen,
      refunds: (await bundles(db, requests, [order])).map((b) =>
        requestView(b, locale, translate, memberActions(b.request, now)),
      ),
    }
  }

  async function consoleViews(
    x: Executor,
    all: RequestBundle[],
    locale: Locale,
    staff: StaffActor,
  ): Promise<ConsoleRefund[]> {
    const requests = all.map((b) => b.request)
    const shops = await deps.shops.shopsByIds(x, [...new Set(requests.map((r) => r.shopId))])
    const emails = new Map(
      (await membersByIds(x, [...new Set(requests.map((r) => r.memberId))])).map((m) => [m.id, m.email]),
    )
    return all.map((b) => {
      const shop = shops.find((s) => s.id === b.request.shopId)
      return {
        ...requestView(b, locale, translate, staffActions(b.request, staff)),
        shopId: b.request.shopId,
        shopName: pick(shop?.name, locale),
        memberEmail: emails.get(b.request.memberId) ?? '',
        orderStatus: b.order.status as OrderStatusCode,
        orderPaidFen: b.order.paidFen,
      }
    })
  }

  /** One request this staff member may see, as the console shows it (read after any commit). */
  async function consoleView(staff: StaffActor, refundId: string, locale: Locale) {
    const request = await visibleRequest(db, staff, refundId)
    const [bundle] = await bundles(db, [request])
    if (!bundle) throw new Error('refund view missing')
    const [view] = await consoleViews(db, [bundle], locale, staff)
    if (!view) throw new Error('refund view missing')
    return { order: bundle.order, view }
  }

  // ---------- moving ----------

  /**
   * One event of the refund state machine: legal per the table, applied only from the status the
   * caller saw (else REFUND_STATUS_CONFLICT), with its timeline row, in the caller's transaction.
   */
  async function step(
    tx: Tx,
    request: RefundRequestRow,
    event: RefundEvent,
    actor: { type: RefundActor; id: string | null },
    patch: Partial<typeof refundRequests.$inferInsert> = {},
    note: string | null = null,
  ): Promise<RefundRequestRow> {
    const from = request.status as RefundStatusCode
    const rule = findRefundTransition(event, from, actor.type)
    if (!rule) fail('REFUND_STATUS_CONFLICT')
    const now = clock.now()
    const moved = await repo.move(tx, request.id, from, rule.to, { ...patch, updatedAt: now })
    if (!moved) fail('REFUND_STATUS_CONFLICT')
    await repo.insertHistory(tx, {
      id: newId(),
      requestId: request.id,
      fromStatus: from,
      toStatus: rule.to,
      actorType: actor.type,
      actorId: actor.id,
      note: note || null,
      createdAt: now,
    })
    return moved
  }

  /**
   * A new request, submitted (1): its row with the amount the rules gave, its lines and its first
   * timeline row (the member's description is the note), in the caller's transaction. Returns the
   * stored row, for the event that hands it on.
   */
  async function submitRequest(
    tx: Tx,
    order: OrderRow,
    amount: RefundAmount,
    fields: Pick<
      typeof refundRequests.$inferInsert,
      'kind' | 'reason' | 'description' | 'images' | 'merchantDeadlineAt'
    >,
    actor: ActorRef,
    now: Date,
  ): Promise<RefundRequestRow> {
    const id = newId()
    await repo.insertRequest(
      tx,
      {
        ...fields,
        id,
        orderId: order.id,
        memberId: order.memberId,
        shopId: order.shopId,
        status: RefundStatus.SUBMITTED,
        amountFen: amount.totalFen,
        deliveryFeeFen: amount.deliveryFeeFen,
        toBalanceFen: await toBalanceOf(tx, order.id, amount.totalFen),
        orderStatusBefore: order.status,
        createdAt: now,
        updatedAt: now,
      },
      amount.lines.map((l) => ({
        id: newId(),
        requestId: id,
        orderItemId: l.lineId,
        quantity: l.quantity,
        grossFen: l.grossFen,
        discountFen: l.discountFen,
        amountFen: l.amountFen,
      })),
    )
    await repo.insertHistory(tx, {
      id: newId(),
      requestId: id,
      fromStatus: null,
      toStatus: RefundStatus.SUBMITTED,
      actorType: actor.type,
      actorId: actor.id,
      note: fields.description || null,
      createdAt: now,
    })
    const submitted = await repo.byId(tx, id)
    if (!submitted) throw new Error('refund request vanished')
    return submitted
  }

  /**
   * The money decision of a request that just succeeded (7): its payment refunds (pending, to
   * the original method or the balance), the lines' refunded quantities, the loyalty reversal and
   * the order's move, in the same transaction. Returns the payment refunds to send. `held`: the
   * order, when the caller read it in this transaction.
   */
  async function settle(
    tx: Tx,
    request: RefundRequestRow,
    actor: ActorRef,
    held?: OrderRow,
  ): Promise<string[]> {
    const order = held ?? (await deps.ordersRepo.byId(tx, request.orderId))
    if (!order) throw new Error(`refund ${request.id} without its order`)
    const items = await repo.items(tx, [request.id])
    // The amount was computed when the request was made and nothing refundable changed since (the
    // order is frozen in 7); the payments still cap it, so money never goes back twice.
    const available = (await deps.payments.refundSources(tx, order.id)).reduce(
      (n, s) => n + s.refundableFen,
      0,
    )
    const amountFen = Math.min(request.amountFen, available)
    if (amountFen !== request.amountFen) {
      await repo.update(tx, request.id, {
        amountFen,
        deliveryFeeFen: Math.min(request.deliveryFeeFen, amountFen),
        toBalanceFen: Math.min(request.toBalanceFen, amountFen),
      })
    }
    const refundIds = await deps.payments.refundForRequest(tx, {
      orderId: order.id,
      refundRequestId: request.id,
      amountFen,
      reason: request.kind === 'member' ? 'after_sale' : 'out_of_stock',
    })
    for (const item of items) {
      if (!(await deps.ordersRepo.addRefundedQuantity(tx, item.orderItemId, item.quantity)))
        fail('REFUND_STATUS_CONFLICT')
    }
    await repo.update(tx, request.id, { resolvedAt: clock.now() })
    const decided = (await repo.forOrder(tx, order.id)).filter((r) => r.status === RefundStatus.SUCCEEDED)
    const refundedFen = decided.reduce((n, r) => n + (r.id === request.id ? amountFen : r.amountFen), 0)
    const wholeOrder = refundedFen >= order.paidFen
    await deps.loyalty.orderRefunded(tx, {
      orderId: order.id,
      lines: items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
      amountFen,
      wholeOrder,
    })
    if (order.status === OrderStatus.AFTER_SALE) {
      await deps.orders.transition(tx, order, wholeOrder ? 'refund_full' : 'refund_partial', actor)
    } else if (order.status === OrderStatus.PENDING) {
      // Out of stock: when nothing is left to make, the order is cancelled with its money back.
      const lines = await deps.ordersRepo.items(tx, [order.id])
      if (lines.every((l) => l.refundedQuantity >= l.quantity)) {
        await deps.orders.transition(
          tx,
          order,
          'merchant_reject',
          actor,
          { cancelReason: 'reason:out_of_stock' },
          'out of stock',
        )
      }
    }
    return refundIds
  }

  /** A member request that ends without money: the order's after-sale ends too (7 -> 9). */
  async function closeOrder(tx: Tx, request: RefundRequestRow, actor: ActorRef) {
    await repo.update(tx, request.id, { resolvedAt: clock.now() })
    const order = await deps.ordersRepo.byId(tx, request.orderId)
    if (order?.status === OrderStatus.AFTER_SALE) {
      await deps.orders.transition(tx, order, 'refund_refused', actor)
    }
  }

  /** Payment refunds go to the providers after the commit; a failure is left to the job. */
  async function send(refundIds: string[]) {
    for (const id of refundIds) {
      await deps.payments
        .processRefund(id)
        .catch((error) => deps.log.warn({ err: error, refundId: id }, 'refund will be retried'))
    }
  }

  async function ownRequest(x: Executor, memberId: string, refundId: string) {
    const request = await repo.byId(x, refundId)
    if (!request || request.memberId !== memberId) fail('REFUND_NOT_FOUND')
    return request
  }

  /** A request this staff member may see; another shop's is simply not found. */
  async function visibleRequest(x: Executor, staff: StaffActor, refundId: string) {
    const request = await repo.byId(x, refundId)
    if (!request || !seesShop(staff, request.shopId)) fail('REFUND_NOT_FOUND')
    return request
  }

  /** Whether the member may ask for a refund of this order now; throws the reason if not. */
  function assertCanApply(order: OrderRow, open: RefundRequestRow[], refundWindowHours: number, now: Date) {
    if (open.some((r) => r.kind === 'member')) fail('REFUND_ALREADY_OPEN')
    if (!findTransition('apply_refund', order.status as OrderStatusCode, order.kind as never, 'member'))
      fail('REFUND_ORDER_NOT_REFUNDABLE')
    if (!order.paidAt || now.getTime() >= order.paidAt.getTime() + refundWindowHours * HOUR)
      fail('REFUND_WINDOW_CLOSED', { hours: refundWindowHours })
  }

  async function toBalanceOf(x: Executor, orderId: string, totalFen: number): Promise<number> {
    try {
      return allocateRefund(totalFen, await deps.payments.refundSources(x, orderId))
        .filter((a) => a.toBalance)
        .reduce((n, a) => n + a.amountFen, 0)
    } catch (error) {
      if (error instanceof RangeError) fail('REFUND_NOTHING_LEFT')
      throw error
    }
  }

  return {
    // ---------- member ----------

    async preview(
      memberId: string,
      input: { orderId: string; items: RefundItem[] },
      locale: Locale,
    ): Promise<RefundPreview> {
      const { refundWindowHours } = await deps.settings.current()
      const order = await deps.ordersRepo.ownedBy(db, memberId, input.orderId)
      if (!order) fail('ORDER_NOT_FOUND')
      const items = await deps.ordersRepo.items(db, [order.id])
      const { state, open } = await refundState(db, order, items)
      assertCanApply(order, open, refundWindowHours, clock.now())
      const amount = amountOf(state, input.items)
      return {
        orderId: order.id,
        lines: amount.lines.map((l) =>
          refundLine(
            l,
            l.lineId,
            items.find((i) => i.id === l.lineId),
            locale,
          ),
        ),
        deliveryFeeFen: amount.deliveryFeeFen,
        totalFen: amount.totalFen,
        toBalanceFen: await toBalanceOf(db, order.id, amount.totalFen),
        refundableFen: Math.max(0, state.paidFen - state.refundedFen),
        available: state.lines.map((l) => ({
          orderItemId: l.id,
          refundableQuantity: refundableQuantity(l),
        })),
      }
    },

    /**
     * A member asks for money back (product rules 4): within the refund window after payment, from
     * 2/3/4/5/12/6, one open request per order. The request is submitted (1) and handed to the
     * merchant (2) at once, with the merchant's answer deadline as a durable job; the order moves
     * to 7. The same idempotency key answers with the first request.
     */
    async apply(
      memberId: string,
      input: {
        orderId: string
        items: RefundItem[]
        reason: number
        description: string
        images: string[]
        idempotencyKey: string
      },
      locale: Locale,
    ): Promise<RefundProcess> {
      const settings = await deps.settings.current()
      const { idempotencyKey, ...body } = input
      try {
        await db.transaction(async (tx) =>
          idempotent(tx, `refund.apply:${memberId}`, idempotencyKey, body, async () => {
            const now = clock.now()
            const order = await deps.ordersRepo.ownedBy(tx, memberId, input.orderId)
            if (!order) fail('ORDER_NOT_FOUND')
            const items = await deps.ordersRepo.items(tx, [order.id])
            const { state, open } = await refundState(tx, order, items)
            assertCanApply(order, open, settings.refundWindowHours, now)
            const amount = amountOf(state, input.items)
            if (amount.totalFen === 0) fail('REFUND_NOTHING_LEFT')
            const merchantDeadlineAt = new Date(now.getTime() + settings.refundMerchantAnswerHours * HOUR)
            const submitted = await submitRequest(
              tx,
              order,
              amount,
              {
                kind: 'member',
                reason: input.reason,
                description: input.description,
                images: input.images,
                merchantDeadlineAt,
              },
              { type: 'member', id: memberId },
              now,
            )
            await step(tx, submitted, 'submit', SYSTEM)
            await deps.orders.transition(tx, order, 'apply_refund', { type: 'member', id: memberId })
            await scheduleJob(tx, merchantDeadlineJob, {
              dedupeKey: submitted.id,
              runAt: merchantDeadlineAt,
              payload: { refundId: submitted.id },
            })
            return { refundId: submitted.id }
          }),
        )
      } catch (error) {
        // Two first requests for one order at once: the partial unique index lets one through.
        if (isUniqueViolation(error)) fail('REFUND_ALREADY_OPEN')
        throw error
      }
      return processOf(memberId, input.orderId, locale)
    },

    async process(
      memberId: string,
      input: { orderId?: string | undefined; refundId?: string | undefined },
      locale: Locale,
    ): Promise<RefundProcess> {
      let orderId = input.orderId
      if (input.refundId) {
        const request = await ownRequest(db, memberId, input.refundId)
        if (orderId && orderId !== request.orderId) fail('REFUND_NOT_FOUND')
        orderId = request.orderId
      }
      return processOf(memberId, orderId ?? '', locale)
    },

    /** After a merchant rejection, within the escalation window: the platform decides (3 -> 4). */
    async escalate(memberId: string, refundId: string, note: string, locale: Locale) {
      const request = await db.transaction(async (tx) => {
        const request = await ownRequest(tx, memberId, refundId)
        if (
          request.status === RefundStatus.MERCHANT_REJECTED &&
          request.escalateDeadlineAt &&
          clock.now() >= request.escalateDeadlineAt
        )
          fail('REFUND_ESCALATION_CLOSED')
        return step(tx, request, 'escalate', { type: 'member', id: memberId }, {}, note)
      })
      return processOf(memberId, request.orderId, locale)
    },

    /** The member withdraws an open request (-> 6); the order's after-sale ends (7 -> 9). */
    async withdraw(memberId: string, refundId: string, locale: Locale) {
      const request = await db.transaction(async (tx) => {
        const request = await ownRequest(tx, memberId, refundId)
        if (request.kind !== 'member') fail('REFUND_STATUS_CONFLICT')
        const closed = await step(tx, request, 'withdraw', { type: 'member', id: memberId })
        await closeOrder(tx, closed, SYSTEM)
        return closed
      })
      return processOf(memberId, request.orderId, locale)
    },

    /**
     * Quick cancel (product rules 2.3): a paid order the merchant has not accepted yet, within the
     * quick-cancel minutes of payment, 2 -> 11 with everything paid going back to where it came from.
     */
    async quickCancel(memberId: string, id: string, reason: number | undefined, locale: Locale) {
      const { quickCancelMinutes } = await deps.settings.current()
      const reasonKey = reason === undefined ? null : cancelReasonKey(reason)
      const refundIds = await db.transaction(async (tx) => {
        const order = await deps.ordersRepo.ownedBy(tx, memberId, id)
        if (!order) fail('ORDER_NOT_FOUND')
        if (order.status !== OrderStatus.PENDING) fail('ORDER_STATUS_CONFLICT')
        if (!order.paidAt || clock.now().getTime() >= order.paidAt.getTime() + quickCancelMinutes * MINUTE)
          fail('QUICK_CANCEL_WINDOW_CLOSED', { minutes: quickCancelMinutes })
        await deps.orders.transition(
          tx,
          order,
          'quick_cancel',
          { type: 'member', id: memberId },
          { cancelReason: reasonKey ? `reason:${reasonKey}` : null },
        )
        return deps.payments.refundOrderInFull(tx, order.id, 'quick_cancel')
      })
      await send(refundIds)
      return deps.orders.detail(memberId, id, locale)
    },

    // ---------- staff ----------

    async list(
      staff: StaffActor,
      input: {
        shopId?: string | undefined
        statuses?: number[] | undefined
        pageNo: number
        pageSize: number
      },
      locale: Locale,
      defaults: { statuses: number[] },
    ) {
      const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
      const { records, total } = await repo.list(
        db,
        { shopIds: listedShops(staff, input.shopId), statuses: input.statuses ?? defaults.statuses },
        limit,
        offset,
      )
      return { records: await consoleViews(db, await bundles(db, records), locale, staff), total }
    },

    async detail(staff: StaffActor, refundId: string, locale: Locale) {
      const { order, view } = await consoleView(staff, refundId, locale)
      return { refund: view, order }
    },

    /**
     * A staff answer: a merchant approves or rejects a request waiting for it; the platform
     * approves an escalated or merchant-rejected request, or rejects an escalated one. A rejection
     * needs a reason (shown to the member). Two staff answering at once: one wins, one gets 409.
     */
    async audit(
      staff: StaffActor,
      input: { refundId: string; decision: StaffRefundAction; reason: string },
      locale: Locale,
    ): Promise<ConsoleRefund> {
      if (input.decision === 'reject' && !input.reason)
        throw new AppError('VALIDATION_FAILED', { fields: 'reason' }, { reason: 'required' })
      const settings = await deps.settings.current()
      const actor = staffActorRef(staff)
      const approve = input.decision === 'approve'
      const refundIds = await db.transaction(async (tx) => {
        const request = await visibleRequest(tx, staff, input.refundId)
        const now = clock.now()
        if (actor.type === 'merchant') {
          if (approve) {
            const moved = await step(tx, request, 'merchant_approve', actor)
            return settle(tx, moved, actor)
          }
          const escalateDeadlineAt = new Date(now.getTime() + settings.refundEscalationHours * HOUR)
          await step(
            tx,
            request,
            'merchant_reject',
            actor,
            { merchantRejectReason: input.reason, escalateDeadlineAt },
            input.reason,
          )
          await scheduleJob(tx, escalationDeadlineJob, {
            dedupeKey: request.id,
            runAt: escalateDeadlineAt,
            payload: { refundId: request.id },
          })
          return []
        }
        if (approve) {
          const moved = await step(tx, request, 'platform_approve', actor)
          return settle(tx, moved, actor)
        }
        const moved = await step(
          tx,
          request,
          'platform_reject',
          actor,
          { platformRejectReason: input.reason },
          input.reason,
        )
        await closeOrder(tx, moved, actor)
        return []
      })
      await send(refundIds)
      return (await consoleView(staff, input.refundId, locale)).view
    },

    /**
     * Lines of a pending order the shop cannot make (product rules 2.4): refunded at once (the
     * payment refund is created now and sent right after, its job retrying within minutes); when
     * no line is left the order is cancelled with everything paid back (2 -> 11).
     */
    async markOutOfStock(staff: StaffActor, input: { orderId: string; items: RefundItem[] }) {
      const actor = staffActorRef(staff)
      const refundIds = await db.transaction(async (tx) => {
        const order = await deps.ordersRepo.byId(tx, input.orderId)
        if (!order || !seesShop(staff, order.shopId)) fail('ORDER_NOT_FOUND')
        if (order.status !== OrderStatus.PENDING) fail('ORDER_STATUS_CONFLICT')
        const items = await deps.ordersRepo.items(tx, [order.id])
        const { state } = await refundState(tx, order, items)
        const amount = amountOf(state, input.items)
        const submitted = await submitRequest(
          tx,
          order,
          amount,
          { kind: 'out_of_stock', reason: null },
          actor,
          clock.now(),
        )
        const moved = await step(tx, submitted, 'out_of_stock', actor)
        // The order read above: nothing since changed it.
        return settle(tx, moved, actor, order)
      })
      await send(refundIds)
      const order = await deps.ordersRepo.byId(db, input.orderId)
      if (!order) fail('ORDER_NOT_FOUND')
      return order
    },

    // ---------- jobs ----------

    /** refund.merchant_deadline: a merchant silent past the deadline approves (2 -> 7). */
    async merchantDeadlinePassed(refundId: string): Promise<boolean> {
      let decided: { refundIds: string[] } | null
      try {
        decided = await db.transaction(async (tx) => {
          const request = await repo.byId(tx, refundId)
          if (!request || request.status !== RefundStatus.WAITING_MERCHANT) return null
          if (!request.merchantDeadlineAt || clock.now() < request.merchantDeadlineAt) return null
          const moved = await step(tx, request, 'auto_approve', SYSTEM)
          return { refundIds: await settle(tx, moved, SYSTEM) }
        })
      } catch (error) {
        // The merchant answered in the same instant: its answer stands.
        if (error instanceof AppError && error.key === 'REFUND_STATUS_CONFLICT') return false
        throw error
      }
      if (!decided) return false
      await send(decided.refundIds)
      return true
    },

    /** refund.escalation_deadline: a rejection not escalated in time closes (3 -> 6, order -> 9). */
    async escalationDeadlinePassed(refundId: string): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const request = await repo.byId(tx, refundId)
          if (!request || request.status !== RefundStatus.MERCHANT_REJECTED) return false
          if (!request.escalateDeadlineAt || clock.now() < request.escalateDeadlineAt) return false
          const closed = await step(tx, request, 'escalation_expired', SYSTEM)
          await closeOrder(tx, closed, SYSTEM)
          return true
        })
      } catch (error) {
        if (error instanceof AppError && error.key === 'REFUND_STATUS_CONFLICT') return false
        throw error
      }
    },

    // ---------- platform: payment refunds that need a hand ----------

    async paymentRefunds(input: {
      statuses?: ('pending' | 'succeeded' | 'failed')[] | undefined
      pageNo: number
      pageSize: number
    }) {
      const { outOfStockRefundMinutes } = await deps.settings.current()
      const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
      const stuckBefore = new Date(clock.now().getTime() - outOfStockRefundMinutes * MINUTE)
      const { records, total } = await deps.payments.listTroubledRefunds(
        db,
        { statuses: input.statuses ?? ['failed', 'pending'], stuckBefore },
        limit,
        offset,
      )
      return { records: records.map(paymentRefundRow), total }
    },

    async retryPaymentRefund(id: string): Promise<PaymentRefundRow> {
      const target = await deps.payments.retryRefund(id)
      const row = await deps.payments.paymentRefundRow(db, target)
      if (!row) fail('PAYMENT_REFUND_NOT_FOUND')
      return paymentRefundRow(row)
    },
  }
}

function paymentRefundRow(row: {
  refund: {
    id: string
    paymentId: string
    orderId: string | null
    refundRequestId: string | null
    amountFen: number
    status: string
    reason: string
    lastError: string | null
    attempts: number
    createdAt: Date
    finishedAt: Date | null
  }
  payType: string
  orderNo: string | null
}): PaymentRefundRow {
  const r = row.refund
  return {
    id: r.id,
    paymentId: r.paymentId,
    orderId: r.orderId,
    orderNo: row.orderNo,
    refundRequestId: r.refundRequestId,
    payType: row.payType as PaymentRefundRow['payType'],
    amountFen: r.amountFen,
    status: r.status as PaymentRefundRow['status'],
    reason: r.reason,
    lastError: r.lastError,
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }
}

export type AftersaleService = ReturnType<typeof createAftersaleService>
