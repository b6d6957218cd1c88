import { asc, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { members } from '../../modules/auth/auth.tables'
import { couponCampaigns, couponPacks, drawPrizes, memberCoupons } from '../../modules/coupons/coupons.tables'
import { recharges } from '../../modules/recharges/recharges.tables'
import { banners, shops } from '../../modules/shops/shops.tables'
import { useApiTestApp } from '../../test/suite'
import { DEMO_ACCOUNTS, seedDemo } from './seed'

const DAY_MS = 24 * 60 * 60_000

describe('seedDemo', () => {
  const t = useApiTestApp()

  const demoMember = async () => {
    const [row] = await t.db.select().from(members).where(eq(members.email, DEMO_ACCOUNTS.member.email))
    if (!row) throw new Error('no demo member')
    return row
  }
  const couponsOf = (memberId: string) =>
    t.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, memberId))
      .orderBy(asc(memberCoupons.kind))

  it('gives the demo member the new-member gift once; seeding again duplicates nothing', async () => {
    const seededAt = t.clock.now()
    await seedDemo(t.db, t.clock)
    const member = await demoMember()
    const first = await couponsOf(member.id)
    expect(
      first.map((c) => [
        c.kind,
        c.source,
        c.status,
        c.validFrom.toISOString(),
        c.validUntil.getTime() - seededAt.getTime(),
      ]),
    ).toEqual([
      ['delivery', 'new_member', 'unused', seededAt.toISOString(), 30 * DAY_MS],
      ['shop', 'new_member', 'unused', seededAt.toISOString(), 30 * DAY_MS],
    ])
    const shopCount = async () => Number((await t.db.select({ n: count() }).from(shops))[0]?.n)
    const shopsBefore = await shopCount()
    expect(shopsBefore).toBeGreaterThan(0)

    // A later re-seed (a restart of the demo) keeps the same member, coupons and shops.
    t.clock.advance(DAY_MS)
    await seedDemo(t.db, t.clock)
    expect((await demoMember()).id).toBe(member.id)
    expect(await couponsOf(member.id)).toEqual(first)
    expect(await shopCount()).toBe(shopsBefore)
    const demoMembers = await t.db.select().from(members).where(eq(members.email, DEMO_ACCOUNTS.member.email))
    expect(demoMembers).toHaveLength(1)
    // The coupon centre's campaign, the draw's prizes and a pack, once.
    expect(await t.db.select({ id: couponCampaigns.id }).from(couponCampaigns)).toHaveLength(1)
    expect(await t.db.select({ id: drawPrizes.id }).from(drawPrizes)).toHaveLength(3)
    expect(await t.db.select({ id: couponPacks.id }).from(couponPacks)).toHaveLength(1)
  })

  it('seeds the home banners as initial rows: a re-seed keeps what platform staff changed', async () => {
    await seedDemo(t.db, t.clock)
    const seeded = await t.db.select().from(banners).orderBy(asc(banners.sort))
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((b) => b.type === 'home' && b.published)).toBe(true)
    const [first] = seeded
    if (!first) throw new Error('no banner')
    await t.db
      .update(banners)
      .set({ published: false, title: { en: 'Edited' } })
      .where(eq(banners.id, first.id))
    await seedDemo(t.db, t.clock)
    const [again] = await t.db.select().from(banners).where(eq(banners.id, first.id))
    expect(again).toMatchObject({ published: false, title: { en: 'Edited' } })
    expect(await t.db.select({ id: banners.id }).from(banners)).toHaveLength(seeded.length)
  })

  it('records the recharge behind the demo balance, once (issue 15: records and balance agree)', async () => {
    await seedDemo(t.db, t.clock)
    const member = await demoMember()
    const rows = await t.db.select().from(recharges).where(eq(recharges.memberId, member.id))
    expect(rows).toMatchObject([{ status: 'paid', payFen: 50_000, bonusFen: 5_000, tierId: 't500' }])
    const login = await t.ok<{ token: string }>('member/login', {
      email: DEMO_ACCOUNTS.member.email,
      password: DEMO_ACCOUNTS.member.password,
    })
    const list = await t.ok<{ records: { id: string; status: string }[]; total: number }>(
      'member/recharge/list',
      { pageNo: 1, pageSize: 10 },
      login.token,
    )
    expect(list.records.map((r) => r.id)).toEqual([rows[0]?.id])
  })
})
