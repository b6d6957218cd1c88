import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember } from '../test/fixtures'
import { payByBalance, pickupDraft, placeOrder } from '../test/flows'
import { createTestDatabase } from '../test/harness'
import { createApiTestApp } from '../test/suite'
import { type Database, openDatabase } from './client'
import { runNamed } from './prepared'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const NOON = new Date('2026-11-21T04:00:00Z')
const ROUNDS = 8

/**
 * A named statement exists to be planned once per connection. PostgreSQL plans its first five
 * executions for their values and then keeps the plan made for any values, unless that plan is
 * estimated dearer than the ones made for the values were; then it plans every call anew, and the
 * name only saves the parse. The quote's read was such a statement (decision 0076: planning cost
 * twice its work on every preview and placement); search's `few` was another (decision 0059).
 *
 * Every statement the busiest calls run, on one connection (a pool of one, no pipelined lanes), a
 * few rounds: none of the named ones may be planned for its values more than those first five times.
 */
describe.runIf(ON_PG)('named statements keep one plan (PostgreSQL)', () => {
  let base: Database & { url?: string }
  let t: Awaited<ReturnType<typeof createApiTestApp>>

  beforeAll(async () => {
    base = await createTestDatabase()
    const oneConnection = await openDatabase({ url: base.url, poolSize: 1, pipelineLanes: 0 })
    t = await createApiTestApp({ database: oneConnection })
    t.clock.set(NOON)
  })
  afterAll(async () => {
    // the app and its one connection, then the database itself
    await t?.close()
    await base?.close()
  })

  it('plans no named statement for its values after its fifth call', async () => {
    const shop = await createFixtureShop(t.db)
    const member = await createMember(t, { balanceFen: 100_000 })
    // Plans are costed from the tables' statistics: a city's worth of dishes, as the planner sees
    // it in production (with a handful, every plan looks as cheap as any other).
    await t.db.execute(sql`insert into goods
      select (jsonb_populate_record(null::goods, to_jsonb(g) || jsonb_build_object('id', 'bulk-' || n, 'key', 'bulk-' || n))).*
      from goods g, generate_series(1, 20000) n where g.id = ${shop.teaId}`)
    await t.db.execute(sql`analyze`)
    for (let round = 0; round < ROUNDS; round++) {
      await t.ok('shop/list', { position: '121.4737,31.2304', pageNo: 1, pageSize: 10, scope: 'all' })
      await t.ok('shop/search', { keywords: round % 2 ? 'noodles' : '面', position: '121.4737,31.2304' })
      await t.ok('menu/listWithGoods', { shopId: shop.shopId })
      await t.ok('shop/detail', { id: shop.shopId })
      const order = await placeOrder(t, member.token, pickupDraft(shop))
      await payByBalance(t, member.token, order.id)
      await t.ok('member/order/selectById', { id: order.id }, member.token)
    }
    // Every order's pay deadline comes 15 minutes later: its job's statements too.
    t.clock.set(new Date(NOON.getTime() + 20 * 60_000))
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(ROUNDS)
    const planned = await runNamed<{ name: string; custom_plans: string; generic_plans: string }>(
      t.db,
      'test_plans_of_this_connection',
      'select name, custom_plans, generic_plans from pg_prepared_statements order by name',
      [],
    )
    // The check itself must see the calls' statements: the quote's read ran twice a round.
    expect(planned.map((p) => p.name)).toContain('shops_orderable')
    const replanned = planned.filter((p) => Number(p.custom_plans) > 5)
    expect(replanned).toEqual([])
  })
})
