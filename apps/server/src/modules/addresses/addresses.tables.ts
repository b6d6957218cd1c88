import type { Address } from '@siam/contracts'
import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt } from '../../db/columns'

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    contactName: text('contact_name').notNull(),
    gender: text('gender').$type<Address['gender']>().notNull().default('secret'),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    door: text('door').notNull(),
    label: text('label').$type<NonNullable<Address['label']>>(),
    isDefault: boolean('is_default').notNull().default(false),
    /** WGS-84. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    createdAt: createdAt(),
    // ---- issue 5 (migration 0002_after_sale_and_addresses; decision 0011) ----
    /** The same point in GCJ-02 (Chinese maps). Null only on rows written before migration 0002. */
    gcjLng: doublePrecision('gcj_lng'),
    gcjLat: doublePrecision('gcj_lat'),
    /** The geocoder's Chinese line for the point (province, city, district, place); '' before migration 0002. */
    placeZh: text('place_zh').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_member_idx').on(t.memberId),
    // At most one default per member; the service keeps exactly one while the member has any.
    uniqueIndex('delivery_addresses_one_default_idx').on(t.memberId).where(sql`${t.isDefault}`),
    check('delivery_addresses_gender_check', sql`${t.gender} in ('male', 'female', 'secret')`),
    check(
      'delivery_addresses_label_check',
      sql`${t.label} is null or ${t.label} in ('home', 'company', 'school')`,
    ),
    check('delivery_addresses_gcj_check', sql`(${t.gcjLng} is null) = (${t.gcjLat} is null)`),
  ],
)
