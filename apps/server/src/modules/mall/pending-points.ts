import { pageWindow } from '../../platform/paging'
import { pointsQueries } from '../loyalty'
import { orderQueries } from '../orders'
import type { MallDeps } from './mall.deps'

/**
 * member/points/pendingList (pages/mine/unreceived/integral/list): per order, the points earned,
 * what refunds reversed, and the day they are credited (null until the order completes).
 */
export async function pendingPoints(deps: MallDeps, memberId: string, pageNo: number, pageSize: number) {
  const { rows, total } = await pointsQueries.awardsOf(deps.db, memberId, pageWindow(pageNo, pageSize))
  const orders = new Map(
    (
      await orderQueries.byIds(
        deps.db,
        rows.map((r) => r.orderId),
      )
    ).map((o) => [o.id, o.orderNo]),
  )
  return {
    records: rows.map((r) => ({
      orderId: r.orderId,
      orderNo: orders.get(r.orderId) ?? '',
      points: r.status === 'pending' ? Math.max(0, r.points - r.pointsReversed) : 0,
      earned: r.points,
      reversed: r.pointsReversed,
      creditAt: (r.creditedAt ?? r.creditAt)?.toISOString() ?? null,
      status: r.status === 'pending' ? ('waiting' as const) : r.status,
    })),
    total,
  }
}
