import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR = 60 * 60_000
const MINUTE = 60_000

type AuditEntry = {
  actorType: string
  actorId: string
  action: string
  subject: string
  before: unknown
  after: unknown
}

const template = {
  kind: 'shop',
  title: { en: 'Eight off from 30' },
  rules: { en: 'One per order.' },
  amountFen: 800,
  thresholdFen: 3000,
  validity: { type: 'days', days: 7 },
}

/** Issue 14: coupon and draw decisions are money-relevant, each leaves an audit row with who and what. */
describe('coupons: audit rows for campaigns, gifts and draw prizes', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let admin: string
  let merchant: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    admin = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [shop.shopId])
  })

  const logOf = async (subject: string) =>
    (await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { subject }, admin)).records
  const window = {
    startsAt: new Date(NOON.getTime() - HOUR).toISOString(),
    endsAt: new Date(NOON.getTime() + 24 * HOUR).toISOString(),
  }

  it('a campaign created, changed and ended: three rows with the terms before and after', async () => {
    const own = { template: { ...template, shopId: shop.shopId }, total: 20, perMember: 1, ...window }
    const campaign = await t.ok<{ id: string }>('merchant/coupon/create', own, merchant)
    t.clock.set(new Date(NOON.getTime() + MINUTE))
    const endsAt = new Date(NOON.getTime() + 48 * HOUR).toISOString()
    await t.ok('merchant/coupon/update', { id: campaign.id, total: 30, perMember: 2, endsAt }, merchant)
    t.clock.set(new Date(NOON.getTime() + 2 * MINUTE))
    await t.ok('admin/coupon/end', { id: campaign.id }, admin)
    // a refused change (the campaign has ended) writes no row: the log below has three
    expect(
      (await t.call('merchant/coupon/update', { id: campaign.id, total: 40, perMember: 2, endsAt }, merchant))
        .errorKey,
    ).toBe('COUPON_CAMPAIGN_NOT_OPEN')

    const log = await logOf(`campaign:${campaign.id}`)
    expect(log.map((r) => r.action)).toEqual([
      'coupon_campaign.end',
      'coupon_campaign.update',
      'coupon_campaign.create',
    ])
    expect(log.every((r) => r.actorType === 'staff')).toBe(true)
    expect(log[0]?.actorId).not.toBe(log[1]?.actorId) // the platform ended what the merchant made
    expect(log[1]).toMatchObject({
      before: { total: 20, perMember: 1, endsAt: window.endsAt },
      after: { total: 30, perMember: 2, endsAt },
    })
    expect(log[0]).toMatchObject({ before: { active: true, total: 30 }, after: { active: false } })
    expect(log[2]).toMatchObject({
      before: null,
      after: { source: 'merchant', total: 20, template: { amountFen: 800, shopId: shop.shopId } },
    })
  })

  it('a coupon given to a member and the draw prizes set: rows with the terms', async () => {
    const m = await createMember(t)
    const { couponId } = await t.ok<{ couponId: string }>(
      'admin/coupon/give',
      { memberId: m.memberId, template },
      admin,
    )
    expect(await logOf(`member:${m.memberId}`)).toEqual([
      expect.objectContaining({
        action: 'coupon.give',
        before: null,
        after: { couponId, template: expect.objectContaining({ amountFen: 800, thresholdFen: 3000 }) },
      }),
    ])
    // an unknown member is refused and leaves no row
    expect((await t.call('admin/coupon/give', { memberId: 'nobody', template }, admin)).status).toBe(404)

    const first = [{ kind: 'balance', title: { en: 'Two yuan' }, amount: 200, weight: 1 }]
    await t.ok('admin/draw/prizes/set', { prizes: first }, admin)
    t.clock.set(new Date(NOON.getTime() + MINUTE))
    const second = [{ kind: 'points', title: { en: 'Fifty points' }, amount: 50, weight: 3 }]
    await t.ok('admin/draw/prizes/set', { prizes: second }, admin)
    const draws = await logOf('draw:')
    expect(draws.map((r) => r.action)).toEqual(['draw.prizes_set', 'draw.prizes_set'])
    expect(draws[0]).toMatchObject({
      before: [{ kind: 'balance', amount: 200, weight: 1, templateId: null }],
      after: [{ kind: 'points', amount: 50, weight: 3, title: { en: 'Fifty points' } }],
    })
    expect(draws[1]?.before).toEqual([])
    // a merchant cannot read the log
    expect((await t.call('admin/audit/list', {}, merchant)).errorKey).toBe('FORBIDDEN')
  })
})
