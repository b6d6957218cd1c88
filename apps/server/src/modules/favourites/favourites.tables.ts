import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

/** A dish, a shop, or a goods item of the points mall (no shop: the mall is the platform's). */
export type FavouriteKind = 'goods' | 'shop' | 'mall'

/**
 * A member's favourite dishes, shops and mall goods (api-map goodsCollect / shopCollect; mall goods
 * as issue 13 asks): one row per member and target.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').$type<FavouriteKind>().notNull(),
    /** The shop, or the dish's shop; null for mall goods. */
    shopId: text('shop_id'),
    /** The dish (kind goods) or the mall goods item (kind mall); null for a shop. */
    goodsId: text('goods_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('favourites_member_idx').on(t.memberId, t.kind, t.createdAt),
    uniqueIndex('favourites_goods_unique').on(t.memberId, t.goodsId).where(sql`${t.kind} = 'goods'`),
    uniqueIndex('favourites_shop_unique').on(t.memberId, t.shopId).where(sql`${t.kind} = 'shop'`),
    uniqueIndex('favourites_mall_unique').on(t.memberId, t.goodsId).where(sql`${t.kind} = 'mall'`),
    check('favourites_kind_check', sql`${t.kind} in ('goods','shop','mall')`),
    check(
      'favourites_target_check',
      sql`(${t.kind} = 'goods' and ${t.goodsId} is not null and ${t.shopId} is not null) or (${t.kind} = 'shop' and ${t.goodsId} is null and ${t.shopId} is not null) or (${t.kind} = 'mall' and ${t.goodsId} is not null and ${t.shopId} is null)`,
    ),
  ],
)
