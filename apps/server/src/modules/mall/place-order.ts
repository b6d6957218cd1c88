import type { MallDraft, MallOrder } from '@siam/contracts'
import { formatOrderNumber, isValidLineNumber, mallTotals } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor, Tx } from '../../db/client'
import { AppError, fail } from '../../platform/errors'
import { idempotencyKeyUsed, idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { addressQueries } from '../addresses'
import { checkPaymentPassword } from '../auth'
import { balanceOf, memberAccount, memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { orderQueries } from '../orders'
import { checkSpec } from './cart'
import { mallPurchaseCause } from './mall.causes'
import type { MallDeps } from './mall.deps'
import { toMallOrder } from './mall.mapper'
import { type MallGoodsRow, mallRepository as repo } from './mall.repository'
import type { MallLineSnapshot } from './mall.tables'

interface Line {
  goods: MallGoodsRow
  specId: string
  number: number
  cartLineId: string | null
}

/** The draft's lines at today's prices; refuses missing goods, bad options and empty drafts. */
async function linesOf(db: Executor, memberId: string, draft: MallDraft): Promise<Line[]> {
  const wanted: { goodsId: string; specId: string; number: number; cartLineId: string | null }[] = []
  if (draft.goods) wanted.push({ ...draft.goods, cartLineId: null })
  if (draft.cartLineIds) {
    const ids = [...new Set(draft.cartLineIds)]
    const rows = await repo.cartLines(db, memberId, ids)
    if (rows.length !== ids.length) fail('MALL_CART_LINE_NOT_FOUND')
    for (const r of rows)
      wanted.push({ goodsId: r.goodsId, specId: r.specId, number: r.number, cartLineId: r.id })
  }
  if (wanted.length === 0) fail('MALL_NOTHING_TO_BUY')
  const goods = new Map(
    (
      await repo.goodsByIds(
        db,
        wanted.map((w) => w.goodsId),
      )
    ).map((g) => [g.id, g]),
  )
  return wanted.map((w) => {
    const g = goods.get(w.goodsId)
    if (!g?.enabled) fail('MALL_GOODS_NOT_FOUND')
    checkSpec(g.specs, w.specId)
    if (!isValidLineNumber(w.number)) fail('VALIDATION_FAILED', { fields: 'number' })
    return { goods: g, specId: w.specId, number: w.number, cartLineId: w.cartLineId }
  })
}

const totalsOf = (lines: Line[]) =>
  mallTotals(lines.map((l) => ({ points: l.goods.points, cashFen: l.goods.cashFen, number: l.number })))

function snapshot(line: Line): MallLineSnapshot {
  const spec = line.goods.specs.find((s) => s.id === line.specId)
  return {
    goodsId: line.goods.id,
    specId: line.specId,
    names: line.goods.names,
    specNames: spec?.names ?? {},
    image: line.goods.photos[0] ?? '',
    points: line.goods.points,
    cashFen: line.goods.cashFen,
    number: line.number,
  }
}

/** member/pointsMall/order/preview: what the order costs, and what stands in the way. */
export async function previewMallOrder(deps: MallDeps, memberId: string, draft: MallDraft, locale: Locale) {
  const lines = await linesOf(deps.db, memberId, draft)
  const totals = totalsOf(lines)
  const [pointsBalance, balanceFen] = await Promise.all([
    balanceOf(deps.db, memberAccount(memberId, 'points')),
    balanceOf(deps.db, memberBalanceAccount(memberId)),
  ])
  const blockers: string[] = []
  if (lines.some((l) => l.goods.stock < l.number)) blockers.push('MALL_OUT_OF_STOCK')
  if (pointsBalance < totals.points) blockers.push('MALL_POINTS_NOT_ENOUGH')
  if (balanceFen < totals.cashFen) blockers.push('INSUFFICIENT_BALANCE')
  if (draft.deliveryAddressId && !(await addressQueries.ownedBy(deps.db, memberId, draft.deliveryAddressId)))
    blockers.push('ADDRESS_NOT_FOUND')
  return {
    lines: lines.map((l) => {
      const s = snapshot(l)
      return { ...s, name: pick(s.names, locale), specName: pick(s.specNames, locale) }
    }),
    points: totals.points,
    cashFen: totals.cashFen,
    shippingFen: 0,
    pointsBalance,
    balanceFen,
    blockers,
  }
}

export interface PlaceMallOrderInput {
  draft: MallDraft
  deliveryAddressId: string
  paymentPassword: string
  /** The cash part from the balance at once, or by a provider afterwards (decision 0025). */
  cashBy?: 'balance' | 'provider'
  idempotencyKey: string
}

/** How long a mall order whose cash part a provider pays waits for the money (then cancelled). */
const MALL_PAY_WINDOW_MS = 15 * 60_000

/**
 * member/pointsMall/order/insert. Payment password first (its failure count must stick), then one
 * transaction: the idempotency key, stock taken with guarded updates, the order written, the
 * points (and the cash part, from the balance) posted to the ledger, the cart lines removed.
 * Any refusal rolls all of it back, so stock and points are never taken without an order.
 */
export async function placeMallOrder(
  deps: MallDeps,
  memberId: string,
  input: PlaceMallOrderInput,
  locale: Locale,
): Promise<MallOrder> {
  const { db, clock } = deps
  const scope = `mall.order:${memberId}`
  const body = {
    draft: input.draft,
    deliveryAddressId: input.deliveryAddressId,
    cashBy: input.cashBy ?? 'balance',
    idempotencyKey: input.idempotencyKey,
  }
  const replay = await idempotencyKeyUsed(db, scope, input.idempotencyKey)
  if (!replay) {
    await linesOf(db, memberId, input.draft)
    if (!(await addressQueries.ownedBy(db, memberId, input.deliveryAddressId))) fail('ADDRESS_NOT_FOUND')
  }
  await checkPaymentPassword(db, memberId, input.paymentPassword, clock.now())
  const { result } = await db.transaction((tx) =>
    idempotent(tx, scope, input.idempotencyKey, body, () => writeOrder(deps, tx, memberId, input)),
  )
  const row = await repo.orderById(db, result.orderId)
  if (!row) fail('MALL_ORDER_NOT_FOUND')
  return toMallOrder(row, locale, clock.now())
}

async function writeOrder(deps: MallDeps, tx: Tx, memberId: string, input: PlaceMallOrderInput) {
  const now = deps.clock.now()
  const lines = await linesOf(tx, memberId, input.draft)
  const address = await addressQueries.ownedBy(tx, memberId, input.deliveryAddressId)
  if (!address) fail('ADDRESS_NOT_FOUND')
  const totals = totalsOf(lines)
  // A cash part a provider pays leaves the order unpaid; points and stock are taken now all the same.
  const unpaid = input.cashBy === 'provider' && totals.cashFen > 0
  // One goods row at a time in id order: two orders of the same goods never wait on each other crosswise.
  const byGoods = new Map<string, number>()
  for (const l of lines) byGoods.set(l.goods.id, (byGoods.get(l.goods.id) ?? 0) + l.number)
  for (const goodsId of [...byGoods.keys()].sort()) {
    if (!(await repo.takeStock(tx, goodsId, byGoods.get(goodsId) ?? 0))) fail('MALL_OUT_OF_STOCK')
  }
  const order = await repo.insertOrder(tx, {
    id: newId(),
    orderNo: `M${formatOrderNumber(now, await orderQueries.nextSequence(tx))}`,
    memberId,
    status: unpaid ? 'unpaid' : 'paid',
    cashPaidBy: unpaid ? null : 'balance',
    payDeadlineAt: unpaid ? new Date(now.getTime() + MALL_PAY_WINDOW_MS) : null,
    lines: lines.map(snapshot),
    points: totals.points,
    cashFen: totals.cashFen,
    address: {
      contactName: address.contactName,
      phone: address.phone,
      line: [address.city, address.street, address.door].filter(Boolean).join(' '),
    },
    createdAt: now,
  })
  await spend(tx, order.id, order.orderNo, memberId, unpaid ? { ...totals, cashFen: 0 } : totals, now)
  const cartLineIds = lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : []))
  if (cartLineIds.length) await repo.deleteCartLines(tx, memberId, cartLineIds)
  await repo.addHistory(tx, {
    id: newId(),
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    event: 'place',
    actor: 'member',
    createdAt: now,
  })
  return { orderId: order.id }
}

/** The points (never below zero: the ledger's guarded update) and the cash part from the balance. */
async function spend(
  tx: Tx,
  orderId: string,
  orderNo: string,
  memberId: string,
  totals: { points: number; cashFen: number },
  now: Date,
) {
  try {
    await postTransfer(
      tx,
      {
        idempotencyKey: `mall_points:${orderId}`,
        causeType: mallPurchaseCause,
        causeId: orderId,
        description: `points for mall order ${orderNo}`,
        legs: [
          { accountId: memberAccount(memberId, 'points'), amountFen: -totals.points },
          { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: totals.points },
        ],
      },
      now,
    )
  } catch (error) {
    if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE') fail('MALL_POINTS_NOT_ENOUGH')
    throw error
  }
  if (totals.cashFen > 0) {
    await postTransfer(
      tx,
      {
        idempotencyKey: `mall_cash:${orderId}`,
        causeType: mallPurchaseCause,
        causeId: orderId,
        description: `balance payment for mall order ${orderNo}`,
        legs: [
          { accountId: memberBalanceAccount(memberId), amountFen: -totals.cashFen },
          { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: totals.cashFen },
        ],
      },
      now,
    )
  }
}
