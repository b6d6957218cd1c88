import type { Coupon, CouponCampaign, DrawRecord } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { balanceOf, ledgerAudit, memberAccount } from '../ledger'
import { campaignsRepository } from './campaigns.repository'

const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR = 60 * 60_000

type CampaignView = { id: string; claimed: number; used: number; total: number; shopId: string | null }

const shopTemplate = (over: Record<string, unknown> = {}) => ({
  kind: 'shop',
  title: { en: 'Eight off from 30', 'zh-Hans': '满30减8' },
  rules: { en: 'One per order.' },
  amountFen: 800,
  thresholdFen: 3000,
  validity: { type: 'days', days: 7 },
  ...over,
})

const window = (over: Record<string, unknown> = {}) => ({
  startsAt: new Date(NOON.getTime() - HOUR).toISOString(),
  endsAt: new Date(NOON.getTime() + 24 * HOUR).toISOString(),
  ...over,
})

describe('coupon campaigns, the coupon centre and the double draw', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let otherShop: FixtureShop
  let admin: string
  let merchant: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    otherShop = await createFixtureShop(t.db)
    admin = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [shop.shopId])
  })

  const createCampaign = (body: Record<string, unknown>, token = admin) =>
    t.ok<CampaignView>(
      'admin/coupon/create',
      { template: shopTemplate(), total: 5, perMember: 1, ...window(), ...body },
      token,
    )

  describe('console: who may create what', () => {
    it('refuses members and merchants on the platform calls', async () => {
      const m = await createMember(t)
      const body = { template: shopTemplate(), total: 5, ...window() }
      expect(await t.call('admin/coupon/create', body, m.token)).toMatchObject({
        status: 403,
        errorKey: 'FORBIDDEN',
      })
      expect(await t.call('admin/coupon/create', body, merchant)).toMatchObject({
        status: 403,
        errorKey: 'FORBIDDEN',
      })
      expect(
        await t.call('admin/coupon/give', { memberId: m.memberId, template: shopTemplate() }, merchant),
      ).toMatchObject({
        errorKey: 'FORBIDDEN',
      })
      expect(await t.call('admin/draw/prizes/set', { prizes: [] }, merchant)).toMatchObject({
        errorKey: 'FORBIDDEN',
      })
    })

    it('lets a merchant give away shop coupons of their own shop within the limits, nothing else', async () => {
      const own = { template: shopTemplate({ shopId: shop.shopId }), total: 100, ...window() }
      const created = await t.ok<CampaignView>('merchant/coupon/create', own, merchant)
      expect(created).toMatchObject({ shopId: shop.shopId, total: 100, claimed: 0 })
      const refusals = [
        { ...own, template: shopTemplate({ shopId: otherShop.shopId }) },
        { ...own, template: shopTemplate({ shopId: shop.shopId, amountFen: 10_001 }) },
        { ...own, template: shopTemplate({ shopId: shop.shopId, kind: 'delivery' }) },
        { ...own, total: 10_001 },
      ]
      for (const body of refusals) {
        const r = await t.call('merchant/coupon/create', body, merchant, { mlang: 'zh-Hans' })
        expect(r).toMatchObject({ status: 400, errorKey: 'COUPON_OVER_MERCHANT_LIMIT' })
        expect(r.message).toContain('100')
      }
      const mine = await t.ok<CampaignView[]>('merchant/coupon/list', {}, merchant)
      expect(mine.map((c) => c.id)).toEqual([created.id])
    })

    it('takes the merchant limits from the settings, and names them in the refusal', async () => {
      const settings = t.app.moduleDeps.settings
      await settings.set('merchantCouponMaxAmountFen', 2_000)
      await settings.set('merchantCouponMaxTotal', 50)
      try {
        const own = {
          template: shopTemplate({ shopId: shop.shopId, amountFen: 2_000 }),
          total: 50,
          ...window(),
        }
        expect(await t.call('merchant/coupon/create', own, merchant)).toMatchObject({ success: true })
        for (const body of [
          { ...own, template: shopTemplate({ shopId: shop.shopId, amountFen: 2_001 }) },
          { ...own, total: 51 },
        ]) {
          const r = await t.call('merchant/coupon/create', body, merchant)
          expect(r).toMatchObject({ status: 400, errorKey: 'COUPON_OVER_MERCHANT_LIMIT' })
          expect(r.message).toContain('at most 20 yuan off, at most 50 coupons')
        }
      } finally {
        await settings.set('merchantCouponMaxAmountFen', 10_000)
        await settings.set('merchantCouponMaxTotal', 10_000)
      }
    })

    it('edits and ends campaigns: the platform any, a merchant only their own giveaways', async () => {
      const platformOne = await createCampaign({ template: shopTemplate({ shopId: shop.shopId }), total: 5 })
      const own = { template: shopTemplate({ shopId: shop.shopId }), total: 20, ...window() }
      const giveaway = await t.ok<CampaignView>('merchant/coupon/create', own, merchant)
      const theirs = await createMerchant(t, [otherShop.shopId])
      const change = (id: string, over: Record<string, unknown> = {}) => ({
        id,
        total: 30,
        perMember: 2,
        endsAt: new Date(NOON.getTime() + 48 * HOUR).toISOString(),
        ...over,
      })
      // the list names the shop
      const listed = await t.ok<(CampaignView & { shopName: string | null })[]>(
        'merchant/coupon/list',
        {},
        merchant,
      )
      expect(listed.find((c) => c.id === giveaway.id)?.shopName).toEqual(expect.any(String))

      expect(await t.ok('merchant/coupon/update', change(giveaway.id), merchant)).toMatchObject({
        id: giveaway.id,
        total: 30,
        perMember: 2,
      })
      // someone else's campaign, a platform campaign, a member: not found or forbidden, nothing changes
      for (const [id, token] of [
        [giveaway.id, theirs],
        [platformOne.id, merchant],
      ] as const) {
        expect(await t.call('merchant/coupon/update', change(id, { total: 7 }), token)).toMatchObject({
          status: 404,
          errorKey: 'COUPON_CAMPAIGN_NOT_FOUND',
        })
        expect(await t.call('merchant/coupon/end', { id }, token)).toMatchObject({
          status: 404,
          errorKey: 'COUPON_CAMPAIGN_NOT_FOUND',
        })
      }
      const m = await createMember(t)
      expect(await t.call('admin/coupon/end', { id: platformOne.id }, m.token)).toMatchObject({ status: 403 })
      expect(await t.call('admin/coupon/update', change(platformOne.id), merchant)).toMatchObject({
        errorKey: 'FORBIDDEN',
      })
      // over the merchant limit, the end before the start, below what was claimed
      expect(
        await t.call('merchant/coupon/update', change(giveaway.id, { total: 10_001 }), merchant),
      ).toMatchObject({
        status: 400,
        errorKey: 'COUPON_OVER_MERCHANT_LIMIT',
      })
      expect(
        await t.call(
          'admin/coupon/update',
          change(platformOne.id, { endsAt: new Date(NOON.getTime() - 2 * HOUR).toISOString() }),
          admin,
        ),
      ).toMatchObject({ status: 400, errorKey: 'COUPON_TEMPLATE_INVALID' })
      for (const token of [m.token, (await createMember(t)).token])
        await t.ok('member/coupon/claim', { campaignId: platformOne.id }, token)
      const below = await t.call('admin/coupon/update', change(platformOne.id, { total: 1 }), admin, {
        mlang: 'zh-Hans',
      })
      expect(below).toMatchObject({ status: 409, errorKey: 'COUPON_BELOW_CLAIMED' })
      expect(below.message).toContain('2')
      expect(await t.ok('admin/coupon/update', change(platformOne.id, { total: 2 }), admin)).toMatchObject({
        total: 2,
        claimed: 2,
      })
      // ended: nobody claims any more (it left the centre), it cannot be edited, ending again is harmless
      expect(await t.ok('merchant/coupon/end', { id: giveaway.id }, merchant)).toMatchObject({
        active: false,
      })
      expect(await t.ok('admin/coupon/end', { id: giveaway.id }, admin)).toMatchObject({ active: false })
      expect(await t.call('member/coupon/claim', { campaignId: giveaway.id }, m.token)).toMatchObject({
        errorKey: 'COUPON_CAMPAIGN_NOT_FOUND',
      })
      expect(await t.call('merchant/coupon/update', change(giveaway.id), merchant)).toMatchObject({
        status: 409,
        errorKey: 'COUPON_CAMPAIGN_NOT_OPEN',
      })
      // the claimed coupons stay valid
      const mine = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'shop' }, m.token)
      expect(mine.records.filter((c) => c.source === 'campaign')).toHaveLength(1)
    })

    it('refuses terms a kind does not allow, and stores nothing', async () => {
      const before = (await t.ok<CampaignView[]>('admin/coupon/list', {}, admin)).length
      for (const template of [
        shopTemplate({ kind: 'delivery', percentOff: 10 }),
        shopTemplate({ kind: 'rebateCard', percentOff: null }),
        shopTemplate({ kind: 'doubleDraw' }),
        shopTemplate({ validity: { type: 'fixed', from: NOON.toISOString(), until: NOON.toISOString() } }),
      ]) {
        const r = await t.call('admin/coupon/create', { template, total: 5, ...window() }, admin)
        expect(r).toMatchObject({ status: 400, errorKey: 'COUPON_TEMPLATE_INVALID' })
      }
      expect(await t.ok<CampaignView[]>('admin/coupon/list', {}, admin)).toHaveLength(before)
    })
  })

  describe('claiming', () => {
    it('puts the claimed coupon in the list at once, counted on the Mine page, once per member', async () => {
      const campaign = await createCampaign({ template: shopTemplate({ percentOff: 20, amountFen: 1500 }) })
      const m = await createMember(t)
      const centre = await t.ok<CouponCampaign[]>('member/coupon/campaigns', {}, m.token)
      expect(centre.find((c) => c.id === campaign.id)).toMatchObject({
        remaining: 5,
        memberRemaining: 1,
        percentOff: 20,
      })
      const coupon = await t.ok<Coupon>('member/coupon/claim', { campaignId: campaign.id }, m.token)
      expect(coupon).toMatchObject({
        kind: 'shop',
        percentOff: 20,
        amountFen: 1500,
        source: 'campaign',
        rules: 'One per order.',
      })
      expect(new Date(coupon.validUntil).getTime() - NOON.getTime()).toBe(7 * 24 * HOUR)
      const list = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'shop' }, m.token)
      expect(list.records.map((c) => c.id)).toContain(coupon.id)
      expect(await t.ok('member/coupon/selectCounts', {}, m.token)).toMatchObject({
        shop: 3 - 2 + 1,
        doubleDraw: 0,
      })

      const again = await t.call('member/coupon/claim', { campaignId: campaign.id }, m.token)
      expect(again).toMatchObject({ status: 409, errorKey: 'COUPON_CLAIM_LIMIT' })
      const [row] = await t
        .ok<CampaignView[]>('admin/coupon/list', {}, admin)
        .then((all) => all.filter((c) => c.id === campaign.id))
      expect(row).toMatchObject({ claimed: 1 })
    })

    it('refuses an unknown campaign, one not started, one ended', async () => {
      const m = await createMember(t)
      expect(await t.call('member/coupon/claim', { campaignId: 'nope' }, m.token)).toMatchObject({
        status: 404,
        errorKey: 'COUPON_CAMPAIGN_NOT_FOUND',
      })
      const later = await createCampaign(window({ startsAt: new Date(NOON.getTime() + HOUR).toISOString() }))
      expect(await t.call('member/coupon/claim', { campaignId: later.id }, m.token)).toMatchObject({
        errorKey: 'COUPON_CAMPAIGN_NOT_OPEN',
      })
      const open = await createCampaign({})
      t.clock.set(new Date(NOON.getTime() + 25 * HOUR))
      expect(await t.call('member/coupon/claim', { campaignId: open.id }, m.token)).toMatchObject({
        errorKey: 'COUPON_CAMPAIGN_NOT_OPEN',
      })
    })

    it('gives the last 10 coupons to exactly 10 of 50 racing members', async () => {
      const campaign = await createCampaign({ total: 10 })
      const members = []
      for (let i = 0; i < 50; i++) members.push(await createMember(t))
      const results = await Promise.all(
        members.map((m) => t.call('member/coupon/claim', { campaignId: campaign.id }, m.token)),
      )
      expect(results.filter((r) => r.success)).toHaveLength(10)
      expect(results.filter((r) => !r.success).map((r) => r.errorKey)).toEqual(
        Array(40).fill('COUPON_SOLD_OUT'),
      )
      const stored = await campaignsRepository.byId(t.db, campaign.id)
      expect(stored?.campaign.claimed).toBe(10)
      const [view] = (await t.ok<CampaignView[]>('admin/coupon/list', {}, admin)).filter(
        (c) => c.id === campaign.id,
      )
      expect(view).toMatchObject({ claimed: 10, used: 0 })
    }, 120_000)

    it('lets the platform give a member a coupon directly', async () => {
      const m = await createMember(t)
      const { couponId } = await t.ok<{ couponId: string }>(
        'admin/coupon/give',
        {
          memberId: m.memberId,
          template: shopTemplate({ kind: 'rebateCard', percentOff: 5, amountFen: 300, thresholdFen: 0 }),
        },
        admin,
      )
      const list = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'rebateCard' }, m.token)
      expect(list.records).toMatchObject([
        { id: couponId, percentOff: 5, amountFen: 300, source: 'platform' },
      ])
      expect(
        await t.call('admin/coupon/give', { memberId: 'nobody', template: shopTemplate() }, admin),
      ).toMatchObject({
        status: 404,
      })
      // by the e-mail the member signs in with (any case), or neither: refused
      const byEmail = await t.ok<{ couponId: string }>(
        'admin/coupon/give',
        { email: ` ${m.email.toUpperCase()} `, template: shopTemplate() },
        admin,
      )
      const shops = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'shop' }, m.token)
      expect(shops.records.map((c) => c.id)).toContain(byEmail.couponId)
      expect(
        await t.call('admin/coupon/give', { email: 'nobody@example.com', template: shopTemplate() }, admin),
      ).toMatchObject({ status: 404 })
      expect(await t.call('admin/coupon/give', { template: shopTemplate() }, admin)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    })
  })

  describe('the double draw', () => {
    const ticketTemplate = shopTemplate({
      kind: 'doubleDraw',
      amountFen: 0,
      thresholdFen: 0,
      title: { en: 'Double draw' },
    })

    async function memberWithTicket() {
      const m = await createMember(t)
      const { couponId } = await t.ok<{ couponId: string }>(
        'admin/coupon/give',
        { memberId: m.memberId, template: ticketTemplate },
        admin,
      )
      return { ...m, ticketId: couponId }
    }

    async function setPrizes(prizes: Record<string, unknown>[]) {
      return t.ok<{ id: string; oddsBp: number }[]>('admin/draw/prizes/set', { prizes }, admin)
    }

    it('pays a balance prize once however often the request is replayed; two draws use the ticket up', async () => {
      const set = await setPrizes([
        { kind: 'balance', title: { en: 'Two yuan' }, amount: 200, weight: 1 },
        { kind: 'points', title: { en: 'Never' }, amount: 50, weight: 0 },
      ])
      expect(set.map((p) => p.oddsBp)).toEqual([10_000, 0])
      const m = await memberWithTicket()
      expect(await t.ok('member/draw/prizes', {}, m.token)).toMatchObject({ drawsLeft: 2 })
      const key = { idempotencyKey: 'draw-key-0001' }
      const replies = await Promise.all(
        [0, 1, 2].map(() => t.call<DrawRecord>('member/draw/play', key, m.token)),
      )
      expect(replies.every((r) => r.success)).toBe(true)
      const first = replies[0]?.data
      expect(first).toMatchObject({ drawNo: 1, prize: { kind: 'balance', amount: 200 } })
      expect(new Set(replies.map((r) => r.data?.id)).size).toBe(1)
      expect(await balanceOf(t.db, memberAccount(m.memberId, 'balance'))).toBe(200)

      const second = await t.ok<DrawRecord>('member/draw/play', { idempotencyKey: 'draw-key-0002' }, m.token)
      expect(second).toMatchObject({ drawNo: 2, ticketId: m.ticketId })
      expect(await balanceOf(t.db, memberAccount(m.memberId, 'balance'))).toBe(400)
      expect(await t.call('member/draw/play', { idempotencyKey: 'draw-key-0003' }, m.token)).toMatchObject({
        status: 409,
        errorKey: 'DRAW_NO_TICKET',
      })
      const tickets = await t.ok<{ records: Coupon[] }>(
        'member/coupon/list',
        { kind: 'doubleDraw', state: 'invalid' },
        m.token,
      )
      expect(tickets.records).toMatchObject([{ id: m.ticketId, status: 'used', drawsLeft: 0 }])
      const history = await t.ok<{ records: DrawRecord[]; total: number }>('member/draw/history', {}, m.token)
      expect(history.total).toBe(2)
      expect(history.records.map((r) => r.drawNo)).toEqual([2, 1])
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('a coupon prize lands in the list of its kind; another body under the same key is refused', async () => {
      await setPrizes([
        {
          kind: 'coupon',
          title: { en: 'Delivery coupon' },
          template: shopTemplate({ kind: 'delivery', amountFen: 300, thresholdFen: 0 }),
          weight: 3,
        },
      ])
      const m = await memberWithTicket()
      const draw = await t.ok<DrawRecord>(
        'member/draw/play',
        { idempotencyKey: 'coupon-key-01', ticketId: m.ticketId },
        m.token,
      )
      expect(draw.prize.kind).toBe('coupon')
      const delivery = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, m.token)
      expect(delivery.records.find((c) => c.id === draw.couponId)).toMatchObject({
        source: 'draw',
        amountFen: 300,
      })
      expect(await t.call('member/draw/play', { idempotencyKey: 'coupon-key-01' }, m.token)).toMatchObject({
        errorKey: 'IDEMPOTENCY_KEY_REUSED',
      })
      const other = await createMember(t)
      expect(
        await t.call(
          'member/draw/play',
          { idempotencyKey: 'coupon-key-02', ticketId: m.ticketId },
          other.token,
        ),
      ).toMatchObject({ errorKey: 'DRAW_NO_TICKET' })
    })

    it('an expired ticket draws nothing', async () => {
      const m = await memberWithTicket()
      t.clock.set(new Date(NOON.getTime() + 8 * 24 * HOUR))
      expect(await t.call('member/draw/play', { idempotencyKey: 'late-key-01' }, m.token)).toMatchObject({
        errorKey: 'DRAW_NO_TICKET',
      })
    })
  })
})
