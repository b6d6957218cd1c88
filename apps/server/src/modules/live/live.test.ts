import type { OrderDetail, StreamTicket } from '@siam/contracts'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { openSse, type SseEvent, type SseReader } from '../../test/sse'
import { useApiTestApp } from '../../test/suite'

const NOON = new Date('2026-11-21T04:00:00Z')

describe('live event streams', () => {
  const t = useApiTestApp({ at: NOON })
  let base: string
  let shop: FixtureShop
  let otherShop: FixtureShop
  let merchant: string
  let otherMerchant: string
  let platform: string
  let member: TestMember
  let stranger: TestMember
  let addressId: string
  const open: SseReader[] = []

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    otherShop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    otherMerchant = await createMerchant(t, [otherShop.shopId])
    platform = await createMerchant(t, [], 'platform')
    member = await createMember(t, { balanceFen: 1_000_000 })
    stranger = await createMember(t, { balanceFen: 1_000_000 })
    addressId = (await createAddress(t, member.token)).id
    base = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  // Each test's streams end with it, so the per-member limit starts afresh.
  afterEach(async () => {
    for (const reader of open.splice(0)) reader.close()
    await expect.poll(() => t.app.services.liveStreams.size(), { timeout: 10_000 }).toBe(0)
  })

  async function stream(path: string, query: Record<string, string>): Promise<SseReader> {
    const reader = await openSse(`${base}/siam-server/rest/${path}?${new URLSearchParams(query)}`)
    open.push(reader)
    return reader
  }
  const merchantTicket = (token: string) => t.ok<StreamTicket>('merchant/events/ticket', {}, token)
  const orderTicket = (id: string, token = member.token) =>
    t.ok<StreamTicket>('member/order/events/ticket', { id }, token)
  const merchantStream = async (token: string) =>
    stream('merchant/events', { ticket: (await merchantTicket(token)).ticket })
  const orderStream = async (id: string) =>
    stream('member/order/events', { id, ticket: (await orderTicket(id)).ticket })
  const about = (orderId: string, status?: number) => (event: SseEvent) => {
    const data = JSON.parse(event.data) as { orderId: string; status: number }
    return data.orderId === orderId && (status === undefined || data.status === status)
  }
  const paidOrder = async () => {
    const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
    return payByBalance(t, member.token, order.id)
  }

  it('tells the merchant of a new paid order and the member of its acceptance, as the stream opens unbuffered', async () => {
    const board = await merchantStream(merchant)
    expect(board.status).toBe(200)
    expect(board.contentType).toContain('text/event-stream')
    expect(board.headers.get('x-accel-buffering')).toBe('no')
    expect(board.headers.get('content-encoding')).toBeNull()
    const order = await paidOrder()
    const paid = await board.next(about(order.id, order.status))
    expect(paid.event).toBe('order')
    expect(JSON.parse(paid.data)).toEqual({
      kind: 'order',
      orderId: order.id,
      shopId: shop.shopId,
      status: order.status,
    })
    expect(board.retry).toBeGreaterThan(0)

    const page = await orderStream(order.id)
    expect(page.status).toBe(200)
    const accepted = await t.ok<{ status: number }>(
      'merchant/order/updateStatus',
      { id: order.id, action: 'accept' },
      merchant,
    )
    await page.next(about(order.id, accepted.status))
    await board.next(about(order.id, accepted.status))
  })

  it("shows a merchant only their own shops' events; platform staff see every shop", async () => {
    const others = await merchantStream(otherMerchant)
    const staff = await merchantStream(platform)
    const order = await paidOrder()
    await staff.next(about(order.id, order.status))
    // The other shop's merchant heard nothing of it: an event of their own shop arrives, this one never did.
    const theirs = await placeOrder(t, stranger.token, {
      ...deliveryDraft(otherShop, (await createAddress(t, stranger.token)).id),
    })
    await others.next(about(theirs.id))
    expect(others.events.some(about(order.id))).toBe(false)
  })

  it("carries only the member's own order on an order stream", async () => {
    const mine = await paidOrder()
    const page = await orderStream(mine.id)
    const other = await paidOrder()
    await t.ok('merchant/order/updateStatus', { id: other.id, action: 'accept' }, merchant)
    await t.ok('merchant/order/updateStatus', { id: mine.id, action: 'accept' }, merchant)
    await page.next(about(mine.id))
    expect(page.events.some(about(other.id))).toBe(false)
  })

  it("refuses a ticket for another member's order, and a stream without a good ticket", async () => {
    const order = await paidOrder()
    const refused = await t.call('member/order/events/ticket', { id: order.id }, stranger.token)
    expect(refused.errorKey).toBe('ORDER_NOT_FOUND')
    expect((await stream('member/order/events', { id: order.id, ticket: 'made-up' })).status).toBe(401)
    expect((await stream('merchant/events', {})).status).toBe(401)
    // A merchant's ticket does not open a member's order stream, nor the reverse.
    expect(
      (await stream('member/order/events', { id: order.id, ticket: (await merchantTicket(merchant)).ticket }))
        .status,
    ).toBe(403)
    expect((await stream('merchant/events', { ticket: (await orderTicket(order.id)).ticket })).status).toBe(
      403,
    )
    // A ticket for one order does not open another order's stream.
    const another = await paidOrder()
    expect(
      (await stream('member/order/events', { id: another.id, ticket: (await orderTicket(order.id)).ticket }))
        .status,
    ).toBe(404)
  })

  it('takes a ticket once and not after its minute', async () => {
    const { ticket } = await merchantTicket(merchant)
    expect((await stream('merchant/events', { ticket })).status).toBe(200)
    expect((await stream('merchant/events', { ticket })).status).toBe(401)
    const late = await merchantTicket(merchant)
    t.clock.advance(61_000)
    expect((await stream('merchant/events', { ticket: late.ticket })).status).toBe(401)
  })

  it("refuses ticket calls to the wrong audience and bad input, in the caller's language", async () => {
    expect((await t.call('merchant/events/ticket', {}, member.token)).errorKey).toBe('FORBIDDEN')
    expect((await t.call('merchant/events/ticket', {})).errorKey).toBe('NOT_LOGGED_IN')
    expect((await t.call('member/order/events/ticket', { id: newId() }, merchant)).errorKey).toBe('FORBIDDEN')
    const bad = await t.call('member/order/events/ticket', { id: 'a\u0000b', lang: 'zh-Hans' }, member.token)
    expect(bad.errorKey).toBe('VALIDATION_FAILED')
    expect(bad.message).not.toMatch(/[A-Za-z]{6,}/)
  })

  it('tells the merchant of a refund request', async () => {
    const order = await paidOrder()
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
    const board = await merchantStream(merchant)
    const detail = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
    await t.ok(
      'member/order/applyRefund',
      {
        orderId: order.id,
        items: detail.lines.map((l) => ({ orderItemId: l.id, number: l.quantity })),
        reason: 16,
        description: 'Too salty',
        images: [],
        idempotencyKey: `rf-${newId()}`,
      },
      member.token,
    )
    const refund = await board.next((event) => event.event === 'refund' && about(order.id)(event))
    expect(JSON.parse(refund.data).refundId).toEqual(expect.any(String))
  })

  it('limits the streams one member holds open at once, and closes streams when the client leaves', async () => {
    const order = await paidOrder()
    const readers: SseReader[] = []
    for (let i = 0; i < 6; i++) readers.push(await orderStream(order.id))
    expect(readers.every((r) => r.status === 200)).toBe(true)
    const seventh = await orderStream(order.id)
    expect(seventh.status).toBe(429)
    for (const reader of readers) reader.close()
    await expect.poll(() => t.app.services.liveStreams.size(), { timeout: 10_000 }).toBe(0)
    expect((await orderStream(order.id)).status).toBe(200)
  })
})
