import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from '../../db/columns'

/** One review per completed order (product rules 4.5); the shop's count and average follow it. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    /** Upload URLs, at most 9. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    /** The staff member who replied. */
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_shop_idx').on(t.shopId, t.createdAt),
    index('reviews_member_idx').on(t.memberId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_content_check', sql`char_length(${t.content}) <= 140`),
    check('reviews_images_check', sql`jsonb_array_length(${t.images}) <= 9`),
    check('reviews_reply_check', sql`${t.reply} is null or char_length(${t.reply}) <= 300`),
  ],
)
