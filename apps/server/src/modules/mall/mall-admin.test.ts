import type { MallOrder, OrderDetail } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, pickupDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { consoleMoves } from '../loyalty/loyalty.kit'
import { buyNow, mallAdmin, mallMember, saveGoods } from './mall.kit'

const NOON = new Date('2026-11-21T04:00:00Z')
const DAY = 86_400_000
type Page<T> = { records: T[]; total: number }
type Pending = {
  orderId: string
  points: number
  earned: number
  reversed: number
  creditAt: string | null
  status: string
}

describe('points mall: console calls and the points pages', () => {
  const t = useApiTestApp({ at: NOON })
  let admin: string
  let categoryId: string
  let shop: FixtureShop

  beforeAll(async () => {
    ;({ admin, categoryId } = await mallAdmin(t))
    shop = await createFixtureShop(t.db)
  })

  it('lets only platform staff manage the catalogue; refuses unknown categories and goods', async () => {
    const member = await createMember(t)
    const merchant = await createMerchant(t, [shop.shopId])
    for (const token of [member.token, merchant]) {
      expect(await t.call('admin/pointsMall/goods/list', { pageNo: 1, pageSize: 10 }, token)).toMatchObject({
        status: 403,
      })
    }
    const g = await saveGoods(t, admin, categoryId, { points: 120, cashFen: 50 })
    const updated = await t.ok<{ id: string; stock: number; sold: number }>(
      'admin/pointsMall/goods/save',
      {
        id: g.id,
        categoryId,
        names: { en: 'Tea cup', 'zh-Hans': '茶杯' },
        descriptions: { en: 'A cup', 'zh-Hans': '一个杯子' },
        photos: ['/assets/mall/cup.png'],
        points: 150,
        stock: 3,
      },
      admin,
    )
    expect(updated).toMatchObject({ id: g.id, stock: 3, sold: 0 })
    const list = await t.ok<Page<{ id: string; points: number }>>(
      'admin/pointsMall/goods/list',
      { pageNo: -1, pageSize: 10 },
      admin,
    )
    expect(list.records.find((x) => x.id === g.id)?.points).toBe(150)
    expect(
      await t.call(
        'admin/pointsMall/goods/save',
        {
          categoryId: 'nope',
          names: { en: 'x', 'zh-Hans': 'x' },
          descriptions: { en: 'x', 'zh-Hans': 'x' },
          photos: ['a'],
          points: 1,
          stock: 1,
        },
        admin,
      ),
    ).toMatchObject({ status: 404, errorKey: 'MALL_CATEGORY_NOT_FOUND' })
    expect(
      await t.call(
        'admin/pointsMall/goods/save',
        {
          categoryId,
          names: { en: 'only English' },
          descriptions: { en: 'x', 'zh-Hans': 'x' },
          photos: ['a'],
          points: 1,
          stock: 1,
        },
        admin,
      ),
    ).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    const cats = await t.ok<{ records: { id: string }[] }>('admin/pointsMall/category/list', {}, admin)
    expect(cats.records.map((c) => c.id)).toContain(categoryId)
    const { id: bannerId } = await t.ok<{ id: string }>(
      'admin/pointsMall/banner/save',
      { image: 'demo/mall-banner-x.svg', goodsId: g.id },
      admin,
    )
    const banners = await t.ok<{ records: { id: string; goodsId: string | null }[] }>(
      'admin/pointsMall/banner/list',
      {},
      admin,
    )
    expect(banners.records).toContainEqual(expect.objectContaining({ id: bannerId, goodsId: g.id }))
    expect(
      await t.call('admin/pointsMall/banner/save', { image: 'x.svg', goodsId: 'missing' }, admin),
    ).toMatchObject({ status: 404, errorKey: 'MALL_GOODS_NOT_FOUND' })
    const menu = await t.ok<{ banners: { id: string }[] }>('pointsMall/menu/listWithGoods', {})
    expect(menu.banners.map((b) => b.id)).toContain(bannerId)
    expect(
      await t.call(
        'admin/pointsMall/order/deliver',
        { id: 'missing', carrier: 'SF', trackingNo: 'SF0001' },
        admin,
      ),
    ).toMatchObject({
      status: 404,
      errorKey: 'MALL_ORDER_NOT_FOUND',
    })
    expect(
      await t.call('admin/pointsMall/refund/audit', { refundId: 'missing', approve: true }, admin),
    ).toMatchObject({
      status: 404,
      errorKey: 'MALL_REFUND_NOT_FOUND',
    })
  })

  it('lists points not yet credited per order: waiting, the crediting day after completion, reversal', async () => {
    const m = await createMember(t, { balanceFen: 100_000 })
    const merchant = await createMerchant(t, [shop.shopId])
    const moves = consoleMoves(t, merchant)
    const address = await createAddress(t, m.token)
    const kept = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
    await payByBalance(t, m.token, kept.id)
    const rejected = await placeOrder(t, m.token, pickupDraft(shop))
    await payByBalance(t, m.token, rejected.id)
    await moves.reject(rejected.id)
    const before = await t.ok<Page<Pending>>(
      'member/points/pendingList',
      { pageNo: 1, pageSize: 10 },
      m.token,
    )
    const byId = (id: string) => before.records.find((r) => r.orderId === id)
    expect(byId(kept.id)).toMatchObject({ status: 'waiting', creditAt: null })
    expect(byId(kept.id)?.points).toBeGreaterThan(0)
    expect(byId(rejected.id)).toMatchObject({ status: 'reversed', points: 0 })
    expect(byId(rejected.id)?.reversed).toBe(byId(rejected.id)?.earned)
    await moves.toDelivered(kept.id)
    await t.ok('member/order/confirmReceipt', { id: kept.id }, m.token)
    const detail = await t.ok<OrderDetail>('member/order/selectById', { id: kept.id }, m.token)
    expect(detail.status).toBe(6)
    const after = await t.ok<Page<Pending>>('member/points/pendingList', { pageNo: 1, pageSize: 10 }, m.token)
    const row = after.records.find((r) => r.orderId === kept.id)
    expect(row).toMatchObject({
      status: 'waiting',
      creditAt: new Date(NOON.getTime() + 7 * DAY).toISOString(),
    })
    const other = await createMember(t)
    expect(await t.ok('member/points/pendingList', { pageNo: 1, pageSize: 10 }, other.token)).toEqual({
      records: [],
      total: 0,
    })
  })

  it('deletes goods, categories and banners; goods that orders bought are retired, kept for history; only platform staff may', async () => {
    const member = await createMember(t)
    const merchant = await createMerchant(t, [shop.shopId])
    for (const path of [
      'admin/pointsMall/goods/delete',
      'admin/pointsMall/category/delete',
      'admin/pointsMall/banner/delete',
    ]) {
      for (const token of [member.token, merchant])
        expect(await t.call(path, { id: categoryId }, token)).toMatchObject({ status: 403 })
    }
    const { id: cat } = await t.ok<{ id: string }>(
      'admin/pointsMall/category/save',
      { names: { en: 'Garden', 'zh-Hans': '园艺' } },
      admin,
    )
    const unsold = await saveGoods(t, admin, cat, { points: 10 })
    const sold = await saveGoods(t, admin, cat, { points: 10 })
    const banner = await t.ok<{ id: string }>(
      'admin/pointsMall/banner/save',
      { image: '/assets/mall/b.png', goodsId: sold.id },
      admin,
    )
    const m = await mallMember(t, { points: 100 })
    const order = (await buyNow(t, m, sold.id)).data as MallOrder
    await t.ok('member/pointsMall/shoppingCart/insert', { goodsId: unsold.id, number: 1 }, m.token)
    const goodsIds = async () =>
      (
        await t.ok<Page<{ id: string }>>('admin/pointsMall/goods/list', { pageNo: -1, pageSize: 100 }, admin)
      ).records.map((g) => g.id)
    const menuIds = async () =>
      (
        await t.ok<{ records: { id: string; goods: { id: string }[] }[] }>(
          'pointsMall/menu/listWithGoods',
          {},
        )
      ).records.flatMap((c) => [c.id, ...c.goods.map((g) => g.id)])

    // A category with goods in it is refused, and nothing changes.
    const full = await t.call('admin/pointsMall/category/delete', { id: cat, lang: 'zh-Hans' }, admin)
    expect(full).toMatchObject({ status: 409, errorKey: 'MALL_CATEGORY_NOT_EMPTY' })
    expect(full.message).toBe('该分类下还有商品，请先删除或移走商品')
    expect(await menuIds()).toEqual(expect.arrayContaining([cat, unsold.id, sold.id]))

    // Never ordered: deleted; the member's cart loses it.
    expect(await t.ok('admin/pointsMall/goods/delete', { id: unsold.id }, admin)).toEqual({
      id: unsold.id,
      outcome: 'deleted',
    })
    const cart = await t.ok<{ records: unknown[] }>(
      'member/pointsMall/shoppingCart/list',
      { pageNo: -1, pageSize: 20 },
      m.token,
    )
    expect(cart.records).toEqual([])

    // Ordered: retired. Gone from shop and console, the banner no longer links it, the order reads.
    expect(await t.ok('admin/pointsMall/goods/delete', { id: sold.id }, admin)).toEqual({
      id: sold.id,
      outcome: 'retired',
    })
    expect(await goodsIds()).not.toContain(sold.id)
    expect(await menuIds()).not.toContain(sold.id)
    expect(await t.call('pointsMall/goods/selectById', { id: sold.id })).toMatchObject({
      status: 404,
      errorKey: 'MALL_GOODS_NOT_FOUND',
    })
    const banners = await t.ok<{ records: { id: string; goodsId: string | null }[] }>(
      'admin/pointsMall/banner/list',
      {},
      admin,
    )
    expect(banners.records.find((b) => b.id === banner.id)?.goodsId).toBeNull()
    const kept = await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: order.id }, m.token)
    expect(kept.lines.map((l) => l.goodsId)).toEqual([sold.id])
    for (const [path, body] of [
      ['admin/pointsMall/goods/delete', { id: sold.id }],
      ['member/pointsMall/shoppingCart/insert', { goodsId: sold.id, number: 1 }],
    ] as const)
      expect(await t.call(path, body, path.startsWith('admin') ? admin : m.token)).toMatchObject({
        status: 404,
        errorKey: 'MALL_GOODS_NOT_FOUND',
      })
    expect(
      await t.call('admin/pointsMall/banner/save', { image: '/b.png', goodsId: sold.id }, admin),
    ).toMatchObject({ status: 404, errorKey: 'MALL_GOODS_NOT_FOUND' })

    // Only the retired item points at the category now: it is retired too, and takes no goods.
    expect(await t.ok('admin/pointsMall/category/delete', { id: cat }, admin)).toEqual({
      id: cat,
      outcome: 'retired',
    })
    expect(await menuIds()).not.toContain(cat)
    const cats = await t.ok<{ records: { id: string }[] }>('admin/pointsMall/category/list', {}, admin)
    expect(cats.records.map((c) => c.id)).not.toContain(cat)
    expect(await t.call('admin/pointsMall/category/delete', { id: cat }, admin)).toMatchObject({
      status: 404,
      errorKey: 'MALL_CATEGORY_NOT_FOUND',
    })
    const { id: empty } = await t.ok<{ id: string }>(
      'admin/pointsMall/category/save',
      { names: { en: 'Empty', 'zh-Hans': '空' } },
      admin,
    )
    expect(await t.ok('admin/pointsMall/category/delete', { id: empty }, admin)).toEqual({
      id: empty,
      outcome: 'deleted',
    })

    // Banners are deleted; a second delete is not found.
    expect(await t.ok('admin/pointsMall/banner/delete', { id: banner.id }, admin)).toEqual({
      id: banner.id,
      outcome: 'deleted',
    })
    expect(await t.call('admin/pointsMall/banner/delete', { id: banner.id }, admin)).toMatchObject({
      status: 404,
      errorKey: 'MALL_BANNER_NOT_FOUND',
    })
  })
})
