import type { AdminShop, AuditEntry, ShopCard } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { payByBalance, pickupDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { shopQueries } from '.'
import { cities } from './shops.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const P = '121.4737,31.2304'

describe('admin/shop: suspending and reinstating a shop', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string
  let shop: FixtureShop
  let other: FixtureShop

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
    shop = await createFixtureShop(t.db)
    other = await createFixtureShop(t.db)
  })

  const listed = async () =>
    (await t.ok<{ records: ShopCard[] }>('shop/list', { position: P, pageSize: 100 })).records.map(
      (c) => c.id,
    )

  it('lists every shop for platform staff, with a keyword', async () => {
    const all = await t.ok<{ records: AdminShop[]; total: number }>(
      'admin/shop/list',
      { pageNo: -1 },
      platform,
    )
    expect(all.total).toBe(2)
    expect(all.records.map((s) => s.id).sort()).toEqual([shop.shopId, other.shopId].sort())
    const none = await t.ok<{ total: number }>('admin/shop/list', { keyword: 'no such shop' }, platform)
    expect(none.total).toBe(0)
  })

  it('hides a suspended shop and refuses new orders; an order placed before continues; audited', async () => {
    const member = await createMember(t, { balanceFen: 100_000 })
    const placed = await placeOrder(t, member.token, pickupDraft(shop))
    expect(await listed()).toContain(shop.shopId)

    const suspended = await t.call<AdminShop>(
      'admin/shop/suspend',
      { id: shop.shopId, reason: 'Hygiene inspection' },
      platform,
    )
    expect(suspended.data).toMatchObject({ suspended: true, suspendedReason: 'Hygiene inspection' })

    expect(await listed()).not.toContain(shop.shopId)
    expect(await listed()).toContain(other.shopId)
    const preview = await t.call<{ blockers: string[] }>(
      'member/order/preview',
      pickupDraft(shop),
      member.token,
    )
    expect(preview.data?.blockers).toContain('SHOP_SUSPENDED')
    const refused = await t.call(
      'member/order/insert',
      { ...pickupDraft(shop), expectedTotalFen: 1, idempotencyKey: 'order-suspended-1' },
      member.token,
    )
    expect(refused.success).toBe(false)

    // the order placed before the suspension can still be paid
    const paid = await payByBalance(t, member.token, placed.id)
    expect(paid).toBeTruthy()

    const log = await t.ok<{ records: AuditEntry[] }>(
      'admin/audit/list',
      { subject: `shop:${shop.shopId}` },
      platform,
    )
    expect(log.records[0]).toMatchObject({
      action: 'shop.suspend',
      before: { suspended: false, reason: null },
      after: { suspended: true, reason: 'Hygiene inspection' },
    })
  })

  it('reinstates: listed and orderable again, audited', async () => {
    t.clock.set(new Date(NOON.getTime() + 60_000)) // after the suspension, so the log's order is certain
    const back = await t.ok<AdminShop>('admin/shop/reinstate', { id: shop.shopId }, platform)
    expect(back).toMatchObject({ suspended: false, suspendedReason: null })
    expect(await listed()).toContain(shop.shopId)
    const member = await createMember(t)
    const preview = await t.ok<{ blockers: string[] }>(
      'member/order/preview',
      pickupDraft(shop),
      member.token,
    )
    expect(preview.blockers).not.toContain('SHOP_SUSPENDED')
    const log = await t.ok<{ records: AuditEntry[] }>(
      'admin/audit/list',
      { subject: `shop:${shop.shopId}` },
      platform,
    )
    expect(log.records.map((r) => r.action)).toEqual(['shop.reinstate', 'shop.suspend'])
  })

  it('creates a shop: not operating until its merchant opens it, in the nearest city, listed, audited', async () => {
    await t.db
      .insert(cities)
      .values([
        { id: 'sh', key: 'shanghai', name: { en: 'Shanghai' }, lng: 121.47, lat: 31.23 },
        { id: 'bj', key: 'beijing', name: { en: 'Beijing' }, lng: 116.4, lat: 39.9 },
      ])
      .onConflictDoNothing()
    const made = await t.call<AdminShop>(
      'admin/shop/create',
      {
        name: { en: 'Halal Corner', 'zh-Hans': '清真小馆', fr: '' },
        type: 'halal',
        cuisine: 'lanzhou',
        address: { en: '2 Test Road' },
        position: '121.48,31.24',
        phone: '021 5555 0000',
      },
      platform,
    )
    expect(made.data).toMatchObject({ name: 'Halal Corner', operating: false, suspended: false })
    const row = await shopQueries.shopById(t.db, made.data?.id ?? '')
    expect(row).toMatchObject({
      cityId: 'sh',
      name: { en: 'Halal Corner', 'zh-Hans': '清真小馆' },
      hours: [],
    })
    // listed to members (closed: not operating yet)
    const card = (
      await t.ok<{ records: ShopCard[] }>('shop/list', { position: P, pageSize: 100 })
    ).records.find((c) => c.id === made.data?.id)
    expect(card).toBeTruthy()
    const log = await t.ok<{ records: AuditEntry[] }>(
      'admin/audit/list',
      { subject: `shop:${made.data?.id}` },
      platform,
    )
    expect(log.records[0]).toMatchObject({
      action: 'shop.create',
      after: { name: '清真小馆', type: 'halal' },
    })

    const bad = await t.call(
      'admin/shop/create',
      {
        name: { fr: 'Coin' },
        type: 'pizza',
        cuisine: '',
        address: { en: 'x' },
        position: 'here',
        phone: '1',
      },
      platform,
    )
    expect(bad.errorKey).toBe('VALIDATION_FAILED')
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual([
      'cuisine',
      'name',
      'phone',
      'position',
      'type',
    ])
  })

  it('refuses an unknown shop and a blank reason, in the user’s language, writing no audit row', async () => {
    const before = (await t.ok<{ total: number }>('admin/audit/list', {}, platform)).total
    const unknown = await t.call('admin/shop/suspend', { id: 'nope', reason: 'x', lang: 'fr' }, platform)
    expect(unknown.errorKey).toBe('SHOP_NOT_FOUND')
    expect(unknown.message).not.toMatch(/shop does not exist/)
    const blank = await t.call('admin/shop/suspend', { id: shop.shopId, reason: '  ' }, platform)
    expect(blank.errorKey).toBe('VALIDATION_FAILED')
    expect((await t.ok<{ total: number }>('admin/audit/list', {}, platform)).total).toBe(before)
  })
})
