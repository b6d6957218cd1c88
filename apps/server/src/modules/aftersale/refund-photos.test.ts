import type { RefundProcess, UploadedImage } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { solid, uploadParts } from '../uploads/test-support'

/**
 * Issue 10.4: a refund request accepts only photos its member uploaded, as reviews do: another
 * member's photo, an outside address and a `javascript:` URL are refused and nothing is stored.
 */
describe('refund photos are the member own uploads', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  let member: TestMember
  let other: TestMember
  let addressId: string
  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 1_000_000 })
    other = await createMember(t)
    addressId = (await createAddress(t, member.token)).id
  })

  async function paidOrder() {
    const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
    await payByBalance(t, member.token, order.id)
    return order
  }
  const apply = (orderId: string, lineId: string, images: string[]) =>
    t.call<RefundProcess>(
      'member/order/applyRefund',
      {
        orderId,
        items: [{ orderItemId: lineId, number: 1 }],
        reason: 16,
        description: 'Cold',
        images,
        idempotencyKey: `rf-${newId()}`,
      },
      member.token,
    )
  const upload = async (token: string) =>
    ((await uploadParts(t, token, [{ data: await solid('png', 8, 8) }])).data as UploadedImage).url

  it('refuses another member photo, outside URLs and javascript:, and stores nothing', async () => {
    const order = await paidOrder()
    const lineId = order.lines[0]?.id ?? ''
    const theirs = await upload(other.token)
    for (const images of [
      [theirs],
      ['https://evil.example/photo.jpg'],
      ['javascript:alert(document.cookie)'],
      ['/siam-server/uploads/not-stored.webp'],
    ]) {
      const answer = await apply(order.id, lineId, images)
      expect(answer, images[0]).toMatchObject({ status: 400, errorKey: 'UPLOAD_NOT_OWNED' })
    }
    const detail = await t.ok<{ status: number }>('member/order/selectById', { id: order.id }, member.token)
    expect(detail.status).toBe(2)
  })

  it('accepts the member own upload', async () => {
    const order = await paidOrder()
    const mine = await upload(member.token)
    const answer = await apply(order.id, order.lines[0]?.id ?? '', [mine])
    expect(answer.success).toBe(true)
    expect(answer.data?.refunds[0]?.images).toEqual([mine])
  })
})
