import type { AdminMallGoods, MallOrder } from '@siam/contracts'
import type { z } from 'zod'
import { newId } from '../../platform/ids'
import { createAddress, createMember, createMerchant } from '../../test/fixtures'
import type { TestApp } from '../../test/harness'
import { balanceOf, memberAccount, PLATFORM_ACCOUNTS, postTransfer, seedCause } from '../ledger'

type Goods = z.output<typeof AdminMallGoods>

/** Credited points put straight into the member's points wallet (as if earned and credited). */
async function givePoints(t: TestApp, memberId: string, points: number) {
  await t.db.transaction((tx) =>
    postTransfer(
      tx,
      {
        idempotencyKey: `fixture-points:${newId()}`,
        causeType: seedCause,
        causeId: memberId,
        description: 'fixture points',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: -points },
          { accountId: memberAccount(memberId, 'points'), amountFen: points },
        ],
      },
      t.clock.now(),
    ),
  )
}

export const pointsOf = (t: TestApp, memberId: string) => balanceOf(t.db, memberAccount(memberId, 'points'))

/** A platform staff token and one category. */
export async function mallAdmin(t: TestApp) {
  const admin = await createMerchant(t, [], 'platform')
  const { id: categoryId } = await t.ok<{ id: string }>(
    'admin/pointsMall/category/save',
    { names: { en: 'Home', 'zh-Hans': '家居' }, sort: 1 },
    admin,
  )
  return { admin, categoryId }
}

export function saveGoods(
  t: TestApp,
  admin: string,
  categoryId: string,
  over: Partial<{
    points: number
    cashFen: number
    stock: number
    specs: { id: string; names: Record<string, string> }[]
    recommended: boolean
  }> = {},
) {
  return t.ok<Goods>(
    'admin/pointsMall/goods/save',
    {
      categoryId,
      names: { en: 'Tea cup', 'zh-Hans': '茶杯', ja: 'ティーカップ' },
      descriptions: { en: 'A cup', 'zh-Hans': '一个杯子' },
      photos: ['/assets/mall/cup.png'],
      points: 500,
      cashFen: 0,
      stock: 10,
      ...over,
    },
    admin,
  )
}

/** A member with points, balance, a payment password (123456) and an address. */
export async function mallMember(t: TestApp, opts: { points?: number; balanceFen?: number } = {}) {
  const m = await createMember(t, { balanceFen: opts.balanceFen ?? 0 })
  if (opts.points) await givePoints(t, m.memberId, opts.points)
  const address = await createAddress(t, m.token)
  return { ...m, addressId: address.id }
}

export function buyNow(
  t: TestApp,
  m: { token: string; addressId: string },
  goodsId: string,
  number = 1,
  over: { idempotencyKey?: string; paymentPassword?: string; specId?: string } = {},
) {
  return t.call<MallOrder>(
    'member/pointsMall/order/insert',
    {
      draft: { goods: { goodsId, number, specId: over.specId ?? '' } },
      deliveryAddressId: m.addressId,
      paymentPassword: over.paymentPassword ?? '123456',
      idempotencyKey: over.idempotencyKey ?? `mall-${newId()}`,
    },
    m.token,
  )
}
