import type { OrderDetail, OrderQuote } from '@siam/contracts'
import { and, count, eq } from 'drizzle-orm'
import { testConfig } from '../config'
import { balanceOf, memberBalanceAccount } from '../modules/ledger'
import { ledgerEntries } from '../modules/ledger/ledger.tables'
import { orderHistory, orders } from '../modules/orders/orders.tables'
import { payments } from '../modules/payments/payments.tables'
import { newId } from '../platform/ids'
import type { FixtureShop } from './fixtures'
import { createTestApp, type TestApp } from './harness'

/**
 * A test app whose sign-in rate limit does not get in the way of files that sign in many members
 * (the limit itself is the auth module's to test).
 */
export function createApiTestApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  return createTestApp({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), ...overrides })
}

export type Draft = Record<string, unknown>

/** One small noodles (28 yuan + 1 packing) and one milk tea (12 yuan): 41 yuan of goods and packing. */
export function deliveryDraft(shop: FixtureShop, addressId: string, extra: Draft = {}): Draft {
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

export function pickupDraft(shop: FixtureShop, extra: Draft = {}): Draft {
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
  return t.ok<OrderDetail>(
    'member/order/insert',
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey },
    token,
  )
}

export async function payByBalance(t: TestApp, token: string, orderId: string) {
  return t.ok<OrderDetail>(
    'member/platformPay/byBalance',
    { orderId, paymentPassword: '123456', idempotencyKey: `pay-${newId()}` },
    token,
  )
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
