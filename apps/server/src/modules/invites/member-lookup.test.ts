import type { AdminMember, AdminMemberAccount } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant, type FixtureShop } from '../../test/fixtures'
import { payByBalance, pickupDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'

const NOON = new Date('2026-11-21T04:00:00Z')

describe('admin/member/list: the platform finds a member by phone or order number (issue 14)', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string
  let shop: FixtureShop

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
    shop = await createFixtureShop(t.db)
  })

  const search = (keyword: string, token = platform) =>
    t.call<{ records: AdminMember[]; total: number }>('admin/member/list', { keyword }, token)

  it('by one of their order numbers', async () => {
    const buyer = await createMember(t)
    await createMember(t)
    const order = await placeOrder(t, buyer.token, pickupDraft(shop))
    const found = await search(order.orderNo)
    expect(found.data?.records.map((m) => m.id)).toEqual([buyer.memberId])
    expect((await search('999999999999')).data?.total).toBe(0)
  })

  it('by phone', async () => {
    const m = await createMember(t)
    await t.db.update(members).set({ phone: '+8613912345678' }).where(eq(members.id, m.memberId))
    const found = await search('13912345678')
    expect(found.data?.records.map((r) => r.id)).toEqual([m.memberId])
  })

  it('shows a member’s balance, points and latest orders with what was paid and refunded', async () => {
    const m = await createMember(t, { balanceFen: 10_000 })
    const order = await placeOrder(t, m.token, pickupDraft(shop))
    await payByBalance(t, m.token, order.id)
    const account = await t.ok<AdminMemberAccount>('admin/member/account', { id: m.memberId }, platform)
    expect(account).toMatchObject({
      balanceFen: 10_000 - order.totalFen,
      rewardFen: 0,
      points: 0,
      orderCount: 1,
      orders: [{ id: order.id, orderNo: order.orderNo, paidFen: order.totalFen, refundedFen: 0 }],
    })
    expect((await t.call('admin/member/account', { id: 'nope' }, platform)).errorKey).toBe('MEMBER_NOT_FOUND')
  })

  it('refuses a merchant and a member', async () => {
    const merchant = await createMerchant(t, [shop.shopId])
    expect((await search('x', merchant)).errorKey).toBe('FORBIDDEN')
    const account = await t.call('admin/member/account', { id: 'x' }, merchant)
    expect(account.errorKey).toBe('FORBIDDEN')
    const member = await createMember(t)
    const asMember = await t.call('admin/member/account', { id: member.memberId }, member.token)
    expect(asMember.errorKey).toBe('FORBIDDEN')
    expect((await search('x', member.token)).errorKey).toBe('FORBIDDEN')
  })
})
