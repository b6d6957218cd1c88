import type { UploadedImage } from '@siam/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

/** Who uploaded a photo: a member (reviews, refund requests) or a staff member (console). */
export type UploadOwnerType = 'member' | 'staff'

/**
 * A photo a member (or staff member) uploaded, already re-encoded without metadata. Reviews and
 * refund requests reference uploads by `url`; ownership is checked against this row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerType: text('owner_type').$type<UploadOwnerType>().notNull(),
    ownerId: text('owner_id').notNull(),
    /** The object's key in the storage adapter (random, never the client's file name). */
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull().unique(),
    contentType: text('content_type').$type<UploadedImage['contentType']>().notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerType, t.ownerId),
    check('uploads_owner_type_check', sql`${t.ownerType} in ('member', 'staff')`),
    check('uploads_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('uploads_size_check', sql`${t.bytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
)
