import {
  type ConsoleReview,
  type MyReview,
  type OrderDetail,
  type Review,
  type ReviewState,
  reviewCalls,
  type ShopDetail,
  type UploadedImage,
} from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { payByBalance, pickupDraft, placeOrder } from '../../test/flows'
import { badInput, type RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'
import { shops } from '../shops/shops.tables'
import { solid, uploadParts } from '../uploads/test-support'
import { maskName, reviewedOrderIds } from '.'
import { reviews } from './reviews.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const DAY = 24 * 60 * 60_000
type Page<T> = { records: T[]; total: number; average?: number | null }
type Member = TestMember

describe('reviews', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let merchant: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db, { rating: 45 })
    merchant = await createMerchant(t, [shop.shopId])
  })

  /** A pickup order taken through the real flow: placed, paid by balance, made ready, picked up (6). */
  async function completedOrder(m: Member, target: FixtureShop = shop, staff = merchant): Promise<string> {
    const order = await placeOrder(t, m.token, pickupDraft(target))
    await payByBalance(t, m.token, order.id)
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'mark_ready' }, staff)
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'picked_up' }, staff)
    return order.id
  }
  const member = () => createMember(t, { balanceFen: 100_000 })
  const photo = async (m: Member) => {
    const res = await uploadParts(t, m.token, [{ data: await solid('jpeg', 40, 30) }])
    if (!res.success) throw new Error(`upload failed: ${res.errorKey}`)
    return (res.data as UploadedImage).url
  }
  const review = (token: string, body: RequestBody<typeof reviewCalls.insert>) =>
    t.call<MyReview>('member/appraise/insert', body, token)
  const shopRow = async (id = shop.shopId) => {
    const [row] = await t.db.select().from(shops).where(eq(shops.id, id))
    return { rating: row?.rating, reviewCount: row?.reviewCount }
  }
  const reviewRows = async (orderId: string) =>
    Number((await t.db.select({ n: count() }).from(reviews).where(eq(reviews.orderId, orderId)))[0]?.n)

  it('masks member names: first and last character only', () => {
    expect(maskName('alexandra')).toBe('a***a')
    expect(maskName('王小明')).toBe('王***明')
    expect(maskName('jo')).toBe('j***')
    expect(maskName('')).toBe('***')
  })

  it('reviews a completed order with stars, text and own photos; the shop list shows it; count and average follow', async () => {
    const fresh = await createFixtureShop(t.db, { rating: 45 })
    const staff = await createMerchant(t, [fresh.shopId])
    expect(await shopRow(fresh.shopId)).toEqual({ rating: 45, reviewCount: 0 })

    const ana = await member()
    await t.db.update(members).set({ username: 'anastasia' }).where(eq(members.id, ana.memberId))
    const orderId = await completedOrder(ana, fresh, staff)
    const before = await t.ok<ReviewState>('member/appraise/selectByOrderId', { orderId }, ana.token)
    expect(before).toMatchObject({
      reviewable: true,
      review: null,
      shopId: fresh.shopId,
      shopName: 'Fixture Noodles',
    })
    expect(before.deadlineAt).toBe(new Date(NOON.getTime() + 14 * DAY).toISOString())

    const images = [await photo(ana), await photo(ana)]
    const created = await review(ana.token, {
      orderId,
      level: 5,
      content: '  Great noodles, fast!  ',
      images,
    })
    expect(created).toMatchObject({ success: true, status: 200 })
    expect(created.data).toMatchObject({
      orderId,
      shopId: fresh.shopId,
      level: 5,
      content: 'Great noodles, fast!',
      images,
      reply: null,
      memberName: 'a***a',
    })
    expect(await shopRow(fresh.shopId)).toEqual({ rating: 50, reviewCount: 1 })

    const after = await t.ok<ReviewState>('member/appraise/selectByOrderId', { orderId }, ana.token)
    expect(after).toMatchObject({ reviewable: false, review: { id: created.data?.id, level: 5 } })

    // two more reviews: 5, 2, 4 -> average 3.67, stored as 37 tenths, shown as 3.7
    for (const level of [2, 4]) {
      const m = await member()
      await t.ok('member/appraise/insert', { orderId: await completedOrder(m, fresh, staff), level }, m.token)
    }
    expect(await shopRow(fresh.shopId)).toEqual({ rating: 37, reviewCount: 3 })
    const detail = await t.ok<ShopDetail>('shop/detail', { id: fresh.shopId })
    expect([detail.rating, detail.reviewCount]).toEqual([3.7, 3])

    // public, no login: newest first, masked names, photos, average with one decimal
    const list = await t.ok<Page<Review>>('appraise/list', { shopId: fresh.shopId, pageNo: 1, pageSize: 2 })
    expect(list.total).toBe(3)
    expect(list.average).toBe(3.7)
    expect(list.records).toHaveLength(2)
    const all = await t.ok<Page<Review>>('appraise/list', { shopId: fresh.shopId, pageSize: 100 })
    expect(all.records.map((r) => r.level).sort()).toEqual([2, 4, 5])
    const anas = all.records.find((r) => r.level === 5)
    expect(anas).toMatchObject({ memberName: 'a***a', content: 'Great noodles, fast!', images, reply: null })
    expect(JSON.stringify(all)).not.toContain(ana.email)
    expect(JSON.stringify(all)).not.toContain(orderId)
  })

  it('refuses orders that are not completed, and changes nothing', async () => {
    const m = await member()
    const unpaid = await placeOrder(t, m.token, pickupDraft(shop))
    const paid = await placeOrder(t, m.token, pickupDraft(shop))
    await payByBalance(t, m.token, paid.id)
    const ready = await placeOrder(t, m.token, pickupDraft(shop))
    await payByBalance(t, m.token, ready.id)
    await t.ok('merchant/order/updateStatus', { id: ready.id, action: 'mark_ready' }, merchant)
    const stats = await shopRow()
    for (const order of [unpaid, paid, ready]) {
      const res = await review(m.token, { orderId: order.id, level: 4 })
      expect(res).toMatchObject({ success: false, status: 409, errorKey: 'REVIEW_ORDER_NOT_COMPLETED' })
      expect(res.message).toBe('Only completed orders can be reviewed.')
      expect(await reviewRows(order.id)).toBe(0)
      const state = await t.ok<ReviewState>('member/appraise/selectByOrderId', { orderId: order.id }, m.token)
      expect(state).toMatchObject({ reviewable: false, deadlineAt: null, review: null })
    }
    expect(await shopRow()).toEqual(stats)
  })

  it('accepts one review per order', async () => {
    const m = await member()
    const orderId = await completedOrder(m)
    expect((await review(m.token, { orderId, level: 3 })).success).toBe(true)
    const stats = await shopRow()
    const again = await review(m.token, { orderId, level: 5, content: 'changed my mind' })
    expect(again).toMatchObject({ status: 409, errorKey: 'REVIEW_EXISTS' })
    expect(await reviewRows(orderId)).toBe(1)
    expect(await shopRow()).toEqual(stats)
  })

  it('two submissions racing for the same order: one wins, the other is told it exists', async () => {
    const m = await member()
    const orderId = await completedOrder(m)
    const results = await Promise.all([
      review(m.token, { orderId, level: 5 }),
      review(m.token, { orderId, level: 1 }),
    ])
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)).toMatchObject({ status: 409, errorKey: 'REVIEW_EXISTS' })
    expect(await reviewRows(orderId)).toBe(1)
  })

  it('reviews of one shop submitted at once are all counted', async () => {
    const fresh = await createFixtureShop(t.db)
    const staff = await createMerchant(t, [fresh.shopId])
    const people = [await member(), await member(), await member()]
    const orders = await Promise.all(
      people.map(async (p) => ({ token: p.token, orderId: await completedOrder(p, fresh, staff) })),
    )
    const results = await Promise.all(
      orders.map(({ token, orderId }, i) => review(token, { orderId, level: i + 3 })),
    )
    expect(results.every((r) => r.success)).toBe(true)
    // 3, 4, 5 -> 4.0
    expect(await shopRow(fresh.shopId)).toEqual({ rating: 40, reviewCount: 3 })
  })

  it('closes reviews 14 days after completion (the setting), with the window in the message', async () => {
    const m = await member()
    const onTime = await completedOrder(m)
    const late = await completedOrder(m)
    t.clock.set(new Date(NOON.getTime() + 14 * DAY))
    expect((await review(m.token, { orderId: onTime, level: 4 })).success).toBe(true)
    t.clock.advance(1)
    const res = await review(m.token, { orderId: late, level: 4 })
    expect(res).toMatchObject({ status: 409, errorKey: 'REVIEW_WINDOW_CLOSED' })
    expect(res.message).toContain('14 days')
    expect(await reviewRows(late)).toBe(0)
    const state = await t.ok<ReviewState>('member/appraise/selectByOrderId', { orderId: late }, m.token)
    expect(state.reviewable).toBe(false)
  })

  it("refuses another member's order as not found, and callers who are not members", async () => {
    const owner = await member()
    const other = await member()
    const orderId = await completedOrder(owner)
    expect(await review(other.token, { orderId, level: 5 })).toMatchObject({
      status: 404,
      errorKey: 'ORDER_NOT_FOUND',
    })
    expect(await t.call('member/appraise/selectByOrderId', { orderId }, other.token)).toMatchObject({
      status: 404,
      errorKey: 'ORDER_NOT_FOUND',
    })
    expect(await review('', { orderId, level: 5 })).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
    expect(await review(merchant, { orderId, level: 5 })).toMatchObject({
      status: 403,
      errorKey: 'FORBIDDEN',
    })
    expect(await review(owner.token, { orderId: 'no-such-order', level: 5 })).toMatchObject({ status: 404 })
    expect(await reviewRows(orderId)).toBe(0)
  })

  it('refuses a bad rating, text over 140 characters and more than 9 photos as field errors', async () => {
    const m = await member()
    const orderId = await completedOrder(m)
    for (const level of [0, 6, 4.5, '5', null]) {
      const res = await review(m.token, badInput(reviewCalls.insert, { orderId, level }))
      expect(res, String(level)).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
      expect(res.fieldErrors).toHaveProperty('level')
    }
    const tooLong = await review(m.token, { orderId, level: 4, content: '好'.repeat(141) })
    expect(tooLong).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    expect(tooLong.fieldErrors).toHaveProperty('content')
    const photos = await Promise.all(Array.from({ length: 10 }, () => photo(m)))
    const ten = await review(m.token, { orderId, level: 4, images: photos })
    expect(ten).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    expect(ten.fieldErrors).toHaveProperty('images')
    expect(await reviewRows(orderId)).toBe(0)
    // the limits themselves are fine: 140 characters and 9 photos
    const ok = await review(m.token, {
      orderId,
      level: 4,
      content: '好'.repeat(140),
      images: photos.slice(0, 9),
    })
    expect(ok.success).toBe(true)
    expect(ok.data?.images).toHaveLength(9)
  })

  it("refuses someone else's upload or an address that is no upload at all", async () => {
    const m = await member()
    const other = await member()
    const orderId = await completedOrder(m)
    const mine = await photo(m)
    const theirs = await photo(other)
    for (const images of [[mine, theirs], ['https://example.com/cat.jpg'], ['/siam-server/uploads/x.jpg']]) {
      const res = await review(m.token, { orderId, level: 5, images })
      expect(res).toMatchObject({ status: 400, errorKey: 'UPLOAD_NOT_OWNED' })
      expect(res.message).toBe('Some photos were not uploaded by you, please upload them again.')
    }
    expect(await reviewRows(orderId)).toBe(0)
    // the same own photo twice is kept once
    const res = await review(m.token, { orderId, level: 5, images: [mine, mine] })
    expect(res.data?.images).toEqual([mine])
  })

  it('answers refusals in the language asked for', async () => {
    const m = await member()
    const orderId = await completedOrder(m)
    await review(m.token, { orderId, level: 5 })
    const zh = await t.call('member/appraise/insert', { orderId, level: 5, lang: 'zh-Hans' }, m.token)
    expect(zh).toMatchObject({ errorKey: 'REVIEW_EXISTS', message: '该订单已经评价过了。' })
  })

  it('lets the merchant of the shop and the platform reply; nobody else', async () => {
    const m = await member()
    const orderId = await completedOrder(m)
    const created = (await review(m.token, { orderId, level: 2, content: 'Cold soup' })).data as MyReview
    const otherShop = await createFixtureShop(t.db)
    const stranger = await createMerchant(t, [otherShop.shopId])
    const platform = await createMerchant(t, [], 'platform')

    expect(
      await t.call('merchant/appraise/reply', { id: created.id, reply: 'Sorry!' }, stranger),
    ).toMatchObject({
      status: 404,
      errorKey: 'REVIEW_NOT_FOUND',
    })
    expect(
      await t.call('merchant/appraise/reply', { id: created.id, reply: 'Sorry!' }, m.token),
    ).toMatchObject({
      status: 403,
      errorKey: 'FORBIDDEN',
    })
    expect(await t.call('merchant/appraise/reply', { id: created.id, reply: 'Sorry!' })).toMatchObject({
      status: 401,
    })
    for (const reply of ['', '   ', 'x'.repeat(301)]) {
      expect(await t.call('merchant/appraise/reply', { id: created.id, reply }, merchant)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    }
    const [untouched] = await t.db.select().from(reviews).where(eq(reviews.id, created.id))
    expect(untouched?.reply).toBeNull()

    const replied = await t.ok<ConsoleReview>(
      'merchant/appraise/reply',
      { id: created.id, reply: ' Sorry, we will keep it hot. ' },
      merchant,
    )
    expect(replied).toMatchObject({
      reply: 'Sorry, we will keep it hot.',
      orderId,
      shopName: 'Fixture Noodles',
    })
    expect(replied.repliedAt).toBe(NOON.toISOString())
    const list = await t.ok<Page<Review>>('appraise/list', { shopId: shop.shopId, pageSize: 100 })
    expect(list.records.find((r) => r.id === created.id)?.reply).toBe('Sorry, we will keep it hot.')

    t.clock.advance(60_000)
    const again = await t.ok<ConsoleReview>(
      'merchant/appraise/reply',
      { id: created.id, reply: 'Platform here.' },
      platform,
    )
    expect(again.reply).toBe('Platform here.')
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, created.id))
    expect(row?.repliedBy).not.toBeNull()
    expect(row?.repliedAt?.getTime()).toBe(NOON.getTime() + 60_000)
  })

  it("lists a merchant's own shops' reviews on the console (platform: all), optionally only unreplied or of one rating", async () => {
    const fresh = await createFixtureShop(t.db)
    const staff = await createMerchant(t, [fresh.shopId])
    const m = await member()
    const first = (await review(m.token, { orderId: await completedOrder(m, fresh, staff), level: 4 }))
      .data as MyReview
    const second = (await review(m.token, { orderId: await completedOrder(m, fresh, staff), level: 1 }))
      .data as MyReview
    await t.ok('merchant/appraise/reply', { id: first.id, reply: 'Thanks!' }, staff)

    const own = await t.ok<Page<ConsoleReview>>('merchant/appraise/list', { pageNo: -1 }, staff)
    expect(own.records.map((r) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(own.records.every((r) => r.shopId === fresh.shopId && r.orderNo !== '')).toBe(true)
    const unreplied = await t.ok<Page<ConsoleReview>>(
      'merchant/appraise/list',
      { pageNo: -1, unreplied: true },
      staff,
    )
    expect(unreplied.records.map((r) => r.id)).toEqual([second.id])
    const fourStars = await t.ok<Page<ConsoleReview>>(
      'merchant/appraise/list',
      { pageNo: -1, rating: 4 },
      staff,
    )
    expect(fourStars.records.map((r) => r.id)).toEqual([first.id])
    const fiveStars = await t.ok<Page<ConsoleReview>>(
      'merchant/appraise/list',
      { pageNo: -1, rating: 5 },
      staff,
    )
    expect(fiveStars).toEqual({ records: [], total: 0 })
    expect(await t.call('merchant/appraise/list', { pageNo: -1, rating: 6 }, staff)).toMatchObject({
      status: 400,
    })
    // another shop asked for by id: nothing, as on the order board
    const foreign = await t.ok<Page<ConsoleReview>>(
      'merchant/appraise/list',
      { pageNo: -1, shopId: shop.shopId },
      staff,
    )
    expect(foreign).toEqual({ records: [], total: 0 })
    const platform = await createMerchant(t, [], 'platform')
    const everything = await t.ok<Page<ConsoleReview>>('merchant/appraise/list', { pageNo: -1 }, platform)
    expect(everything.records.map((r) => r.shopId)).toEqual(
      expect.arrayContaining([shop.shopId, fresh.shopId]),
    )
    expect(await t.call('merchant/appraise/list', { pageNo: -1 }, m.token)).toMatchObject({ status: 403 })
  })

  it('tells which orders are reviewed (for the order detail), and lists only real shops', async () => {
    const m = await member()
    const reviewed = await completedOrder(m)
    const notYet = await completedOrder(m)
    await review(m.token, { orderId: reviewed, level: 5 })
    expect(await reviewedOrderIds(t.db, [reviewed, notYet, 'nope'])).toEqual(new Set([reviewed]))
    expect(await reviewedOrderIds(t.db, [])).toEqual(new Set())
    // The member's order detail: reviewed, and no review button any more; the other still offers it.
    const detailOf = (id: string) => t.ok<OrderDetail>('member/order/selectById', { id }, m.token)
    expect(await detailOf(reviewed)).toMatchObject({ reviewed: true })
    expect((await detailOf(reviewed)).actions).not.toContain('review')
    expect(await detailOf(notYet)).toMatchObject({ reviewed: false })
    expect((await detailOf(notYet)).actions).toContain('review')
    expect(await t.call('appraise/list', { shopId: 'no-such-shop' })).toMatchObject({
      status: 404,
      errorKey: 'SHOP_NOT_FOUND',
    })
    const empty = await createFixtureShop(t.db)
    expect(await t.ok('appraise/list', { shopId: empty.shopId })).toEqual({
      records: [],
      total: 0,
      average: null,
    })
  })
})
