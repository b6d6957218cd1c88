import type { BoardOrder, DietaryProfile, DishFacts, MenuCategory } from '@siam/contracts'
import { EMPTY_DIETARY_PROFILE } from '@siam/domain'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { pickupDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { goods } from '../shops/shops.tables'

const HALAL_SPICY: DishFacts = {
  spice: 2,
  vegetarian: false,
  vegan: false,
  halal: true,
  halalCertified: true,
  allergens: ['gluten', 'sesame'],
  pork: false,
  alcohol: false,
}
const PROFILE: DietaryProfile = {
  halal: true,
  vegetarian: false,
  vegan: false,
  noPork: true,
  noAlcohol: true,
  allergies: ['peanuts', 'milk'],
  maxSpice: 2,
}

describe('dietary profile', () => {
  const t = useApiTestApp()

  it('is empty until saved, then reads back as saved; vegan implies vegetarian', async () => {
    const m = await createMember(t)
    expect(await t.ok('member/dietary/get', {}, m.token)).toEqual(EMPTY_DIETARY_PROFILE)
    expect(await t.ok('member/dietary/save', PROFILE, m.token)).toEqual(PROFILE)
    expect(await t.ok('member/dietary/get', {}, m.token)).toEqual(PROFILE)
    const vegan = { ...EMPTY_DIETARY_PROFILE, vegan: true, allergies: ['eggs', 'eggs'] }
    expect(await t.ok('member/dietary/save', vegan, m.token)).toEqual({
      ...vegan,
      vegetarian: true,
      allergies: ['eggs'],
    })
  })

  it('refuses an unknown allergen or spice level in the member language and keeps the profile', async () => {
    const m = await createMember(t)
    await t.ok('member/dietary/save', PROFILE, m.token)
    const bad = await t.call(
      'member/dietary/save',
      { ...PROFILE, allergies: ['shellfish'], lang: 'de' },
      m.token,
    )
    expect(bad).toMatchObject({ success: false, errorKey: 'VALIDATION_FAILED', status: 400 })
    expect(bad.message).not.toMatch(/validation failed/i)
    const hot = await t.call('member/dietary/save', { ...PROFILE, maxSpice: 4 }, m.token)
    expect(hot).toMatchObject({ success: false, errorKey: 'VALIDATION_FAILED' })
    expect(await t.ok('member/dietary/get', {}, m.token)).toEqual(PROFILE)
  })

  it('is for signed-in members only', async () => {
    const anonymous = await t.call('member/dietary/get', {})
    expect(anonymous.success).toBe(false)
    expect(anonymous.status).toBe(401)
  })
})

describe('merchant/menu/goods/facts', () => {
  const t = useApiTestApp()
  let own: FixtureShop
  let other: FixtureShop
  let merchant: string
  let platform: string
  beforeAll(async () => {
    own = await createFixtureShop(t.db)
    other = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [own.shopId])
    platform = await createMerchant(t, [], 'platform')
  })
  const storedFacts = async (id: string) =>
    (await t.db.select({ facts: goods.facts }).from(goods).where(eq(goods.id, id)))[0]?.facts

  it('sets a dish halal and spicy; the menu shows the facts; dishes not given stay null', async () => {
    const set = await t.ok(
      'merchant/menu/goods/facts',
      { goodsId: own.noodlesId, facts: HALAL_SPICY },
      merchant,
    )
    expect(set).toEqual({ goodsId: own.noodlesId, facts: HALAL_SPICY })
    const menu = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId })
    const dishes = menu.flatMap((c) => c.goods)
    expect(dishes.find((d) => d.id === own.noodlesId)?.facts).toEqual(HALAL_SPICY)
    expect(dishes.find((d) => d.id === own.teaId)?.facts).toBeNull()
  })

  it("refuses a merchant of shop X on shop Y's dish as not found, changing nothing", async () => {
    const res = await t.call(
      'merchant/menu/goods/facts',
      { goodsId: other.noodlesId, facts: HALAL_SPICY },
      merchant,
    )
    expect(res).toMatchObject({ success: false, errorKey: 'GOODS_NOT_FOUND', status: 404 })
    expect(await storedFacts(other.noodlesId)).toBeNull()
    // Platform staff reach every shop.
    await t.ok(
      'merchant/menu/goods/facts',
      { goodsId: other.teaId, facts: { ...HALAL_SPICY, spice: 0 } },
      platform,
    )
    expect((await storedFacts(other.teaId))?.spice).toBe(0)
  })

  it('refuses members and the signed-out', async () => {
    const m = await createMember(t)
    const asMember = await t.call(
      'merchant/menu/goods/facts',
      { goodsId: own.teaId, facts: HALAL_SPICY },
      m.token,
    )
    expect(asMember.success).toBe(false)
    expect([401, 403]).toContain(asMember.status)
    const anonymous = await t.call('merchant/menu/goods/facts', { goodsId: own.teaId, facts: HALAL_SPICY })
    expect(anonymous.status).toBe(401)
    expect(await storedFacts(own.teaId)).toBeNull()
  })

  it('refuses contradictory or malformed facts with the fields named, changing nothing', async () => {
    await t.ok('merchant/menu/goods/facts', { goodsId: own.teaId, facts: HALAL_SPICY }, merchant)
    const porkHalal = await t.call(
      'merchant/menu/goods/facts',
      { goodsId: own.teaId, facts: { ...HALAL_SPICY, pork: true, halalCertified: true }, lang: 'zh-Hans' },
      merchant,
    )
    expect(porkHalal).toMatchObject({ success: false, errorKey: 'VALIDATION_FAILED', status: 400 })
    expect(porkHalal.fieldErrors).toHaveProperty('halal')
    expect(porkHalal.message).toMatch(/[\u4e00-\u9fff]/)
    const veganMilk = await t.call(
      'merchant/menu/goods/facts',
      {
        goodsId: own.teaId,
        facts: { ...HALAL_SPICY, vegetarian: true, vegan: true, allergens: ['milk'] },
      },
      merchant,
    )
    expect(veganMilk.fieldErrors).toHaveProperty('allergens')
    const badSpice = await t.call(
      'merchant/menu/goods/facts',
      { goodsId: own.teaId, facts: { ...HALAL_SPICY, spice: 5 } },
      merchant,
    )
    expect(badSpice).toMatchObject({ success: false, errorKey: 'VALIDATION_FAILED' })
    expect(await storedFacts(own.teaId)).toEqual(HALAL_SPICY)
    const missing = await t.call(
      'merchant/menu/goods/facts',
      { goodsId: 'nope', facts: HALAL_SPICY },
      platform,
    )
    expect(missing.errorKey).toBe('GOODS_NOT_FOUND')
  })
})

describe('the order keeps the dietary profile of its placement', () => {
  const t = useApiTestApp()

  it('shows the profile on the board as it was placed, whatever the member changes later', async () => {
    const shop = await createFixtureShop(t.db)
    const merchant = await createMerchant(t, [shop.shopId])
    const m = await createMember(t)
    await t.ok('member/dietary/save', PROFILE, m.token)
    const order = await placeOrder(t, m.token, pickupDraft(shop))
    await t.ok('member/dietary/save', { ...EMPTY_DIETARY_PROFILE, vegan: true }, m.token)
    const plain = await createMember(t)
    const plainOrder = await placeOrder(t, plain.token, pickupDraft(shop))

    const board = await t.ok<{ records: BoardOrder[] }>('merchant/order/list', { pageNo: -1 }, merchant)
    expect(board.records.find((o) => o.id === order.id)?.dietary).toEqual(PROFILE)
    expect(board.records.find((o) => o.id === plainOrder.id)?.dietary).toBeNull()
  })
})
