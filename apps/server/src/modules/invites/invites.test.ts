import type { InvitedFriend, MemberInfo, PendingReward } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer, seedCause } from '../ledger'
import { giveReward, rewardOf } from '../withdrawals/withdrawals.kit'

const NOON = new Date('2026-11-21T04:00:00Z')
const DAY_MS = 24 * 60 * 60_000
type Page<T> = { records: T[]; total: number }
type Summary = {
  invitePath: string
  invitedCount: number
  affiliateJoinedAt: string | null
  creditedFen: number
  pendingFen: number
  withdrawableFen: number
  tickets: number
  rewardRateBp: number
  creditDelayDays: number
}

describe('invitations and rewards', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let merchant: string
  let platform: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    platform = await createMerchant(t, [], 'platform')
  })

  /** A new member signing up through an invite link (register with inviterId), with 500 yuan of balance. */
  async function signUpThrough(inviterId: string) {
    const email = `i${newId().slice(0, 8)}@example.com`
    await t.ok('member/sendEmailCode', { email, type: 'register' })
    const { token } = await t.ok<{ token: string }>('member/register', {
      email,
      code: t.mailer.lastCode(email),
      password: 'Passw0rd1',
      inviterId,
    })
    const me = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)
    await t.ok('member/setPaymentPassword', { paymentPassword: '123456' }, token)
    await t.db.transaction((tx) =>
      postTransfer(
        tx,
        {
          idempotencyKey: `fund:${me.id}`,
          causeType: seedCause,
          causeId: me.id,
          description: 'test funds',
          legs: [
            { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -50_000 },
            { accountId: memberBalanceAccount(me.id), amountFen: 50_000 },
          ],
        },
        t.clock.now(),
      ),
    )
    return { token, memberId: me.id, email }
  }
  async function completedOrder(token: string) {
    const address = await createAddress(t, token)
    const order = await placeOrder(t, token, deliveryDraft(shop, address.id))
    await payByBalance(t, token, order.id)
    for (const action of ['accept'] as const)
      await t.ok('merchant/order/updateStatus', { id: order.id, action }, merchant)
    await t.ok(
      'merchant/order/dispatch',
      { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
      merchant,
    )
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
    await t.ok('member/order/confirmReceipt', { id: order.id }, token)
    return order
  }

  it('binds a friend through the link, shows the progress, and credits 2% of the goods after 7 days', async () => {
    const inviter = await createMember(t)
    const empty = await t.ok<Summary>('member/invite/summary', {}, inviter.token)
    expect(empty).toMatchObject({
      invitePath: `/pages/internal/login/authorization/authorization?inviterId=${inviter.memberId}`,
      invitedCount: 0,
      creditedFen: 0,
      pendingFen: 0,
      tickets: 0,
      rewardRateBp: 200,
      creditDelayDays: 7,
    })

    const friend = await signUpThrough(inviter.memberId)
    const paid = await placeOrder(
      t,
      friend.token,
      deliveryDraft(shop, (await createAddress(t, friend.token)).id),
    )
    await payByBalance(t, friend.token, paid.id)
    // 40 yuan of goods: 80 fen, not yet credited, no crediting day until the order completes
    let pending = await t.ok<Page<PendingReward>>('member/unreceivedReward/list', {}, inviter.token)
    expect(pending.records).toEqual([
      expect.objectContaining({ orderId: paid.id, rewardFen: 80, creditAt: null }),
    ])
    const done = await completedOrder(friend.token)
    pending = await t.ok<Page<PendingReward>>('member/unreceivedReward/list', {}, inviter.token)
    expect(pending.records[0]).toMatchObject({
      orderId: done.id,
      rewardFen: 80,
      creditAt: new Date(NOON.getTime() + 7 * DAY_MS).toISOString(),
    })
    expect(pending.total).toBe(2)

    const friends = await t.ok<Page<InvitedFriend>>('member/invite/list', {}, inviter.token)
    expect(friends.records).toEqual([
      expect.objectContaining({
        memberId: friend.memberId,
        paidOrders: 2,
        completedOrders: 1,
        creditedFen: 0,
        pendingFen: 160,
      }),
    ])

    t.clock.advance(7 * DAY_MS)
    await t.app.jobs.drain()
    const summary = await t.ok<Summary>('member/invite/summary', {}, inviter.token)
    expect(summary).toMatchObject({ invitedCount: 1, creditedFen: 80, pendingFen: 80, withdrawableFen: 80 })
    expect(await rewardOf(t, inviter.memberId)).toBe(80)

    // the platform's lookup: the inviter with the invite tree and the reward ledger
    const lookup = await t.ok<{
      records: { id: string; invitedCount: number; rewardFen: number }[]
      invited: { id: string }[]
      rewardLedger: { amountFen: number; causeType: string; causeId: string }[]
    }>('admin/member/list', { id: inviter.memberId }, platform)
    expect(lookup.records[0]).toMatchObject({ id: inviter.memberId, invitedCount: 1, rewardFen: 80 })
    expect(lookup.invited.map((m) => m.id)).toEqual([friend.memberId])
    expect(lookup.rewardLedger).toEqual([
      expect.objectContaining({ amountFen: 80, causeType: 'reward_credited', causeId: done.id }),
    ])
    const search = await t.ok<{ records: { id: string }[] }>(
      'admin/member/list',
      { keyword: inviter.email },
      platform,
    )
    expect(search.records.map((r) => r.id)).toEqual([inviter.memberId])
    expect((await t.call('admin/member/list', { id: 'nobody' }, platform)).errorKey).toBe('MEMBER_NOT_FOUND')
    expect((await t.call('admin/member/list', {}, merchant)).errorKey).toBe('FORBIDDEN')
  })

  it('binds once, forever: no self-invite, no loop, no second inviter', async () => {
    const a = await createMember(t)
    const b = await signUpThrough(a.memberId)
    // a signs in again through b's link: a already exists, so nothing is bound (no loop a <-> b)
    await t.ok('member/sendEmailCode', { email: a.email, type: 'login' })
    await t.ok('member/loginByCode', {
      email: a.email,
      code: t.mailer.lastCode(a.email),
      inviterId: b.memberId,
    })
    const lookupA = await t.ok<{ records: { inviterId: string | null }[] }>(
      'admin/member/list',
      { id: a.memberId },
      platform,
    )
    expect(lookupA.records[0]?.inviterId).toBeNull()
    // b through someone else's link later: still a's
    const c = await createMember(t)
    await t.ok('member/sendEmailCode', { email: b.email, type: 'login' })
    await t.ok('member/loginByCode', {
      email: b.email,
      code: t.mailer.lastCode(b.email),
      inviterId: c.memberId,
    })
    const lookupB = await t.ok<{ records: { inviterId: string | null }[] }>(
      'admin/member/list',
      { id: b.memberId },
      platform,
    )
    expect(lookupB.records[0]?.inviterId).toBe(a.memberId)
    expect((await t.ok<Summary>('member/invite/summary', {}, c.token)).invitedCount).toBe(0)
    expect((await t.ok<Summary>('member/invite/summary', {}, a.token)).invitedCount).toBe(1)
  })

  it('shows each member only their own friends and rewards', async () => {
    const inviter = await createMember(t)
    const other = await createMember(t)
    await signUpThrough(inviter.memberId)
    await giveReward(t, inviter.memberId, 1_000)
    expect((await t.ok<Page<InvitedFriend>>('member/invite/list', {}, other.token)).total).toBe(0)
    expect((await t.ok<Page<PendingReward>>('member/unreceivedReward/list', {}, other.token)).total).toBe(0)
    expect((await t.ok<Summary>('member/invite/summary', {}, other.token)).withdrawableFen).toBe(0)
    expect((await t.call('member/invite/summary', {})).errorKey).toBe('NOT_LOGGED_IN')
  })

  it('makes the invite QR code for the link on the app origin', async () => {
    const m = await createMember(t)
    const poster = await t.ok<{ url: string; qrSvg: string }>(
      'member/invite/poster',
      { origin: 'https://siam.example/x?y' },
      m.token,
    )
    expect(poster.url).toBe(
      `https://siam.example/x#/pages/internal/login/authorization/authorization?inviterId=${m.memberId}`,
    )
    expect(poster.qrSvg).toMatch(/^<svg[^>]+viewBox/)
    expect((await t.call('member/invite/poster', { origin: 'javascript:alert(1)' }, m.token)).success).toBe(
      false,
    )
  })

  it('stores the affiliate opt-in once; the summary and the console member lookup show it', async () => {
    const m = await createMember(t)
    const other = await createMember(t)
    expect((await t.ok<Summary>('member/invite/summary', {}, m.token)).affiliateJoinedAt).toBeNull()
    expect((await t.call('member/affiliate/join', {})).errorKey).toBe('NOT_LOGGED_IN')
    expect((await t.call('member/affiliate/join', {}, merchant)).status).toBe(403)
    expect(await t.ok('member/affiliate/join', {}, m.token)).toEqual({
      affiliateJoinedAt: NOON.toISOString(),
    })
    // Joining again keeps the first day.
    t.clock.advance(DAY_MS)
    expect(await t.ok('member/affiliate/join', {}, m.token)).toEqual({
      affiliateJoinedAt: NOON.toISOString(),
    })
    expect((await t.ok<Summary>('member/invite/summary', {}, m.token)).affiliateJoinedAt).toBe(
      NOON.toISOString(),
    )
    expect((await t.ok<Summary>('member/invite/summary', {}, other.token)).affiliateJoinedAt).toBeNull()
    expect(await t.ok('member/profile/detail', {}, m.token)).toMatchObject({
      affiliateJoinedAt: NOON.toISOString(),
    })
    type Lookup = { records: { id: string; affiliateJoinedAt: string | null }[] }
    const one = await t.ok<Lookup>('admin/member/list', { id: m.memberId }, platform)
    expect(one.records).toMatchObject([{ id: m.memberId, affiliateJoinedAt: NOON.toISOString() }])
    const notJoined = await t.ok<Lookup>('admin/member/list', { id: other.memberId }, platform)
    expect(notJoined.records).toMatchObject([{ id: other.memberId, affiliateJoinedAt: null }])
  })
})
