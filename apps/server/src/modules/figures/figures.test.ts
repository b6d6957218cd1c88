import type { Figures, OrderDetail } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { payByBalance, pickupDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'

// 12:00 in Shanghai on 21 November
const NOON = new Date('2026-11-21T04:00:00Z')
const DAY = 24 * 60 * 60_000

describe('console figures', () => {
  const t = useApiTestApp({ at: NOON })
  let a: FixtureShop
  let b: FixtureShop
  let merchantA: string
  let platform: string
  const paid: OrderDetail[] = []

  async function paidOrder(shop: FixtureShop, token: string, extra = {}) {
    const order = await placeOrder(t, token, pickupDraft(shop, extra))
    await payByBalance(t, token, order.id)
    return order
  }

  beforeAll(async () => {
    a = await createFixtureShop(t.db)
    b = await createFixtureShop(t.db)
    merchantA = await createMerchant(t, [a.shopId])
    platform = await createMerchant(t, [], 'platform')
    // yesterday: one order at A, by a member who joined yesterday
    t.clock.set(new Date(NOON.getTime() - DAY))
    const early = await createMember(t, { balanceFen: 100_000 })
    paid.push(await paidOrder(a, early.token))
    // today: two at A (noodles, then tea), one at B, by two members who joined today
    t.clock.set(NOON)
    const m = await createMember(t, { balanceFen: 100_000 })
    await createMember(t)
    paid.push(
      await paidOrder(a, m.token, {
        items: [{ goodsId: a.noodlesId, optionIds: [a.smallId], number: 2 }],
      }),
    )
    paid.push(await paidOrder(a, m.token))
    paid.push(await paidOrder(b, m.token))
    // an unpaid order counts nowhere
    await placeOrder(t, m.token, pickupDraft(a))
    // the tea order at A is refunded in full today
    const tea = paid[2] as OrderDetail
    const refund = await t.ok<{ refunds: { id: string }[] }>(
      'member/order/applyRefund',
      {
        orderId: tea.id,
        items: tea.lines.map((l) => ({ orderItemId: l.id, number: l.quantity })),
        reason: 16,
        description: 'Cold',
        images: [],
        idempotencyKey: `rf-${newId()}`,
      },
      m.token,
    )
    await t.ok(
      'merchant/refund/audit',
      { refundId: refund.refunds[0]?.id, decision: 'approve', reason: '' },
      merchantA,
    )
  })

  const total = (o: OrderDetail | undefined) => o?.totalFen ?? Number.NaN

  it("counts a merchant's own shop for today: orders, revenue, average, refunds, top dishes", async () => {
    const [, noodles, tea] = paid
    const today = await t.ok<Figures>('merchant/figures/summary', { range: 'today' }, merchantA)
    const revenue = total(noodles) + total(tea)
    expect(today.days).toEqual([
      {
        date: '2026-11-21',
        orders: 2,
        revenueFen: revenue,
        refunds: 1,
        refundedFen: total(tea),
        newMembers: 0,
      },
    ])
    expect(today.totals).toMatchObject({
      orders: 2,
      revenueFen: revenue,
      averageTicketFen: Math.round(revenue / 2),
      refunds: 1,
      refundedFen: total(tea),
      netFen: total(noodles),
      newMembers: 0,
    })
    expect(today.topDishes.map((d) => [d.goodsId, d.quantity])).toEqual([
      [a.noodlesId, 2],
      [a.teaId, 1],
    ])
    expect(today.shops.map((s) => s.shopId)).toEqual([a.shopId])
  })

  it('7 days: every day of the window, zeros included, with yesterday', async () => {
    const week = await t.ok<Figures>('merchant/figures/summary', { range: '7d' }, merchantA)
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ])
    expect(week.days.map((d) => d.orders)).toEqual([0, 0, 0, 0, 0, 1, 2])
    expect(week.totals.orders).toBe(3)
    expect(week.days[5]?.revenueFen).toBe(total(paid[0]))
  })

  it("never shows another shop's figures to a merchant", async () => {
    const other = await t.ok<Figures>(
      'merchant/figures/summary',
      { range: '30d', shopId: b.shopId },
      merchantA,
    )
    expect(other.totals).toMatchObject({ orders: 0, revenueFen: 0, refunds: 0 })
    expect(other.shops).toEqual([])
    expect(other.topDishes).toEqual([])
    expect(other.days).toHaveLength(30)
  })

  it('platform: every shop, new members per day; merchants and members are refused', async () => {
    const today = await t.ok<Figures>('admin/figures/summary', { range: 'today' }, platform)
    expect(today.totals.orders).toBeGreaterThanOrEqual(3)
    expect(today.shops.map((s) => s.shopId)).toEqual(expect.arrayContaining([a.shopId, b.shopId]))
    const shopB = today.shops.find((s) => s.shopId === b.shopId)
    expect(shopB).toMatchObject({ orders: 1, revenueFen: total(paid[3]) })
    expect(today.totals.newMembers).toBeGreaterThanOrEqual(2)
    const week = await t.ok<Figures>('admin/figures/summary', { range: '7d' }, platform)
    expect(week.days[5]?.newMembers).toBeGreaterThanOrEqual(1)
    // one shop: that shop only, and no member counts (members belong to no shop)
    const onlyB = await t.ok<Figures>('admin/figures/summary', { range: 'today', shopId: b.shopId }, platform)
    expect(onlyB.totals).toMatchObject({ orders: 1, newMembers: 0 })

    expect(await t.call('admin/figures/summary', { range: 'today' }, merchantA)).toMatchObject({
      status: 403,
      errorKey: 'FORBIDDEN',
    })
    const m = await createMember(t)
    expect(await t.call('merchant/figures/summary', { range: 'today' }, m.token)).toMatchObject({
      status: 403,
    })
    expect(await t.call('merchant/figures/summary', { range: 'year' }, merchantA)).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
    })
  })
})
