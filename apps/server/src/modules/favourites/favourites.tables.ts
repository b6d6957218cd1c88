import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

export type FavouriteKind = 'goods' | 'shop'

/** A member's favourite dishes and shops (api-map goodsCollect / shopCollect): one row per member and target. */
export const favourites = pgTable(
  'favourites',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').$type<FavouriteKind>().notNull(),
    shopId: text('shop_id').notNull(),
    /** The dish, for kind goods; null for a shop. */
    goodsId: text('goods_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('favourites_member_idx').on(t.memberId, t.kind, t.createdAt),
    uniqueIndex('favourites_goods_unique').on(t.memberId, t.goodsId).where(sql`${t.kind} = 'goods'`),
    uniqueIndex('favourites_shop_unique').on(t.memberId, t.shopId).where(sql`${t.kind} = 'shop'`),
    check('favourites_kind_check', sql`${t.kind} in ('goods','shop')`),
    check(
      'favourites_target_check',
      sql`(${t.kind} = 'goods' and ${t.goodsId} is not null) or (${t.kind} = 'shop' and ${t.goodsId} is null)`,
    ),
  ],
)
