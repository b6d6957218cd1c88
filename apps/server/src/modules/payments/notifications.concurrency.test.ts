import type { Payment } from '@siam/contracts'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'

const NOON = new Date('2026-11-21T04:00:00Z')
const DUPLICATES = 24

/**
 * A provider sends the same notification many times at once (its retries overlapping a slow
 * answer), while the payer's page asks "have I paid?". Every delivery must be acknowledged in the
 * provider's success format (a refusal makes the provider retry for hours) and the payment applied
 * once. Real concurrent transactions on PostgreSQL; PGlite runs it too (one connection, in turn).
 */
describe('concurrent duplicate deliveries of one notification', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let member: TestMember
  let addressId: string
  let sandbox: SandboxGateway

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 0 })
    addressId = (await createAddress(t, member.token)).id
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
  })

  it(`${DUPLICATES} deliveries and 4 queries at once, 3 rounds: all acknowledged, one effect`, async () => {
    for (let round = 0; round < 3; round++) {
      const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
      const { payment } = await t.ok<{ payment: Payment }>(
        'member/payment/create',
        { orderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `pay-${newId()}` },
        member.token,
      )
      const trade = await sandbox.byRef(payment.id)
      if (!trade) throw new Error('no trade')
      const paid = await sandbox.decide(trade.tradeNo, 'approve')
      if (!paid) throw new Error('the trade did not move')
      const note = sandbox.notificationFor(paid)
      const answers = await Promise.all([
        ...Array.from({ length: DUPLICATES }, () =>
          t.app.inject({
            method: 'POST',
            url: '/siam-server/rest/notify/sandbox',
            headers: note.headers,
            payload: note.body,
          }),
        ),
        ...Array.from({ length: 4 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/siam-server/rest/member/payment/query',
            headers: { 'content-type': 'application/json', authorization: member.token },
            payload: JSON.stringify({ paymentId: payment.id }),
          }),
        ),
      ])
      for (const answer of answers.slice(0, DUPLICATES)) {
        expect([answer.statusCode, answer.body]).toEqual([200, JSON.stringify({ code: 'SUCCESS' })])
      }
      for (const answer of answers.slice(DUPLICATES)) expect(answer.statusCode).toBe(200)
      const counts = await t.db.execute<Record<string, number>>(sql`
        select (select count(*)::int from ledger_transfers where idempotency_key = ${`payment:${payment.id}`}) as transfers,
               (select count(*)::int from order_history
                 where order_id = ${order.id} and from_status = 1 and to_status = 2) as moves,
               (select count(*)::int from payment_notifications where payment_id = ${payment.id}) as notes,
               (select status from orders where id = ${order.id}) as status`)
      expect(counts.rows[0]).toEqual({ transfers: 1, moves: 1, notes: 1, status: 2 })
    }
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})
