import type { OrderDetail } from '@siam/contracts'
import { OrderStatus, orderMachine } from '@siam/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { insertFromSql } from '../../db/folded'
import { newId } from '../../platform/ids'
import { applyTransition } from '../../platform/transition'
import { createAddress, createFixtureShop, createMember } from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { shopQueries } from '../shops'
import { createOrdersRepository } from './orders.repository'
import { orderHistory, orders } from './orders.tables'
import { firstHistoryRow } from './place-order'

/**
 * The folded statements of place + pay (decision 0051, issue 17) answer exactly the rows drizzle's
 * own reads give (types, nulls, defaults, order): the details built from them are the same objects.
 */
describe('orders: folded writes and reads', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const repo = createOrdersRepository()

  it('a placement written in one statement answers the rows drizzle reads back', async () => {
    const shop = await createFixtureShop(t.db)
    const id = newId()
    const now = t.clock.now()
    const written = await t.db.transaction((tx) =>
      repo.insertPlaced(
        tx,
        {
          order: {
            id,
            orderNo: `F${id.slice(0, 12)}`,
            memberId: 'member-folded',
            shopId: shop.shopId,
            kind: 'delivery',
            diningOption: null,
            status: OrderStatus.UNPAID,
            goodsFen: 4000,
            packingFen: 100,
            couponFen: 0,
            couponId: null,
            fullReductionFen: 500,
            deliveryFeeFen: 600,
            deliveryFeeBeforeSubsidyFen: 800,
            totalFen: 4200,
            payDeadlineAt: new Date(now.getTime() + 15 * 60_000),
            remark: 'no "chili"',
            contactPhone: '13800138000',
            deliveryHelper: 'platform',
            address: {
              contactName: 'Ana',
              phone: '13800138000',
              city: 'Shanghai',
              street: 'Nanjing East Road 100',
              door: '5-301',
              lng: 121.4801234,
              lat: 31.2401234,
            },
            distanceMeters: 1234,
            dietaryProfile: null,
            createdAt: now,
            updatedAt: now,
          },
          items: [0, 1].map((sort) => ({
            id: newId(),
            orderId: id,
            goodsId: shop.noodlesId,
            name: { en: `Noodles ${sort}`, zh: '面' },
            image: '/x.png',
            options: [{ id: shop.smallId, name: { en: 'small' }, priceFen: 0 }],
            unitPriceFen: 2800 + sort,
            quantity: 1 + sort,
            packingFeeFen: 100,
            couponShareFen: 0,
            fullReductionShareFen: 250,
            sort,
          })),
          history: firstHistoryRow(id, 'member-folded', now),
        },
        [],
      ),
    )
    expect(written.order).toStrictEqual(await repo.byId(t.db, id))
    expect(written.items).toStrictEqual(await repo.items(t.db, [id]))
    expect([written.history]).toStrictEqual(await repo.historyOf(t.db, [id]))
    expect(written.order.payDeadlineAt).toBeInstanceOf(Date)
    expect(typeof written.order.totalFen).toBe('number')
  })

  it("a just-paid order's lines, history and shop in one statement are drizzle's rows", async () => {
    const shop = await createFixtureShop(t.db, {
      deliveryPolygon: [
        [121.47, 31.23],
        [121.49, 31.23],
        [121.49, 31.25],
        [121.47, 31.23],
      ],
    })
    const member = await createMember(t, { balanceFen: 100_000 })
    const address = await createAddress(t, member.token)
    const placed = await placeOrder(t, member.token, deliveryDraft(shop, address.id))
    const paid = await payByBalance(t, member.token, placed.id)
    // The payment answered from the folded read; a fresh detail reads with drizzle: the same object.
    expect(paid).toStrictEqual(
      await t.ok<OrderDetail>('member/order/selectById', { id: placed.id }, member.token),
    )
    const read = await t.db.transaction((tx) =>
      repo.linesHistoryAnd(tx, placed.id, shopQueries.shopByIdPart(shop.shopId)),
    )
    expect(read.items).toStrictEqual(await repo.items(t.db, [placed.id]))
    expect(read.history).toStrictEqual(await repo.historyOf(t.db, [placed.id]))
    expect(read.history).toHaveLength(2)
    expect(shopQueries.shopFromJson(read.shop)).toStrictEqual(await shopQueries.shopById(t.db, shop.shopId))
  })

  it('a status move with its history row in one statement: the moved row as drizzle reads it, no move no row', async () => {
    const shop = await createFixtureShop(t.db)
    const member = await createMember(t, { balanceFen: 100_000 })
    const address = await createAddress(t, member.token)
    const placed = await placeOrder(t, member.token, deliveryDraft(shop, address.id))
    const now = t.clock.now()
    const move = (from: typeof OrderStatus.UNPAID | typeof OrderStatus.PENDING) =>
      t.db.transaction((tx) =>
        applyTransition(tx, {
          machine: orderMachine,
          table: orders,
          id: placed.id,
          from,
          event: 'cancel',
          actor: 'member',
          kind: 'delivery',
          patch: { cancelReason: 'folded', updatedAt: now },
          conflict: 'ORDER_STATUS_CONFLICT',
          record: (m, moved) => (params) =>
            insertFromSql(
              orderHistory,
              {
                id: newId(),
                orderId: placed.id,
                fromStatus: m.from,
                toStatus: m.to,
                actorType: m.actor,
                actorId: member.memberId,
                note: 'folded',
                createdAt: now,
              },
              moved,
              params,
            ),
        }),
      )
    // Not in the machine (cancel leaves only unpaid): refused in code before any SQL.
    await expect(move(OrderStatus.PENDING)).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
    const moved = await move(OrderStatus.UNPAID)
    expect(moved).toStrictEqual(await repo.byId(t.db, placed.id))
    expect(moved.status).toBe(OrderStatus.CANCELLED)
    // The row is no longer unpaid: the same move again does not happen, and writes no history.
    await expect(move(OrderStatus.UNPAID)).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, placed.id))
    expect(
      history.map((h) => [h.fromStatus, h.toStatus, h.note]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [null, OrderStatus.UNPAID, null],
      [OrderStatus.UNPAID, OrderStatus.CANCELLED, 'folded'],
    ])
  })
})
