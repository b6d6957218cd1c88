import type { OrderDetail, OrderQuote, orderCalls, paymentCalls } from '@siam/contracts'
import { and, count, eq } from 'drizzle-orm'
import { balanceOf, memberBalanceAccount } from '../modules/ledger'
import { ledgerEntries } from '../modules/ledger/ledger.tables'
import { orderHistory, orders } from '../modules/orders/orders.tables'
import { payments } from '../modules/payments/payments.tables'
import { newId } from '../platform/ids'
import type { FixtureShop } from './fixtures'
import type { TestApp } from './harness'
import type { RequestBody } from './requests'

/** The body that previews an order (and, with a total and a key, places it). */
export type Draft = RequestBody<typeof orderCalls.preview>
/** Fields a test changes in a draft. */
export type DraftChanges = Partial<Draft>

/** One small noodles (28 yuan + 1 packing) and one milk tea (12 yuan): 41 yuan of goods and packing. */
export function deliveryDraft(shop: FixtureShop, addressId: string, extra: DraftChanges = {}): Draft {
  return {
    shopId: shop.shopId,
    shoppingWay: 'delivery',
    deliveryAddressId: addressId,
    items: [
      { goodsId: shop.noodlesId, optionIds: [shop.smallId], number: 1 },
      { goodsId: shop.teaId, optionIds: [], number: 1 },
    ],
    contactPhone: '13800138000',
    ...extra,
  }
}

export function pickupDraft(shop: FixtureShop, extra: DraftChanges = {}): Draft {
  return {
    shopId: shop.shopId,
    shoppingWay: 'pickup',
    items: [{ goodsId: shop.teaId, optionIds: [], number: 1 }],
    contactPhone: '13800138000',
    ...extra,
  }
}

/** Previews the draft and places it at the previewed total. */
export async function placeOrder(
  t: TestApp,
  token: string,
  draft: Draft,
  idempotencyKey = `order-${newId()}`,
) {
  const quote = await t.ok<OrderQuote>('member/order/preview', draft, token)
  const body: RequestBody<typeof orderCalls.insert> = {
    ...draft,
    expectedTotalFen: quote.totalFen,
    idempotencyKey,
  }
  return t.ok<OrderDetail>('member/order/insert', body, token)
}

export async function payByBalance(t: TestApp, token: string, orderId: string) {
  const body: RequestBody<typeof paymentCalls.byBalance> = {
    orderId,
    paymentPassword: '123456',
    idempotencyKey: `pay-${newId()}`,
  }
  return t.ok<OrderDetail>('member/platformPay/byBalance', body, token)
}

export async function orderCount(t: TestApp, memberId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId))
  return Number(row?.n ?? 0)
}

export async function historyOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(orderHistory.createdAt)
}

export async function paymentsOf(t: TestApp, orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId))
}

export async function ledgerEntriesOf(t: TestApp, causeId: string, causeType?: string) {
  return t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.causeId, causeId), causeType ? eq(ledgerEntries.causeType, causeType) : undefined),
    )
}

export function memberBalance(t: TestApp, memberId: string): Promise<number> {
  return balanceOf(t.db, memberBalanceAccount(memberId))
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new Error(`no order ${orderId}`)
  return row
}
