import type { addressCalls } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { createMemberWithPassword, createStaff, hashPassword } from '../modules/auth'
import { members } from '../modules/auth/auth.tables'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../modules/ledger'
import { rechargeCause } from '../modules/recharges'
import { goods, goodsOptionGroups, goodsOptions, menuCategories, shops } from '../modules/shops/shops.tables'
import { newId } from '../platform/ids'
import type { TestApp } from './harness'
import type { RequestBody } from './requests'

const text = (en: string, zh: string) => ({ en, 'zh-Hans': zh })

export const FAR = '121.6500,31.3500'

export interface FixtureShop {
  shopId: string
  /** The one category, "Main", holding the three dishes. */
  categoryId: string
  noodlesId: string
  teaId: string
  soldOutId: string
  sizeGroupId: string
  smallId: string
  largeId: string
  extraEggId: string
  sugarGroupId: string
  lessSugarId: string
}

/**
 * A shop with a small menu, open all day: noodles 28 yuan (+1 packing; size small 0 / large +6,
 * required; extra egg +3, optional), tea 12 yuan, one dish sold out. Minimum order 20 yuan,
 * full reduction 30 -> 5, base delivery fee 5 yuan, per km 1 yuan, range 5 km.
 */
export async function createFixtureShop(
  db: Db,
  overrides: Partial<typeof shops.$inferInsert> = {},
): Promise<FixtureShop> {
  const shopId = newId()
  const categoryId = newId()
  const ids = {
    noodlesId: newId(),
    teaId: newId(),
    soldOutId: newId(),
    sizeGroupId: newId(),
    smallId: newId(),
    largeId: newId(),
    extraGroupId: newId(),
    extraEggId: newId(),
    sugarGroupId: newId(),
    lessSugarId: newId(),
    fullSugarId: newId(),
  }
  await db.insert(shops).values({
    id: shopId,
    key: `fixture-${shopId}`,
    cityId: 'city',
    name: text('Fixture Noodles', '测试面馆'),
    type: 'asian',
    cuisine: 'lanzhou',
    tastes: ['savory', 'spicy'],
    address: text('1 Test Road', '测试路1号'),
    lng: 121.479,
    lat: 31.2304,
    phone: '02112345678',
    hours: [{ open: '00:00', close: '24:00' }],
    operating: true,
    minimumOrderFen: 2000,
    baseDeliveryFeeFen: 500,
    perKmFeeFen: 100,
    deliveryRangeMeters: 5000,
    deliverySubsidyFen: 0,
    fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
    image: 'demo/x.svg',
    searchText: 'fixture noodles 测试面馆',
    ...overrides,
  })
  await db.insert(menuCategories).values({ id: categoryId, shopId, key: 'main', name: text('Main', '主食') })
  await db.insert(goods).values([
    {
      id: ids.noodlesId,
      shopId,
      categoryId,
      key: 'noodles',
      name: text('Beef noodles', '牛肉面'),
      description: text('Hand-pulled', '手拉面'),
      priceFen: 2800,
      packingFeeFen: 100,
      image: 'demo/n.svg',
      searchText: 'beef noodles 牛肉面',
    },
    {
      id: ids.teaId,
      shopId,
      categoryId,
      key: 'tea',
      name: text('Milk tea', '奶茶'),
      description: text('Sweet', '甜'),
      priceFen: 1200,
      packingFeeFen: 0,
      image: 'demo/t.svg',
      searchText: 'milk tea 奶茶',
    },
    {
      id: ids.soldOutId,
      shopId,
      categoryId,
      key: 'soldout',
      name: text('Lamb skewer', '羊肉串'),
      description: text('Grilled', '烤'),
      priceFen: 500,
      packingFeeFen: 0,
      soldOut: true,
      image: 'demo/s.svg',
      searchText: 'lamb skewer 羊肉串',
    },
  ])
  await db.insert(goodsOptionGroups).values([
    {
      id: ids.sizeGroupId,
      goodsId: ids.noodlesId,
      key: 'size',
      name: text('Size', '规格'),
      required: true,
      multiple: false,
      sort: 0,
    },
    {
      id: ids.extraGroupId,
      goodsId: ids.noodlesId,
      key: 'extras',
      name: text('Extras', '加料'),
      required: false,
      multiple: true,
      sort: 1,
    },
    {
      id: ids.sugarGroupId,
      goodsId: ids.teaId,
      key: 'sugar',
      name: text('Sugar', '甜度'),
      required: false,
      multiple: false,
      sort: 0,
    },
  ])
  await db.insert(goodsOptions).values([
    {
      id: ids.smallId,
      groupId: ids.sizeGroupId,
      key: 'small',
      name: text('Small', '小份'),
      priceFen: 0,
      sort: 0,
    },
    {
      id: ids.largeId,
      groupId: ids.sizeGroupId,
      key: 'large',
      name: text('Large', '大份'),
      priceFen: 600,
      sort: 1,
    },
    {
      id: ids.extraEggId,
      groupId: ids.extraGroupId,
      key: 'egg',
      name: text('Egg', '加蛋'),
      priceFen: 300,
      sort: 0,
    },
    {
      id: ids.lessSugarId,
      groupId: ids.sugarGroupId,
      key: 'less',
      name: text('Less sugar', '少糖'),
      priceFen: 0,
      sort: 0,
    },
    {
      id: ids.fullSugarId,
      groupId: ids.sugarGroupId,
      key: 'full',
      name: text('Full sugar', '全糖'),
      priceFen: 0,
      sort: 1,
    },
  ])
  return { shopId, categoryId, ...ids }
}

export type TestMember = Awaited<ReturnType<typeof createMember>>

/** A member with a login token, a payment password (123456) and a balance (fen). */
export async function createMember(
  t: TestApp,
  opts: { email?: string; balanceFen?: number; paymentPassword?: string | null } = {},
) {
  const email = opts.email ?? `m${newId().slice(0, 8)}@example.com`
  const password = 'Passw0rd1'
  const memberId = await createMemberWithPassword(t.db, { email, password }, t.clock.now())
  if (opts.paymentPassword !== null) {
    await t.db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword(opts.paymentPassword ?? '123456') })
      .where(eq(members.id, memberId))
  }
  await t.db.transaction(async (tx) => {
    if (opts.balanceFen) {
      await postTransfer(
        tx,
        {
          idempotencyKey: `fixture:${memberId}`,
          causeType: rechargeCause,
          causeId: memberId,
          description: 'fixture recharge',
          legs: [
            { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -opts.balanceFen },
            { accountId: memberBalanceAccount(memberId), amountFen: opts.balanceFen },
          ],
        },
        t.clock.now(),
      )
    }
  })
  const { token } = await t.ok<{ token: string }>('member/login', { email, password })
  return { memberId, email, token }
}

export type AddressDraft = RequestBody<typeof addressCalls.insert>

export async function createAddress(t: TestApp, token: string, overrides: Partial<AddressDraft> = {}) {
  const body: AddressDraft = {
    contactName: 'Ana',
    gender: 'female',
    phone: '13800138000',
    city: 'Shanghai',
    street: 'Nanjing East Road 100',
    door: 'Room 1201',
    label: 'home',
    lng: 121.4737,
    lat: 31.2304,
    ...overrides,
  }
  return t.ok<{ id: string }>('member/deliveryAddress/insert', body, token)
}

export async function createMerchant(
  t: TestApp,
  shopIds: string[],
  role: 'merchant' | 'platform' = 'merchant',
) {
  const email = `s${newId().slice(0, 8)}@example.com`
  await createStaff(t.db, { email, password: 'Passw0rd1', name: 'Staff', role, shopIds })
  const { token } = await t.ok<{ token: string }>('merchant/login', { email, password: 'Passw0rd1' })
  return token
}
