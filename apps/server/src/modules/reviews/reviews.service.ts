import type { ConsoleReview, MyReview, Review, ReviewState } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db, Executor } from '../../db/client'
import { listedShops, type StaffActor, seesShop } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { original, pick } from '../../platform/localize'
import { catalogWindow, pageWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import { requireOwnedUploads } from '../uploads'
import type { ReviewedOrder, ReviewRow, ReviewsRepository } from './reviews.repository'

const DAY_MS = 24 * 60 * 60_000

/** "A***a": enough for the author to recognise themselves, not enough to find them (names are e-mail parts). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  const first = chars[0]
  const last = chars.at(-1)
  if (!first) return '***'
  return chars.length <= 2 ? `${first}***` : `${first}***${last}`
}

/** The last moment a completed order may be reviewed (product rules 4.5: 14 days, a setting). */
function reviewDeadline(completedAt: Date, windowDays: number): Date {
  return new Date(completedAt.getTime() + windowDays * DAY_MS)
}

type MemberLite = { id: string; username: string; headImg: string | null }

function toReview(row: ReviewRow, member: MemberLite | undefined): Review {
  return {
    id: row.id,
    shopId: row.shopId,
    memberName: maskName(member?.username ?? ''),
    memberAvatar: member?.headImg ?? null,
    level: row.rating,
    content: row.content,
    images: row.images,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function createReviewsService(deps: {
  db: Db
  clock: Clock
  settings: SettingsService
  repo: ReviewsRepository
}) {
  const { db, clock, settings, repo } = deps

  async function authorsOf(rows: ReviewRow[]) {
    const people = await repo.members(db, [...new Set(rows.map((r) => r.memberId))])
    return new Map(people.map((m) => [m.id, m]))
  }

  async function mine(row: ReviewRow): Promise<MyReview> {
    const authors = await authorsOf([row])
    return { ...toReview(row, authors.get(row.memberId)), orderId: row.orderId }
  }

  async function consoleReviews(rows: ReviewRow[], locale: Locale): Promise<ConsoleReview[]> {
    const [authors, orderRows, shopRows] = await Promise.all([
      authorsOf(rows),
      repo.ordersByIds(db, [...new Set(rows.map((r) => r.orderId))]),
      repo.shopsByIds(db, [...new Set(rows.map((r) => r.shopId))]),
    ])
    const orderNos = new Map(orderRows.map((o) => [o.id, o.orderNo]))
    const shopNames = new Map(shopRows.map((s) => [s.id, pick(s.name, locale)]))
    return rows.map((row) => ({
      ...toReview(row, authors.get(row.memberId)),
      orderId: row.orderId,
      orderNo: orderNos.get(row.orderId) ?? '',
      shopName: shopNames.get(row.shopId) ?? '',
    }))
  }

  /** The member's own order, or ORDER_NOT_FOUND (another member's order is not theirs to see). */
  async function ownOrder(memberId: string, orderId: string, ex: Executor = db) {
    const order = await repo.order(ex, orderId)
    if (!order || order.memberId !== memberId) fail('ORDER_NOT_FOUND')
    return order
  }

  function deadlineOf(order: ReviewedOrder, windowDays: number): Date | null {
    return order.status === OrderStatus.COMPLETED && order.completedAt
      ? reviewDeadline(order.completedAt, windowDays)
      : null
  }

  return {
    async insert(
      memberId: string,
      input: { orderId: string; level: number; content: string; images: string[] },
    ): Promise<MyReview> {
      // Settings are read outside the transaction (the outer handle would deadlock PGlite inside it).
      const { reviewWindowDays } = await settings.current()
      const images = [...new Set(input.images)]
      const row = await db.transaction(async (tx) => {
        const order = await ownOrder(memberId, input.orderId, tx)
        if (await repo.byOrderId(tx, order.id)) fail('REVIEW_EXISTS')
        const deadline = deadlineOf(order, reviewWindowDays)
        if (!deadline) fail('REVIEW_ORDER_NOT_COMPLETED')
        if (clock.now() > deadline) fail('REVIEW_WINDOW_CLOSED', { days: reviewWindowDays })
        await requireOwnedUploads(tx, memberId, images)
        await repo.lockShop(tx, order.shopId)
        const created = await repo.insert(tx, {
          id: newId(),
          orderId: order.id,
          memberId,
          shopId: order.shopId,
          rating: input.level,
          content: input.content,
          images,
          createdAt: clock.now(),
        })
        if (!created) fail('REVIEW_EXISTS')
        await repo.refreshShopStats(tx, order.shopId)
        return created
      })
      return mine(row)
    },

    async state(memberId: string, orderId: string, locale: Locale): Promise<ReviewState> {
      const { reviewWindowDays } = await settings.current()
      const order = await ownOrder(memberId, orderId)
      const [existing, shop] = await Promise.all([repo.byOrderId(db, order.id), repo.shop(db, order.shopId)])
      const deadline = deadlineOf(order, reviewWindowDays)
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        shopId: order.shopId,
        shopName: pick(shop?.name, locale),
        shopNameZh: original(shop?.name),
        shopImage: shop?.image ?? '',
        reviewable: !existing && deadline !== null && clock.now() <= deadline,
        deadlineAt: deadline?.toISOString() ?? null,
        review: existing ? await mine(existing) : null,
      }
    },

    async list(shopId: string, pageNo: number, pageSize: number) {
      if (!(await repo.shop(db, shopId))) fail('SHOP_NOT_FOUND')
      const [{ rows, total }, stats] = await Promise.all([
        repo.shopPage(db, shopId, catalogWindow(pageNo, pageSize)),
        repo.stats(db, shopId),
      ])
      const authors = await authorsOf(rows)
      return {
        records: rows.map((r) => toReview(r, authors.get(r.memberId))),
        total,
        average: stats.average === null ? null : Math.round(stats.average * 10) / 10,
      }
    },

    async consoleList(
      staff: StaffActor,
      input: {
        shopId?: string | undefined
        unreplied: boolean
        rating?: number | undefined
        pageNo: number
        pageSize: number
      },
      locale: Locale,
    ) {
      const { rows, total } = await repo.consolePage(
        db,
        listedShops(staff, input.shopId),
        { unreplied: input.unreplied, rating: input.rating },
        pageWindow(input.pageNo, input.pageSize),
      )
      return { records: await consoleReviews(rows, locale), total }
    },

    /** A merchant answers reviews of their own shops; another shop's review is simply not found. */
    async reply(staff: StaffActor, id: string, reply: string, locale: Locale): Promise<ConsoleReview> {
      const existing = await repo.byId(db, id)
      if (!existing || !seesShop(staff, existing.shopId)) {
        fail('REVIEW_NOT_FOUND')
      }
      const row = await repo.setReply(db, id, reply, staff.staffId, clock.now())
      if (!row) fail('REVIEW_NOT_FOUND')
      const [card] = await consoleReviews([row], locale)
      return card as ConsoleReview
    },
  }
}
