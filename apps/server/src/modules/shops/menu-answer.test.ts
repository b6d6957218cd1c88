import type { Goods, MenuCategory } from '@siam/contracts'
import { LOCALES } from '@siam/i18n'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { original, pick } from '../../platform/localize'
import { createFixtureShop, type FixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { goods, goodsOptionGroups, menuCategories } from './shops.tables'

/*
 * The menu is written by the database as its answer's JSON (decision 0064), goods/selectById by
 * goodsMapper in the server: the same dish must come out the same from both, in every language,
 * whatever translations are missing or empty and whatever characters the texts hold.
 */
describe('menu/listWithGoods written by the database', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  const emptyId = newId()
  const awkward = 'He said "hot" \\ not\nmild\t<b>&</b> \u2028 辣 🌶️ \u0001'
  const names = {
    // Arabic given, Japanese empty (passed over to English)
    noodles: { en: 'Beef noodles', 'zh-Hans': '牛肉面', ar: 'نودلز باللحم', ja: '' },
    // Chinese only: every language falls back to it
    tea: { 'zh-Hans': '奶茶' },
    // English only: its Chinese name falls back to English
    skewer: { en: 'Lamb skewer' },
  }

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    await t.db.update(goods).set({ name: names.noodles }).where(eq(goods.id, shop.noodlesId))
    await t.db
      .update(goods)
      .set({
        name: names.tea,
        description: { en: awkward, 'zh-Hans': '' },
        facts: {
          spice: 2,
          vegetarian: true,
          vegan: false,
          halal: false,
          halalCertified: false,
          allergens: ['milk'],
          pork: false,
          alcohol: false,
        },
      })
      .where(eq(goods.id, shop.teaId))
    await t.db.update(goods).set({ name: names.skewer, description: {} }).where(eq(goods.id, shop.soldOutId))
    await t.db
      .update(goodsOptionGroups)
      .set({ name: { fr: 'Taille', 'zh-Hans': '规格' } })
      .where(eq(goodsOptionGroups.id, shop.sizeGroupId))
    // a category with no dishes, before the main one
    await t.db
      .insert(menuCategories)
      .values({ id: emptyId, shopId: shop.shopId, key: 'empty', name: { en: 'Soon' }, sort: -1 })
  })

  it('gives each dish exactly as goods/selectById gives it, in each of the eleven languages', async () => {
    expect(LOCALES).toHaveLength(11)
    for (const { code: lang } of LOCALES) {
      const menu = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: shop.shopId, lang })
      expect(menu.map((c) => [c.id, c.name, c.nameZh, c.goods.length])).toEqual([
        [emptyId, pick({ en: 'Soon' }, lang), 'Soon', 0],
        [shop.categoryId, pick({ en: 'Main', 'zh-Hans': '主食' }, lang), '主食', 3],
      ])
      const dishes = menu.flatMap((c) => c.goods)
      for (const dish of dishes) {
        expect(dish).toStrictEqual(await t.ok<Goods>('goods/selectById', { id: dish.id, lang }))
      }
      const byId = new Map(dishes.map((d) => [d.id, d]))
      expect(byId.get(shop.noodlesId)).toMatchObject({
        name: pick(names.noodles, lang),
        nameZh: '牛肉面',
        optionGroups: [{ name: pick({ fr: 'Taille', 'zh-Hans': '规格' }, lang), nameZh: '规格' }, {}],
      })
      expect(byId.get(shop.teaId)).toMatchObject({
        name: '奶茶',
        nameZh: '奶茶',
        description: awkward,
        facts: { spice: 2, allergens: ['milk'] },
      })
      expect(byId.get(shop.soldOutId)).toMatchObject({
        name: 'Lamb skewer',
        nameZh: original(names.skewer),
        description: '',
        soldOut: true,
      })
    }
    // the fallbacks the languages above went through
    expect(pick(names.noodles, 'ja')).toBe('Beef noodles')
    expect(pick(names.noodles, 'ar')).toBe('نودلز باللحم')
  })

  it('answers a shop without categories with an empty menu, an unknown shop with SHOP_NOT_FOUND', async () => {
    const bare = await createFixtureShop(t.db)
    await t.db.delete(goods).where(eq(goods.shopId, bare.shopId))
    await t.db.delete(menuCategories).where(eq(menuCategories.shopId, bare.shopId))
    expect(await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: bare.shopId })).toEqual([])
    expect(await t.call('menu/listWithGoods', { shopId: newId() })).toMatchObject({
      status: 404,
      errorKey: 'SHOP_NOT_FOUND',
    })
  })
})
