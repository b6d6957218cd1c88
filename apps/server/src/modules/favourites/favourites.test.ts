import type { Favourite } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, type FixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { mallAdmin, saveGoods } from '../mall/mall.kit'
import { goods } from '../shops/shops.tables'

type Page<T> = { records: T[]; total: number }

describe('favourite dishes and shops', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  let shop: FixtureShop

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
  })

  it('adds a dish once, lists it newest first, answers whether it is a favourite, removes in a batch', async () => {
    const m = await createMember(t)
    expect(await t.ok('member/goodsCollect/selectByGoodsId', { goodsId: shop.noodlesId }, m.token)).toBe(
      false,
    )
    await t.ok('member/goodsCollect/insert', { goodsId: shop.noodlesId }, m.token)
    await t.ok('member/goodsCollect/insert', { goodsId: shop.noodlesId }, m.token)
    t.clock.advance(1_000)
    await t.ok('member/goodsCollect/insert', { goodsId: shop.teaId }, m.token)
    await t.ok('member/goodsCollect/insert', { goodsId: shop.soldOutId }, m.token)
    expect(await t.ok('member/goodsCollect/selectByGoodsId', { goodsId: shop.noodlesId }, m.token)).toBe(true)
    const list = await t.ok<Page<Favourite>>('member/goodsCollect/list', { pageNo: -1 }, m.token)
    expect(list.total).toBe(3)
    expect(list.records.at(-1)).toMatchObject({
      goodsId: shop.noodlesId,
      shopId: shop.shopId,
      state: 'available',
    })
    expect(list.records.find((r) => r.goodsId === shop.soldOutId)?.state).toBe('sold_out')
    expect(list.records.every((r) => r.name.length > 0)).toBe(true)

    await t.ok('member/goodsCollect/delete', { goodsIds: [shop.noodlesId, shop.teaId] }, m.token)
    expect((await t.ok<Page<Favourite>>('member/goodsCollect/list', {}, m.token)).total).toBe(1)
  })

  it('flags a dish that is gone', async () => {
    const m = await createMember(t)
    const extraShop = await createFixtureShop(t.db)
    await t.ok('member/goodsCollect/insert', { goodsId: extraShop.teaId }, m.token)
    await t.db.delete(goods).where(eq(goods.id, extraShop.teaId))
    const list = await t.ok<Page<Favourite>>('member/goodsCollect/list', {}, m.token)
    expect(list.records[0]).toMatchObject({ goodsId: extraShop.teaId, state: 'gone', priceFen: null })
  })

  it('keeps shops apart from dishes, and each member to their own', async () => {
    const m = await createMember(t)
    const other = await createMember(t)
    await t.ok('member/shopCollect/insert', { shopId: shop.shopId }, m.token)
    expect(await t.ok('member/shopCollect/selectByShopId', { shopId: shop.shopId }, m.token)).toBe(true)
    expect(await t.ok('member/shopCollect/selectByShopId', { shopId: shop.shopId }, other.token)).toBe(false)
    const mine = await t.ok<Page<Favourite>>('member/shopCollect/list', {}, m.token)
    expect(mine.records).toEqual([
      expect.objectContaining({ kind: 'shop', shopId: shop.shopId, state: 'available' }),
    ])
    expect((await t.ok<Page<Favourite>>('member/goodsCollect/list', {}, m.token)).total).toBe(0)
    // another member's delete leaves mine alone
    await t.ok('member/shopCollect/delete', { shopIds: [shop.shopId] }, other.token)
    expect((await t.ok<Page<Favourite>>('member/shopCollect/list', {}, m.token)).total).toBe(1)
    await t.ok('member/shopCollect/delete', { shopIds: [shop.shopId] }, m.token)
    expect((await t.ok<Page<Favourite>>('member/shopCollect/list', {}, m.token)).total).toBe(0)
  })

  it('refuses unknown dishes and shops, empty batches, and strangers', async () => {
    const m = await createMember(t)
    expect((await t.call('member/goodsCollect/insert', { goodsId: 'nope' }, m.token)).errorKey).toBe(
      'GOODS_NOT_FOUND',
    )
    expect((await t.call('member/shopCollect/insert', { shopId: 'nope' }, m.token)).errorKey).toBe(
      'SHOP_NOT_FOUND',
    )
    expect((await t.call('member/goodsCollect/delete', { goodsIds: [] }, m.token)).errorKey).toBe(
      'VALIDATION_FAILED',
    )
    expect((await t.call('member/goodsCollect/list', {})).errorKey).toBe('NOT_LOGGED_IN')
  })

  it('favourites mall goods: the heart on the mall goods page, listed with the dishes; off sale or deleted is gone', async () => {
    const { admin, categoryId } = await mallAdmin(t)
    const cup = await saveGoods(t, admin, categoryId, { points: 300, cashFen: 990 })
    const empty = await saveGoods(t, admin, categoryId, { points: 10, stock: 0 })
    const m = await createMember(t)
    const other = await createMember(t)
    const has = (id: string, token = m.token) =>
      t.ok('member/pointsMall/goodsCollect/selectByGoodsId', { goodsId: id }, token)
    expect(await has(cup.id)).toBe(false)
    await t.ok('member/goodsCollect/insert', { goodsId: shop.noodlesId }, m.token)
    t.clock.advance(1_000)
    await t.ok('member/pointsMall/goodsCollect/insert', { goodsId: cup.id }, m.token)
    await t.ok('member/pointsMall/goodsCollect/insert', { goodsId: cup.id }, m.token)
    // The list is newest first: each favourite at its own time, so the order is not left to a tie.
    t.clock.advance(1_000)
    await t.ok('member/pointsMall/goodsCollect/insert', { goodsId: empty.id }, m.token)
    expect(await has(cup.id)).toBe(true)
    expect(await has(cup.id, other.token)).toBe(false)
    // A dish id is not a mall item, and the other way round.
    expect(await has(shop.noodlesId)).toBe(false)
    expect(await t.ok('member/goodsCollect/selectByGoodsId', { goodsId: cup.id }, m.token)).toBe(false)
    const list = await t.ok<Page<Favourite>>(
      'member/goodsCollect/list',
      { pageNo: -1, lang: 'zh-Hans' },
      m.token,
    )
    expect(list.total).toBe(3)
    expect(
      list.records.map((r) => [r.kind, r.goodsId, r.shopId, r.name, r.points, r.priceFen, r.state]),
    ).toEqual([
      ['mall', empty.id, null, '茶杯', 10, 0, 'sold_out'],
      ['mall', cup.id, null, '茶杯', 300, 990, 'available'],
      ['goods', shop.noodlesId, shop.shopId, expect.any(String), null, expect.any(Number), 'available'],
    ])
    expect((await t.ok<Page<Favourite>>('member/shopCollect/list', {}, m.token)).total).toBe(0)
    // Deleted in the console (or off sale): the favourite stays, marked gone.
    await t.ok('admin/pointsMall/goods/delete', { id: cup.id }, admin)
    const after = await t.ok<Page<Favourite>>('member/goodsCollect/list', { pageNo: -1 }, m.token)
    expect(after.records.find((r) => r.goodsId === cup.id)).toMatchObject({ state: 'gone', name: '' })
    expect(
      await t.call('member/pointsMall/goodsCollect/insert', { goodsId: cup.id }, other.token),
    ).toMatchObject({ status: 404, errorKey: 'MALL_GOODS_NOT_FOUND' })
    // Removed from the list page (goodsCollect/delete) or from the heart (pointsMall/goodsCollect/delete).
    await t.ok('member/goodsCollect/delete', { goodsIds: [cup.id] }, m.token)
    await t.ok('member/pointsMall/goodsCollect/delete', { goodsIds: [empty.id] }, m.token)
    const left = await t.ok<Page<Favourite>>('member/goodsCollect/list', { pageNo: -1 }, m.token)
    expect(left.records.map((r) => r.goodsId)).toEqual([shop.noodlesId])
    expect((await t.call('member/pointsMall/goodsCollect/insert', { goodsId: cup.id })).errorKey).toBe(
      'NOT_LOGGED_IN',
    )
  })
})
