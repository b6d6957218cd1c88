/**
 * Helpers for the loyalty tests (used by loyalty/*.test.ts only): coupons handed out directly, orders
 * moved through the console, refund decisions reported the way the after-sale flow reports them.
 */
import type { OrderDetail } from '@siam/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { jobs } from '../../jobs/jobs.tables'
import type { TestApp } from '../../test/harness'
import { type CouponGrant, couponsRepository } from '../coupons/coupons.repository'
import { balanceOf, memberAccount, type WalletKind } from '../ledger'
import { ledgerEntries } from '../ledger/ledger.tables'
import { orderItems } from '../orders/orders.tables'

export const DAY_MS = 24 * 60 * 60_000

/** A shop coupon of 10 yuan above 30 yuan at every shop, valid from yesterday for 30 days. */
export async function grantCoupon(t: TestApp, memberId: string, overrides: Partial<CouponGrant> = {}) {
  const now = t.clock.now().getTime()
  return couponsRepository.grant(
    t.db,
    {
      memberId,
      kind: 'shop',
      title: { en: 'Ten off', 'zh-Hans': '减10元' },
      amountFen: 1000,
      thresholdFen: 3000,
      shopId: null,
      validFrom: new Date(now - DAY_MS),
      validUntil: new Date(now + 30 * DAY_MS),
      source: 'campaign',
      ...overrides,
    },
    t.clock.now(),
  )
}

export async function couponOf(t: TestApp, id: string) {
  const row = await couponsRepository.byId(t.db, id)
  if (!row) throw new Error(`no coupon ${id}`)
  return row
}

export function wallet(t: TestApp, memberId: string, kind: WalletKind) {
  return balanceOf(t.db, memberAccount(memberId, kind))
}

/** The entries of a wallet, oldest first, as cause and amount. */
export async function walletEntries(t: TestApp, memberId: string, kind: WalletKind) {
  const rows = await t.db
    .select({ causeType: ledgerEntries.causeType, amount: ledgerEntries.amountFen })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, memberAccount(memberId, kind)))
    .orderBy(ledgerEntries.seq)
  return rows.map((r) => `${r.causeType} ${r.amount}`)
}

/**
 * A refund decision as the after-sale flow reports it: the lines' refunded quantities are raised
 * first, then `orderRefunded` runs, in one transaction.
 */
export async function reportRefund(
  t: TestApp,
  order: OrderDetail,
  lines: { index: number; quantity: number }[],
  amountFen: number,
  wholeOrder = false,
) {
  await t.db.transaction(async (tx) => {
    const parts = lines.map(({ index, quantity }) => {
      const line = order.lines[index]
      if (!line) throw new Error(`order ${order.id} has no line ${index}`)
      return { orderItemId: line.id, quantity }
    })
    for (const part of parts) {
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${part.quantity}` })
        .where(eq(orderItems.id, part.orderItemId))
    }
    await t.app.services.loyalty.orderRefunded(tx, {
      orderId: order.id,
      lines: parts,
      amountFen,
      wholeOrder,
    })
  })
}

export async function creditJob(t: TestApp, orderId: string) {
  const [row] = await t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'loyalty.credit'), eq(jobs.dedupeKey, orderId)))
  return row
}

/** The console's moves, as the merchant makes them. */
export function consoleMoves(t: TestApp, merchant: string) {
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await t.call(path, body, merchant)
    if (!res.success) throw new Error(`${path} failed: ${res.errorKey}`)
  }
  return {
    accept: (id: string) => ok('merchant/order/updateStatus', { id, action: 'accept' }),
    markReady: (id: string) => ok('merchant/order/updateStatus', { id, action: 'mark_ready' }),
    pickedUp: (id: string) => ok('merchant/order/updateStatus', { id, action: 'picked_up' }),
    dispatch: (id: string) =>
      ok('merchant/order/dispatch', { id, courierName: 'Wang', courierPhone: '13912345678' }),
    deliver: (id: string) => ok('merchant/order/updateStatus', { id, action: 'deliver' }),
    reject: (id: string) => ok('merchant/order/reject', { id, reason: 'Sold out' }),
    /** accept, dispatch, deliver: a paid delivery order brought to 12. */
    async toDelivered(id: string) {
      await this.accept(id)
      await this.dispatch(id)
      await this.deliver(id)
    },
  }
}
