import type {
  AdminCategory,
  AdminGoods,
  AdminMenu,
  MenuCategory,
  MerchantShop,
  OrderQuote,
  ShopDetail,
} from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { pickupDraft } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { solid, uploadParts } from '../uploads/test-support'
import { createMenuAdminRepository } from './menu-admin.repository'
import { createMenuAdminService } from './menu-admin.service'
import { createShopsRepository } from './shops.repository'
import { goods, shops } from './shops.tables'

/** Issue 14: the merchant's menu and shop editing, on PGlite and (with-pg.mjs) PostgreSQL. */
describe('console: menu and shop editing', () => {
  const t = useApiTestApp()
  let own: FixtureShop
  let other: FixtureShop
  let merchant: string
  let platform: string
  let categoryId: string

  beforeAll(async () => {
    own = await createFixtureShop(t.db)
    other = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [own.shopId])
    platform = await createMerchant(t, [], 'platform')
    const menu = await t.ok<AdminMenu>('merchant/menu/list', { shopId: own.shopId }, merchant)
    categoryId = menu.categories[0]?.id ?? ''
  })

  const dish = (extra: Record<string, unknown> = {}) => ({
    shopId: own.shopId,
    categoryId,
    name: { 'zh-Hans': '宫保鸡丁', en: 'Kung Pao Chicken' },
    description: { 'zh-Hans': '花生, 辣椒', en: 'Peanuts, chilli' },
    priceFen: 3800,
    packingFeeFen: 200,
    image: 'demo/n.svg',
    optionGroups: [
      {
        name: { 'zh-Hans': '辣度', en: 'Spice' },
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: { 'zh-Hans': '微辣', en: 'Mild' }, priceFen: 0 },
          { name: { 'zh-Hans': '特辣', en: 'Extra hot' }, priceFen: 100 },
        ],
      },
    ],
    ...extra,
  })
  const storedGoods = async (id: string) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]

  it('adds a dish with a translation and options; the customer menu shows it in English and Arabic', async () => {
    const saved = await t.ok<AdminGoods>('merchant/menu/goods/save', dish(), merchant)
    expect(saved).toMatchObject({ priceFen: 3800, packingFeeFen: 200, version: 1, soldOut: false })
    expect(saved.missingLocales).toEqual(['zh-Hant', 'ja', 'ko', 'ru', 'ur', 'ar', 'fr', 'de', 'es'])
    expect(saved.optionGroups[0]).toMatchObject({
      required: true,
      multiple: false,
      minChoices: 1,
      maxChoices: 1,
    })

    const english = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId, lang: 'en' })
    const shown = english.flatMap((c) => c.goods).find((g) => g.id === saved.id)
    expect(shown).toMatchObject({ name: 'Kung Pao Chicken', nameZh: '宫保鸡丁', priceFen: 3800 })
    expect(shown?.optionGroups[0]?.options.map((o) => o.name)).toEqual(['Mild', 'Extra hot'])
    // No Arabic yet: the English translation stands in; after translating, Arabic readers get Arabic.
    const arabicBefore = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId, lang: 'ar' })
    expect(arabicBefore.flatMap((c) => c.goods).find((g) => g.id === saved.id)?.name).toBe('Kung Pao Chicken')
    const translated = await t.ok<AdminGoods>(
      'merchant/menu/goods/save',
      dish({
        id: saved.id,
        version: saved.version,
        name: { 'zh-Hans': '宫保鸡丁', en: 'Kung Pao Chicken', ar: 'دجاج كونغ باو' },
        optionGroups: saved.optionGroups,
      }),
      merchant,
    )
    expect(translated.version).toBe(2)
    expect(translated.missingLocales).not.toContain('ar')
    // Option ids survive an edit (a member's cart keeps working).
    expect(translated.optionGroups[0]?.options.map((o) => o.id)).toEqual(
      saved.optionGroups[0]?.options.map((o) => o.id),
    )
    const arabic = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId, lang: 'ar' })
    expect(arabic.flatMap((c) => c.goods).find((g) => g.id === saved.id)?.name).toBe('دجاج كونغ باو')
  })

  it("refuses a save from an older version with a conflict in the reader's language, changing nothing", async () => {
    const first = await t.ok<AdminGoods>('merchant/menu/goods/save', dish(), merchant)
    await t.ok('merchant/menu/goods/save', dish({ id: first.id, version: 1, priceFen: 4000 }), merchant)
    const stale = await t.call(
      'merchant/menu/goods/save',
      { ...dish({ id: first.id, version: 1, priceFen: 3000 }), lang: 'zh-Hans' },
      merchant,
    )
    expect(stale).toMatchObject({ status: 409, errorKey: 'MENU_VERSION_CONFLICT' })
    expect(stale.message).toMatch(/[\u4e00-\u9fff]/)
    expect(await storedGoods(first.id)).toMatchObject({ priceFen: 4000, version: 2 })
  })

  it('lets exactly one of two concurrent saves from one version through', async () => {
    const first = await t.ok<AdminGoods>('merchant/menu/goods/save', dish(), merchant)
    const results = await Promise.all([
      t.call('merchant/menu/goods/save', dish({ id: first.id, version: 1, priceFen: 4100 }), merchant),
      t.call(
        'merchant/menu/goods/save',
        dish({ id: first.id, version: 1, priceFen: 4200, name: { 'zh-Hans': '新名字' } }),
        merchant,
      ),
    ])
    const won = results.filter((r) => r.success)
    const lost = results.filter((r) => !r.success)
    expect(won).toHaveLength(1)
    expect(lost).toMatchObject([{ status: 409, errorKey: 'MENU_VERSION_CONFLICT' }])
    const row = await storedGoods(first.id)
    expect(row?.version).toBe(2)
    // The stored dish is the winner's whole save, not a mix of both.
    const winner = won[0]?.data as AdminGoods
    expect(row).toMatchObject({ priceFen: winner.priceFen, name: winner.name })
  })

  it('checks option groups, available hours and prices, changing nothing when refused', async () => {
    const badGroup = dish({
      optionGroups: [
        {
          name: { 'zh-Hans': '加料' },
          minChoices: 2,
          maxChoices: 1,
          options: [{ name: { 'zh-Hans': '蛋' }, priceFen: 100 }],
        },
      ],
    })
    expect(await t.call('merchant/menu/goods/save', badGroup, merchant)).toMatchObject({
      status: 400,
      errorKey: 'OPTION_GROUP_INVALID',
    })
    const moreThanOptions = dish({
      optionGroups: [
        {
          name: { 'zh-Hans': '加料' },
          minChoices: 0,
          maxChoices: 3,
          options: [{ name: { 'zh-Hans': '蛋' }, priceFen: 100 }],
        },
      ],
    })
    expect(await t.call('merchant/menu/goods/save', moreThanOptions, merchant)).toMatchObject({
      errorKey: 'OPTION_GROUP_INVALID',
    })
    for (const bad of [
      dish({ priceFen: -1 }),
      dish({ priceFen: 12.5 }),
      dish({ name: { en: 'No Chinese' } }),
      dish({ availableHours: [{ open: '25:00', close: '10:00' }] }),
      dish({ availableHours: [{ open: '10:00', close: '14:00', days: [7] }] }),
    ]) {
      expect(await t.call('merchant/menu/goods/save', bad, merchant)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    }
    const otherCategory = (await t.ok<AdminMenu>('merchant/menu/list', { shopId: other.shopId }, platform))
      .categories[0]?.id
    expect(
      await t.call('merchant/menu/goods/save', dish({ categoryId: otherCategory }), merchant),
    ).toMatchObject({
      status: 404,
      errorKey: 'CATEGORY_NOT_FOUND',
    })
    const before = await t.ok<AdminMenu>('merchant/menu/list', { shopId: own.shopId }, merchant)
    expect(before.categories.flatMap((c) => c.goods).filter((g) => g.name.en === 'No Chinese')).toEqual([])
  })

  it("enforces the option counts and a dish's own hours when a member orders", async () => {
    const member = await createMember(t)
    const toppings = await t.ok<AdminGoods>(
      'merchant/menu/goods/save',
      dish({
        optionGroups: [
          {
            name: { 'zh-Hans': '加料' },
            minChoices: 2,
            maxChoices: 2,
            options: ['蛋', '菜', '肉'].map((n) => ({ name: { 'zh-Hans': n }, priceFen: 100 })),
          },
        ],
      }),
      merchant,
    )
    const ids = toppings.optionGroups[0]?.options.map((o) => o.id) ?? []
    const draft = (optionIds: string[]) =>
      pickupDraft(own, { items: [{ goodsId: toppings.id, optionIds, number: 1 }] })
    expect(await t.call('member/order/preview', draft(ids.slice(0, 1)), member.token)).toMatchObject({
      errorKey: 'OPTION_REQUIRED',
    })
    expect(await t.call('member/order/preview', draft(ids), member.token)).toMatchObject({
      errorKey: 'OPTION_INVALID',
    })
    const fine = await t.ok<OrderQuote>('member/order/preview', draft(ids.slice(0, 2)), member.token)
    expect(fine.blockers).toEqual([])
    // Breakfast only (07:00-10:00 every day); the test clock reads 12:00 in Shanghai.
    await t.ok(
      'merchant/menu/goods/save',
      {
        ...dish({ id: toppings.id, version: 1, optionGroups: toppings.optionGroups }),
        availableHours: [{ open: '07:00', close: '10:00' }],
      },
      merchant,
    )
    const later = await t.ok<OrderQuote>('member/order/preview', draft(ids.slice(0, 2)), member.token)
    expect(later.blockers).toEqual(['GOODS_NOT_AVAILABLE_NOW'])
  })

  it('creates, renames, orders and deletes categories; a category with dishes is kept', async () => {
    const created = await t.ok<AdminCategory>(
      'merchant/menu/category/save',
      { shopId: own.shopId, name: { 'zh-Hans': '饮料' } },
      merchant,
    )
    expect(created.missingLocales).toContain('en')
    const renamed = await t.ok<AdminCategory>(
      'merchant/menu/category/save',
      { shopId: own.shopId, id: created.id, name: { 'zh-Hans': '饮品', en: 'Drinks' } },
      merchant,
    )
    expect(renamed.name).toEqual({ 'zh-Hans': '饮品', en: 'Drinks' })
    const reversed = [created.id, categoryId]
    await t.ok('merchant/menu/category/reorder', { shopId: own.shopId, ids: reversed }, merchant)
    const customer = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId })
    expect(customer.map((c) => c.id)).toEqual(reversed)
    for (const ids of [[created.id], [created.id, created.id], [created.id, categoryId, newId()]]) {
      expect(
        await t.call('merchant/menu/category/reorder', { shopId: own.shopId, ids }, merchant),
      ).toMatchObject({
        status: 400,
        errorKey: 'MENU_ORDER_INVALID',
      })
    }
    expect(
      await t.call(
        'merchant/menu/category/delete',
        { shopId: own.shopId, id: categoryId, lang: 'de' },
        merchant,
      ),
    ).toMatchObject({
      status: 409,
      errorKey: 'CATEGORY_NOT_EMPTY',
    })
    await t.ok('merchant/menu/category/delete', { shopId: own.shopId, id: created.id }, merchant)
    expect(
      (await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId })).map((c) => c.id),
    ).toEqual([categoryId])
    expect(
      await t.call('merchant/menu/category/delete', { shopId: own.shopId, id: created.id }, merchant),
    ).toMatchObject({
      status: 404,
      errorKey: 'CATEGORY_NOT_FOUND',
    })
  })

  it('reorders dishes, marks several sold out at once and deletes a dish', async () => {
    const menu = await t.ok<AdminMenu>('merchant/menu/list', { shopId: own.shopId }, merchant)
    const ids = menu.categories[0]?.goods.map((g) => g.id) ?? []
    const reversed = [...ids].reverse()
    await t.ok('merchant/menu/goods/reorder', { shopId: own.shopId, categoryId, ids: reversed }, merchant)
    const customer = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId })
    expect(customer[0]?.goods.map((g) => g.id)).toEqual(reversed)
    expect(
      await t.call(
        'merchant/menu/goods/reorder',
        { shopId: own.shopId, categoryId, ids: reversed.slice(1) },
        merchant,
      ),
    ).toMatchObject({ errorKey: 'MENU_ORDER_INVALID' })

    const two = [own.noodlesId, own.teaId]
    expect(
      await t.ok('merchant/menu/goods/soldOut', { shopId: own.shopId, ids: two, soldOut: true }, merchant),
    ).toEqual({ updated: 2 })
    const after = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: own.shopId })
    expect(after[0]?.goods.filter((g) => two.includes(g.id)).every((g) => g.soldOut)).toBe(true)
    // One dish of another shop in the list: refused, and nothing changes.
    expect(
      await t.call(
        'merchant/menu/goods/soldOut',
        { shopId: own.shopId, ids: [own.noodlesId, other.teaId], soldOut: false },
        merchant,
      ),
    ).toMatchObject({ status: 404, errorKey: 'GOODS_NOT_FOUND' })
    expect((await storedGoods(own.noodlesId))?.soldOut).toBe(true)
    expect((await storedGoods(other.teaId))?.soldOut).toBe(false)
    await t.ok('merchant/menu/goods/soldOut', { shopId: own.shopId, ids: two, soldOut: false }, merchant)

    const doomed = await t.ok<AdminGoods>('merchant/menu/goods/save', dish(), merchant)
    await t.ok('merchant/menu/goods/delete', { shopId: own.shopId, id: doomed.id }, merchant)
    expect(await storedGoods(doomed.id)).toBeUndefined()
    expect(
      await t.call('merchant/menu/goods/delete', { shopId: own.shopId, id: doomed.id }, merchant),
    ).toMatchObject({
      errorKey: 'GOODS_NOT_FOUND',
    })
  })

  it("takes photos the staff member uploaded, and no one else's", async () => {
    const upload = await uploadParts(t, merchant, [
      { filename: 'dish.png', contentType: 'image/png', data: await solid('png') },
    ])
    expect(upload.success).toBe(true)
    const url = upload.data?.url ?? ''
    const saved = await t.ok<AdminGoods>('merchant/menu/goods/save', dish({ image: url }), merchant)
    expect(saved.image).toBe(url)
    const member = await createMember(t)
    const theirs = await uploadParts(t, member.token, [
      { filename: 'x.png', contentType: 'image/png', data: await solid('png') },
    ])
    expect(
      await t.call(
        'merchant/menu/goods/save',
        dish({ id: saved.id, version: 1, image: theirs.data?.url }),
        merchant,
      ),
    ).toMatchObject({ status: 400, errorKey: 'UPLOAD_NOT_OWNED' })
    // Keeping the dish's current photo needs no upload.
    await t.ok(
      'merchant/menu/goods/save',
      dish({ id: saved.id, version: 1, image: url, photos: [] }),
      merchant,
    )
  })

  const profile = (extra: Record<string, unknown> = {}) => ({
    shopId: own?.shopId,
    name: { 'zh-Hans': '兰州拉面馆', en: 'Lanzhou Noodles', fr: 'Nouilles de Lanzhou' },
    address: { 'zh-Hans': '上海市黄浦区南京东路1号', en: '1 East Nanjing Road' },
    type: 'asian',
    cuisine: 'lanzhou',
    lng: 121.48,
    lat: 31.231,
    phone: '021-63211234',
    whatsApp: '+8613800138000',
    weChat: 'lanzhou_noodles',
    image: 'demo/x.svg',
    photos: [],
    supportsDelivery: true,
    supportsPickup: true,
    minimumOrderFen: 3000,
    baseDeliveryFeeFen: 600,
    perKmFeeFen: 150,
    deliverySubsidyFen: 100,
    fullReductionTiers: [
      { thresholdFen: 8000, reductionFen: 1500 },
      { thresholdFen: 4000, reductionFen: 500 },
    ],
    ...extra,
  })

  it('edits the profile and fees; the customer shop page follows', async () => {
    const saved = await t.ok<MerchantShop>('merchant/shop/update', profile(), merchant)
    expect(saved.fullReductionTiers.map((x) => x.thresholdFen)).toEqual([4000, 8000])
    expect(saved.missingLocales).toEqual(['zh-Hant', 'ja', 'ko', 'ru', 'ur', 'ar', 'de', 'es'])
    expect(await t.ok('merchant/shop/detail', { shopId: own.shopId }, merchant)).toEqual(saved)
    const page = await t.ok<ShopDetail>('shop/detail', { id: own.shopId, lang: 'fr' })
    expect(page).toMatchObject({
      name: 'Nouilles de Lanzhou',
      minimumOrderFen: 3000,
      whatsApp: '+8613800138000',
      weChat: 'lanzhou_noodles',
      cuisine: 'lanzhou',
    })
    for (const tiers of [
      [{ thresholdFen: 4000, reductionFen: 4000 }],
      [{ thresholdFen: 4000, reductionFen: 0 }],
      [
        { thresholdFen: 4000, reductionFen: 500 },
        { thresholdFen: 4000, reductionFen: 800 },
      ],
    ]) {
      expect(
        await t.call(
          'merchant/shop/update',
          profile({ fullReductionTiers: tiers, minimumOrderFen: 1 }),
          merchant,
        ),
      ).toMatchObject({
        status: 400,
        errorKey: 'SHOP_TIERS_INVALID',
      })
    }
    for (const bad of [
      profile({ cuisine: 'martian' }),
      profile({ whatsApp: '13800' }),
      profile({ lng: 2 }),
      profile({ name: { 'zh-Hans': '' } }),
    ]) {
      expect(await t.call('merchant/shop/update', bad, merchant)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    }
    const [row] = await t.db.select().from(shops).where(eq(shops.id, own.shopId))
    expect(row?.minimumOrderFen).toBe(3000)
  })

  it('sets hours per weekday across midnight and the resting switch; the list and detail follow', async () => {
    // The test clock: Saturday 12:00 in Shanghai. Friday 18:00-02:00, weekdays 10:00-22:00.
    const hours = [
      { open: '10:00', close: '22:00', days: [1, 2, 3, 4] },
      { open: '18:00', close: '02:00', days: [5] },
    ]
    const saved = await t.ok<MerchantShop>('merchant/shop/hours', { shopId: own.shopId, hours }, merchant)
    expect(saved.hours).toEqual(hours)
    const closed = await t.ok<ShopDetail>('shop/detail', { id: own.shopId })
    expect(closed).toMatchObject({ open: false, nextOpenAt: '2026-11-23T02:00:00.000Z' })
    t.clock.set(new Date('2026-11-20T17:30:00Z')) // Saturday 01:30, Friday night's span
    expect(await t.ok<ShopDetail>('shop/detail', { id: own.shopId })).toMatchObject({
      open: true,
      closesAt: '2026-11-20T18:00:00.000Z',
    })
    expect(await t.call('merchant/shop/hours', { shopId: own.shopId, hours: [] }, merchant)).toMatchObject({
      errorKey: 'VALIDATION_FAILED',
    })

    const resting = await t.ok<MerchantShop>(
      'merchant/shop/operating',
      { shopId: own.shopId, operating: false },
      merchant,
    )
    expect(resting.operating).toBe(false)
    const card = (await t.ok<{ records: ShopDetail[] }>('shop/list', { pageSize: 100 })).records.find(
      (c) => c.id === own.shopId,
    )
    expect(card).toMatchObject({ open: false, operating: false })
    await t.ok('merchant/shop/operating', { shopId: own.shopId, operating: true }, merchant)
    await t.ok(
      'merchant/shop/hours',
      { shopId: own.shopId, hours: [{ open: '00:00', close: '24:00' }] },
      merchant,
    )
    t.clock.set(new Date('2026-11-21T04:00:00Z'))
  })

  const calls: [string, Record<string, unknown>][] = [
    ['merchant/menu/list', {}],
    ['merchant/menu/category/save', { name: { 'zh-Hans': '新' } }],
    ['merchant/menu/category/delete', { id: 'x' }],
    ['merchant/menu/category/reorder', { ids: ['x'] }],
    [
      'merchant/menu/goods/save',
      {
        categoryId: 'x',
        name: { 'zh-Hans': '菜' },
        description: {},
        priceFen: 1,
        packingFeeFen: 0,
        image: 'a.svg',
      },
    ],
    ['merchant/menu/goods/delete', { id: 'x' }],
    ['merchant/menu/goods/reorder', { categoryId: 'x', ids: ['x'] }],
    ['merchant/menu/goods/soldOut', { ids: ['x'], soldOut: true }],
    ['merchant/shop/detail', {}],
    ['merchant/shop/update', profile({ shopId: undefined })],
    ['merchant/shop/hours', { hours: [{ open: '10:00', close: '20:00' }] }],
    ['merchant/shop/operating', { operating: false }],
  ]

  it('keeps merchants to their own shops on every call; members and strangers are refused', async () => {
    const member = await createMember(t)
    const [before] = await t.db.select().from(shops).where(eq(shops.id, other.shopId))
    for (const [path, body] of calls) {
      expect(await t.call(path, { ...body, shopId: other.shopId }, merchant), path).toMatchObject({
        status: 404,
        errorKey: 'SHOP_NOT_FOUND',
      })
      expect(await t.call(path, { ...body, shopId: own.shopId }, member.token), path).toMatchObject({
        status: 403,
      })
      expect(await t.call(path, { ...body, shopId: own.shopId }), path).toMatchObject({ status: 401 })
    }
    const [after] = await t.db.select().from(shops).where(eq(shops.id, other.shopId))
    expect(after).toEqual(before)
    expect((await storedGoods(other.noodlesId))?.soldOut).toBe(false)
  })

  it('lets platform staff edit any shop', async () => {
    const menu = await t.ok<AdminMenu>('merchant/menu/list', { shopId: other.shopId }, platform)
    expect(menu.categories.flatMap((c) => c.goods).map((g) => g.id)).toContain(other.noodlesId)
    await t.ok(
      'merchant/menu/goods/soldOut',
      { shopId: other.shopId, ids: [other.noodlesId], soldOut: true },
      platform,
    )
    expect((await storedGoods(other.noodlesId))?.soldOut).toBe(true)
    const rested = await t.ok<MerchantShop>(
      'merchant/shop/operating',
      { shopId: other.shopId, operating: false },
      platform,
    )
    expect(rested.operating).toBe(false)
    expect(await t.call('merchant/shop/detail', { shopId: newId() }, platform)).toMatchObject({
      errorKey: 'SHOP_NOT_FOUND',
    })
  })
})

describe('menu editing: price and fee changes in the audit log', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  type AuditEntry = {
    actorType: string
    actorId: string
    action: string
    subject: string
    before: unknown
    after: unknown
  }

  it('records who changed a dish price or a shop fee from what to what, and nothing when they stay', async () => {
    const shop = await createFixtureShop(t.db)
    const platform = await createMerchant(t, [], 'platform')
    const auditLog = async () =>
      (await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { subject: 'goods:' }, platform)).records
    const invalidated: string[] = []
    const service = createMenuAdminService({
      db: t.db,
      repo: createMenuAdminRepository(),
      shops: createShopsRepository(),
      clock: t.clock,
      invalidateShop: (id) => invalidated.push(id),
    })
    const staff = {
      type: 'staff' as const,
      staffId: 'staff-1',
      role: 'merchant' as const,
      shopIds: [shop.shopId],
    }
    const menu = await service.menu(staff, shop.shopId)
    const tea = menu.categories.flatMap((c) => c.goods).find((g) => g.id === shop.teaId)
    if (!tea) throw new Error('fixture tea missing')
    const save = (priceFen: number, version: number) =>
      service.saveGoods(staff, {
        shopId: shop.shopId,
        id: tea.id,
        version,
        categoryId: tea.categoryId,
        name: { 'zh-Hans': tea.name['zh-Hans'] ?? '茶' },
        description: {},
        priceFen,
        packingFeeFen: tea.packingFeeFen,
        image: tea.image,
        photos: [],
        soldOut: false,
        availableHours: [],
        optionGroups: [],
      })
    await save(1500, tea.version)
    expect(await auditLog()).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorId: 'staff-1',
        action: 'goods.price_change',
        subject: `goods:${tea.id}`,
        before: { shopId: shop.shopId, priceFen: 1200, packingFeeFen: tea.packingFeeFen },
        after: { shopId: shop.shopId, priceFen: 1500, packingFeeFen: tea.packingFeeFen },
      }),
    ])
    await save(1500, tea.version + 1)
    expect(await auditLog()).toHaveLength(1)
    // a save refused at a stale version writes no audit row either
    await expect(save(1800, tea.version)).rejects.toMatchObject({ key: 'MENU_VERSION_CONFLICT' })
    expect(await auditLog()).toHaveLength(1)
    expect(invalidated).toEqual([shop.shopId, shop.shopId])

    const current = await service.shopDetail(staff, shop.shopId)
    const update = (minimumOrderFen: number) =>
      service.updateShop(staff, {
        ...current,
        shopId: shop.shopId,
        name: { 'zh-Hans': '测试店' },
        address: { 'zh-Hans': '上海' },
        minimumOrderFen,
      } as Parameters<typeof service.updateShop>[1])
    await update(current.minimumOrderFen + 500)
    await update(current.minimumOrderFen + 500)
    const shopLog = (
      await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { subject: 'shop:' }, platform)
    ).records
    expect(shopLog).toEqual([
      expect.objectContaining({
        actorId: 'staff-1',
        action: 'shop.fees_change',
        subject: `shop:${shop.shopId}`,
        before: { minimumOrderFen: current.minimumOrderFen },
        after: { minimumOrderFen: current.minimumOrderFen + 500 },
      }),
    ])
  })
})
