import type { Figures } from '@siam/contracts'
import { type FigureRange, figureWindow, fillDays, totalFigures } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { pick } from '../../platform/localize'
import { refundsByDay } from '../aftersale'
import { newMembersByDay } from '../auth'
import { orderFigures } from '../orders'
import { shopQueries } from '../shops'

const TOP_DISHES = 10

export interface FiguresRequest {
  range: FigureRange
  /** the shops counted; null: every shop */
  shopIds: string[] | null
  /** the platform's figures count new members too (they belong to no shop) */
  withMembers: boolean
}

/** The console's figures (issue 14): a window of Shanghai days, read from orders, refunds and members. */
export function createFiguresService(deps: { db: Executor; clock: Clock }) {
  const { db, clock } = deps
  return {
    async figures(request: FiguresRequest, locale: Locale): Promise<Figures> {
      const { from, to, days } = figureWindow(request.range, clock.now())
      // a shop list that is empty (a merchant with no shop, another's shop asked for) counts nothing
      if (request.shopIds?.length === 0) return emptyFigures(request.range, days)
      const [sales, refunds, joined, byShop, top] = await Promise.all([
        orderFigures.salesByDay(db, request.shopIds, from, to),
        refundsByDay(db, request.shopIds, from, to),
        request.withMembers ? newMembersByDay(db, from, to) : Promise.resolve([]),
        orderFigures.salesByShop(db, request.shopIds, from, to),
        orderFigures.topDishes(db, request.shopIds, from, to, TOP_DISHES),
      ])
      const filled = fillDays(days, sales, refunds, joined)
      const names = new Map(
        (
          await shopQueries.shopsByIds(
            db,
            byShop.map((s) => s.shopId),
          )
        ).map((s) => [s.id, pick(s.name, locale)]),
      )
      return {
        range: request.range,
        days: filled,
        totals: totalFigures(filled),
        topDishes: top.map((d) => ({ ...d, name: pick(d.name, locale) })),
        shops: byShop.map((s) => ({ ...s, name: names.get(s.shopId) ?? s.shopId })),
      }
    },
  }
}

function emptyFigures(range: FigureRange, days: string[]): Figures {
  const filled = fillDays(days)
  return { range, days: filled, totals: totalFigures(filled), topDishes: [], shops: [] }
}
