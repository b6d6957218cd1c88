import type { BillingRecord, OrderDetail } from '@siam/contracts'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import {
  type DraftChanges,
  deliveryDraft,
  orderRow,
  payByBalance,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'
import { ledgerAudit, PLATFORM_ACCOUNTS } from '../ledger'
import { orders } from '../orders/orders.tables'
import {
  consoleMoves,
  creditJob,
  DAY_MS,
  grantCoupon,
  reportRefund,
  wallet,
  walletEntries,
} from './loyalty.kit'
import { inviteRewardFor, pointsFor, proportion } from './loyalty.rules'
import { loyaltyAwards } from './loyalty.tables'

/*
 * The fixture shop's delivery draft (one noodles, one tea) costs 41 yuan: 40 yuan of goods, 1 of
 * packing, 5 off by full reduction, 5 of delivery fee. Three teas for pickup cost 36 - 5 = 31 yuan.
 */
const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR_MS = 60 * 60_000
type Member = TestMember

describe('points and invitation rewards', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let merchant: string
  let moves: ReturnType<typeof consoleMoves>

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    moves = consoleMoves(t, merchant)
  })

  async function newMember(inviterId?: string) {
    const m = await createMember(t, { balanceFen: 1_000_000 })
    if (inviterId) await t.db.update(members).set({ inviterId }).where(eq(members.id, m.memberId))
    return { ...m, address: (await createAddress(t, m.token)).id }
  }
  async function paidOrder(m: Member & { address: string }, extra: DraftChanges = {}) {
    const order = await placeOrder(t, m.token, deliveryDraft(shop, m.address, extra))
    await payByBalance(t, m.token, order.id)
    return order
  }
  const award = async (orderId: string) => {
    const [row] = await t.db.select().from(loyaltyAwards).where(eq(loyaltyAwards.orderId, orderId))
    return row
  }
  const records = (m: Member, coinType: string) =>
    t.ok<{ records: BillingRecord[] }>('member/billingRecord/list', { coinType, pageNo: -1 }, m.token)
  /** Completes a paid delivery order by the member's confirmation. */
  async function complete(m: Member, order: OrderDetail) {
    await moves.toDelivered(order.id)
    await t.ok('member/order/confirmReceipt', { id: order.id }, m.token)
  }

  describe('the arithmetic', () => {
    it('floors points per whole yuan, rewards at 2% and reversals in proportion', () => {
      expect(pointsFor(4099, 1)).toBe(40)
      expect(pointsFor(4100, 1)).toBe(41)
      expect(pointsFor(99, 1)).toBe(0)
      expect(pointsFor(4100, 2)).toBe(82)
      expect(inviteRewardFor(4000)).toBe(80)
      expect(inviteRewardFor(4049)).toBe(80)
      expect(inviteRewardFor(49)).toBe(0)
      expect(proportion(29, 1000, 2950)).toBe(9)
      expect(proportion(29, 2950, 2950)).toBe(29)
      expect(proportion(29, 0, 2950)).toBe(0)
      expect(proportion(5, 10, 0)).toBe(0)
      // Exact beyond 2^53: 10^9 fen of reward x 10^9 fen refunded.
      expect(proportion(1_000_000_000, 999_999_999, 1_000_000_000)).toBe(999_999_999)
    })
  })

  describe('earning', () => {
    it('records floor(yuan paid) points as not yet credited, once per order', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(41)
      expect(await wallet(t, m.memberId, 'points')).toBe(0)
      expect(await award(order.id)).toMatchObject({
        paidFen: 4100,
        points: 41,
        rewardFen: 0,
        inviterId: null,
        status: 'pending',
      })
      // A second report of the payment (a replayed notification, a retried hook) earns nothing more.
      await t.db.transaction((tx) => t.app.services.loyalty.orderPaid(tx, order.id))
      expect(await walletEntries(t, m.memberId, 'points_pending')).toEqual(['points_earned 41'])
      const listed = await records(m, 'uncreditedPoints')
      expect(listed.records).toEqual([
        expect.objectContaining({
          coinType: 'uncreditedPoints',
          amount: 41,
          balanceAfter: 41,
          causeType: 'points_earned',
          causeId: order.id,
          reference: order.orderNo,
        }),
      ])
      const detail = await t.ok<{ orderId: string | null; payType: string | null }>(
        'member/billingRecord/selectById',
        { id: listed.records[0]?.id },
        m.token,
      )
      expect(detail).toMatchObject({ orderId: order.id, payType: 'balance' })
    })

    it('counts only whole yuan actually paid, at the points-per-yuan setting', async () => {
      const m = await newMember()
      const coupon = await grantCoupon(t, m.memberId, { amountFen: 1, thresholdFen: 0 })
      const odd = await paidOrder(m, { couponId: coupon })
      expect((await orderRow(t, odd.id)).paidFen).toBe(4099)
      expect((await award(odd.id))?.points).toBe(40)
      await t.app.moduleDeps.settings.set('pointsPerYuan', 2)
      try {
        const doubled = await paidOrder(m)
        expect((await award(doubled.id))?.points).toBe(82)
      } finally {
        await t.app.moduleDeps.settings.set('pointsPerYuan', 1)
      }
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(40 + 82)
    })

    it('earns nothing for an order cancelled unpaid', async () => {
      const m = await newMember()
      const order = await placeOrder(t, m.token, deliveryDraft(shop, m.address))
      await t.ok('member/order/cancelOrder', { id: order.id }, m.token)
      expect(await award(order.id)).toBeUndefined()
      expect(await walletEntries(t, m.memberId, 'points_pending')).toEqual([])
    })
  })

  describe('crediting', () => {
    it('credits the points 7 days after the member confirms receipt, once', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      await complete(m, order)
      expect(await creditJob(t, order.id)).toMatchObject({
        runAt: new Date(NOON.getTime() + 7 * DAY_MS),
        status: 'pending',
      })
      t.clock.advance(7 * DAY_MS - 60_000)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(0)
      t.clock.advance(60_000)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(41)
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
      expect(await award(order.id)).toMatchObject({ status: 'credited', creditedAt: t.clock.now() })
      expect(await t.app.services.loyalty.creditOrder(t.db, order.id)).toBe(false)
      expect(await walletEntries(t, m.memberId, 'points')).toEqual(['points_credited 41'])
      expect((await records(m, 'points')).records[0]).toMatchObject({
        causeType: 'points_credited',
        amount: 41,
        reference: order.orderNo,
      })
    })

    it('starts the wait at auto-completion and when a pickup order is served', async () => {
      const m = await newMember()
      const delivered = await paidOrder(m)
      await moves.toDelivered(delivered.id)
      t.clock.advance(HOUR_MS)
      await t.app.jobs.drain()
      expect((await orderRow(t, delivered.id)).status).toBe(6)
      expect((await creditJob(t, delivered.id))?.runAt).toEqual(
        new Date(NOON.getTime() + HOUR_MS + 7 * DAY_MS),
      )

      t.clock.set(NOON)
      const pickup = await placeOrder(t, m.token, pickupDraft(shop))
      await payByBalance(t, m.token, pickup.id)
      await moves.markReady(pickup.id)
      await moves.pickedUp(pickup.id)
      expect((await creditJob(t, pickup.id))?.runAt).toEqual(new Date(NOON.getTime() + 7 * DAY_MS))
      t.clock.advance(7 * DAY_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(12)
      t.clock.advance(HOUR_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(12 + 41)
    })

    it('starts the wait when an after-sale ends an order that never completed', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      const { orders: service } = t.app.services
      await t.db.transaction(async (tx) => {
        const row = await service.lock(tx, order.id)
        if (!row) throw new Error('no order')
        const applied = await service.transition(tx, row, 'apply_refund', { type: 'member', id: m.memberId })
        await service.transition(tx, applied, 'refund_refused', { type: 'merchant', id: null })
      })
      expect((await orderRow(t, order.id)).status).toBe(9)
      expect((await creditJob(t, order.id))?.runAt).toEqual(new Date(NOON.getTime() + 7 * DAY_MS))
    })

    it('waits while an after-sale request is open at the time of crediting', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      await complete(m, order)
      await t.db.update(orders).set({ status: 7 }).where(eq(orders.id, order.id))
      t.clock.advance(7 * DAY_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(0)
      expect(await award(order.id)).toMatchObject({ status: 'pending' })
      await t.db.update(orders).set({ status: 9 }).where(eq(orders.id, order.id))
      t.clock.advance(HOUR_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(41)
    })
  })

  describe('reversing', () => {
    it('reverses in proportion to everything refunded so far, exactly all at the end', async () => {
      const m = await newMember()
      // Three teas with a 1.50 yuan coupon: 36 - 1.5 = 34.5 -> 5 off: 29.50 yuan paid, 29 points.
      const coupon = await grantCoupon(t, m.memberId, { amountFen: 150, thresholdFen: 0 })
      const order = await placeOrder(
        t,
        m.token,
        pickupDraft(shop, { couponId: coupon, items: [{ goodsId: shop.teaId, optionIds: [], number: 3 }] }),
      )
      await payByBalance(t, m.token, order.id)
      expect(await award(order.id)).toMatchObject({ paidFen: 2950, points: 29 })
      const tea = { index: 0, quantity: 1 }
      await reportRefund(t, order, [tea], 1000)
      // floor(29 x 10 / 29.5) = 9
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(20)
      await reportRefund(t, order, [tea], 1000)
      // floor(29 x 20 / 29.5) = 19: 10 more, where each refund on its own would give 9
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(10)
      await reportRefund(t, order, [tea], 950)
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
      expect(await award(order.id)).toMatchObject({
        refundedFen: 2950,
        pointsReversed: 29,
        status: 'reversed',
      })
      // Reported again as a whole-order refund (the status change to 8 does that): nothing more.
      await reportRefund(t, order, [], 0, true)
      expect(await walletEntries(t, m.memberId, 'points_pending')).toEqual([
        'points_earned 29',
        'points_reversed -9',
        'points_reversed -10',
        'points_reversed -10',
      ])
    })

    it('never reverses more than earned, even when refunds are reported beyond what was paid', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      await reportRefund(t, order, [{ index: 1, quantity: 1 }], 3000)
      await reportRefund(t, order, [{ index: 0, quantity: 1 }], 3000)
      expect(await award(order.id)).toMatchObject({ refundedFen: 4100, pointsReversed: 41 })
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
    })

    it('reverses everything when the merchant rejects the order', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      await moves.reject(order.id)
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
      expect(await award(order.id)).toMatchObject({ pointsReversed: 41, status: 'reversed' })
      // Completion cannot follow a rejection; a stray credit finds nothing to credit.
      expect(await t.app.services.loyalty.creditOrder(t.db, order.id)).toBe(false)
      expect(await wallet(t, m.memberId, 'points')).toBe(0)
    })

    it('reverses nothing once the points are credited', async () => {
      const m = await newMember()
      const order = await paidOrder(m)
      await complete(m, order)
      t.clock.advance(7 * DAY_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, m.memberId, 'points')).toBe(41)
      await reportRefund(t, order, [{ index: 1, quantity: 1 }], 1200)
      await reportRefund(t, order, [{ index: 0, quantity: 1 }], 2900, true)
      expect(await wallet(t, m.memberId, 'points')).toBe(41)
      expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
      expect(await award(order.id)).toMatchObject({ status: 'credited', pointsReversed: 0 })
    })
  })

  describe('invitation rewards', () => {
    it('earns the inviter 2% of the goods, reverses it in proportion, then credits the rest', async () => {
      const inviter = await newMember()
      const friend = await newMember(inviter.memberId)
      const order = await paidOrder(friend)
      // Goods 40 yuan (packing and fee excluded): 0.80 yuan for the inviter, the friend's 41 points.
      expect(await award(order.id)).toMatchObject({ inviterId: inviter.memberId, rewardFen: 80, points: 41 })
      expect(await wallet(t, inviter.memberId, 'reward_pending')).toBe(80)
      expect(await wallet(t, friend.memberId, 'points_pending')).toBe(41)
      expect(await wallet(t, friend.memberId, 'reward_pending')).toBe(0)
      // The tea (12 of 41 yuan paid) is refunded: floor(80 x 12/41) = 23 fen and floor(41 x 12/41) = 12 points.
      await reportRefund(t, order, [{ index: 1, quantity: 1 }], 1200)
      expect(await wallet(t, inviter.memberId, 'reward_pending')).toBe(57)
      expect(await wallet(t, friend.memberId, 'points_pending')).toBe(29)
      await complete(friend, order)
      t.clock.advance(7 * DAY_MS)
      await t.app.jobs.drain()
      expect(await wallet(t, inviter.memberId, 'reward')).toBe(57)
      expect(await wallet(t, inviter.memberId, 'reward_pending')).toBe(0)
      expect(await wallet(t, friend.memberId, 'points')).toBe(29)
      expect(await walletEntries(t, inviter.memberId, 'reward_pending')).toEqual([
        'reward_earned 80',
        'reward_reversed -23',
        'reward_credited -57',
      ])
      // The inviter's bill names the friend's order but does not link to it.
      const [credited] = (await records(inviter, 'reward')).records
      expect(credited).toMatchObject({ causeType: 'reward_credited', amount: 57, reference: order.orderNo })
      expect(
        await t.ok('member/billingRecord/selectById', { id: credited?.id }, inviter.token),
      ).toMatchObject({ orderId: null, payType: null })
    })

    it('reverses the whole reward when the order is rejected, and pays none without a real inviter', async () => {
      const inviter = await newMember()
      const friend = await newMember(inviter.memberId)
      const rejected = await paidOrder(friend)
      await moves.reject(rejected.id)
      expect(await wallet(t, inviter.memberId, 'reward_pending')).toBe(0)
      expect(await award(rejected.id)).toMatchObject({
        rewardFen: 80,
        rewardReversedFen: 80,
        status: 'reversed',
      })

      const ghost = await newMember('no-such-member')
      const self = await newMember()
      await t.db.update(members).set({ inviterId: self.memberId }).where(eq(members.id, self.memberId))
      for (const m of [ghost, self]) {
        const order = await paidOrder(m)
        expect(await award(order.id)).toMatchObject({ inviterId: null, rewardFen: 0, points: 41 })
      }
    })
  })

  it('leaves the ledger balanced: what the platform issued is what the wallets hold', async () => {
    const one = async (query: ReturnType<typeof sql>) =>
      Number((await t.db.execute<{ n: string | number }>(query)).rows[0]?.n ?? 0)
    expect(await one(sql`select coalesce(sum(amount_fen), 0) as n from ledger_entries`)).toBe(0)
    expect(
      await one(sql`select count(*) as n from (select transfer_id from ledger_entries group by transfer_id
                    having sum(amount_fen) <> 0 or count(*) <> 2) x`),
    ).toBe(0)
    expect(
      await one(sql`select count(*) as n from ledger_accounts a
                    left join (select account_id, sum(amount_fen) as s from ledger_entries group by account_id) e
                      on e.account_id = a.id
                    where a.balance_fen <> coalesce(e.s, 0) or (a.id like 'member:%' and a.balance_fen < 0)`),
    ).toBe(0)
    const issued = await ledgerAudit.sumOfEntries(t.db, PLATFORM_ACCOUNTS.pointsIssued)
    const held = await one(
      sql`select coalesce(sum(balance_fen), 0) as n from ledger_accounts
          where id like 'member:%:points' or id like 'member:%:points_pending'`,
    )
    expect(held).toBeGreaterThan(0)
    expect(issued).toBe(-held)
    const owed = await ledgerAudit.sumOfEntries(t.db, PLATFORM_ACCOUNTS.rewards)
    const rewards = await one(
      sql`select coalesce(sum(balance_fen), 0) as n from ledger_accounts
          where id like 'member:%:reward' or id like 'member:%:reward_pending'`,
    )
    expect(rewards).toBeGreaterThan(0)
    expect(owed).toBe(-rewards)
    // Every award agrees with the points its member holds for it, credited or not.
    const awards = await t.db.select().from(loyaltyAwards)
    const points = (w: (typeof awards)[number]) => w.points - w.pointsReversed
    expect(awards.reduce((n, w) => n + points(w), 0)).toBe(held)
  })
})
