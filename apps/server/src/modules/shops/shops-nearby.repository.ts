import type { ShopCard } from '@siam/contracts'
import { EARTH_RADIUS_METERS, type LngLat } from '@siam/domain'
import { and, asc, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { escapeLike } from '../../db/like'
import type { ShopRow } from './shops.repository'
import { shops } from './shops.tables'

/**
 * The near-me list in the database (issue 17): a GiST index on point(lng, lat) finds the shops in a
 * bounding box, the exact great-circle distance and the open state are computed in SQL, and pages
 * are read by keyset (open first, then the sort key, then id), so no process holds the catalogue.
 */

export type ShopSort = 'distance' | 'sales' | 'rating'

export interface ShopFilter {
  type?: ShopCard['type']
  taste?: ShopCard['tastes'][number]
  /** lower-cased, trimmed */
  keywords?: string
}

/** Where a page ends: 0 for open shops, 1 for closed; the sort value; the id. */
export interface ShopKey {
  closed: 0 | 1
  value: number
  id: string
}

export type NearbyRow = ShopRow & { distance: number | null; closed: 0 | 1; sortValue: number }

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS

/** The great-circle distance in metres from a point (same formula as domain haversineMeters). */
function distanceSql(origin: LngLat): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_METERS}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(${shops.lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${shops.lat}))
      * power(sin(radians(${shops.lng} - ${origin.lng}::float8) / 2), 2)))))`
}

/**
 * 0 when a span of the shop's hours covers the Shanghai minute of the day, else 1 (closed, not
 * operating, no hours). The same rule as domain shopOpenState: a span runs from open (inclusive)
 * for (close - open) minutes, past midnight when close <= open, all day when they are equal.
 */
function closedSql(minuteOfDay: number): SQL<number> {
  return sql<number>`(case when ${shops.operating} and exists (
    select 1 from jsonb_array_elements(${shops.hours}) as span(h),
      lateral (select split_part(h->>'open', ':', 1)::int * 60 + split_part(h->>'open', ':', 2)::int as s,
                      split_part(h->>'close', ':', 1)::int * 60 + split_part(h->>'close', ':', 2)::int as e) as m
    where ((${minuteOfDay}::int - m.s + 1440) % 1440) < (case when m.e > m.s then m.e - m.s else m.e + 1440 - m.s end)
  ) then 0 else 1 end)`
}

/** The index-backed rectangle holding every point within `meters` of the origin. */
function boxSql(origin: LngLat, meters: number): SQL {
  const dLat = meters / METERS_PER_DEGREE
  const cos = Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01)
  const dLng = Math.min(meters / (METERS_PER_DEGREE * cos), 180)
  return sql`point(${shops.lng}, ${shops.lat}) <@ box(point(${origin.lng - dLng}::float8, ${origin.lat - dLat}::float8), point(${origin.lng + dLng}::float8, ${origin.lat + dLat}::float8))`
}

function filterSql(filter: ShopFilter): SQL | undefined {
  const pattern = filter.keywords ? `%${escapeLike(filter.keywords)}%` : null
  return and(
    // a shop the platform suspended is in no customer list (issue 14)
    isNull(shops.suspendedAt),
    filter.type ? sql`${shops.type} = ${filter.type}` : undefined,
    filter.taste ? sql`${shops.tastes} @> ${JSON.stringify([filter.taste])}::jsonb` : undefined,
    // Trigram GIN indexes on both columns (custom migration) serve these patterns.
    pattern ? or(ilike(shops.searchText, pattern), ilike(shops.cuisine, pattern)) : undefined,
  )
}

/** The sort value ascending: distance, or sales and rating negated (best first). */
function sortValueSql(sort: ShopSort, distance: SQL<number> | null): SQL<number> {
  if (sort === 'sales') return sql<number>`(-${shops.monthlySales})::float8`
  if (sort === 'rating') return sql<number>`(-${shops.rating})::float8`
  return distance ?? sql<number>`0::float8`
}

/** The column behind a "best first" sort (its index is `column desc, id`), null for distance. */
function sortColumn(sort: ShopSort) {
  return sort === 'sales' ? shops.monthlySales : sort === 'rating' ? shops.rating : null
}

/** Strictly after a keyset position in list order (open first, then the sort value, then id). */
function afterSql(
  after: ShopKey,
  order: {
    closed: SQL<number>
    value: SQL<number>
    column: ReturnType<typeof sortColumn>
    phase: 0 | 1 | null
  },
): SQL | undefined {
  const { column, phase } = order
  if (!column || phase === null) {
    return sql`(${order.closed}, ${order.value}, ${shops.id}) > (${after.closed}::int, ${after.value}::float8, ${after.id})`
  }
  // An earlier phase ended the previous page: this phase starts at its beginning.
  if (after.closed < phase) return undefined
  // The value is the column negated (best first); written on the column so its index serves it.
  const last = Math.round(-after.value)
  return sql`(${column} < ${last}::int or (${column} = ${last}::int and ${shops.id} > ${after.id}))`
}

export function createShopsNearbyRepository() {
  return {
    /**
     * One window of shops in list order (open first, then the sort, then id), after `after` when
     * given. `withinMeters` bounds the distance (and the index box); null reads everywhere.
     */
    async page(
      db: Executor,
      q: {
        origin: LngLat | null
        filter: ShopFilter
        sort: ShopSort
        minuteOfDay: number
        withinMeters: number | null
        /** only open (0) or only closed (1) shops; null both */
        closed: 0 | 1 | null
        after: ShopKey | null
        limit: number | null
        offset?: number
        /** false: bound the distance without the box (its index), for a filter that matches few shops */
        boxed?: boolean
      },
    ): Promise<NearbyRow[]> {
      const distance = q.origin ? distanceSql(q.origin) : null
      const closed = closedSql(q.minuteOfDay)
      const value = sortValueSql(q.sort, distance)
      const within =
        q.origin && distance && q.withinMeters !== null
          ? and(
              q.boxed === false ? undefined : boxSql(q.origin, q.withinMeters),
              sql`${distance} <= ${q.withinMeters}::float8`,
            )
          : undefined
      // One phase by sales or rating: the order is the column's, so its index (column desc, id) reads
      // in order and stops at the page; the keyset continues after (column, id) within the phase.
      const column = q.closed === null ? null : sortColumn(q.sort)
      const rows = await db
        .select({
          shop: shops,
          distance: distance ? sql<number>`${distance}` : sql<null>`null::float8`,
          closed: sql<0 | 1>`${closed}`,
          sortValue: sql<number>`${value}`,
        })
        .from(shops)
        .where(
          and(
            filterSql(q.filter),
            within,
            q.closed === null ? undefined : sql`${closed} = ${q.closed}`,
            q.after ? afterSql(q.after, { closed, value, column, phase: q.closed }) : undefined,
          ),
        )
        .orderBy(...(column ? [sql`${column} desc nulls last`] : [closed, value]), asc(shops.id))
        .limit(q.limit ?? Number.MAX_SAFE_INTEGER)
        .offset(q.offset ?? 0)
      return rows.map((r) => ({
        ...r.shop,
        distance: r.distance === null ? null : Number(r.distance),
        closed: Number(r.closed) === 0 ? 0 : 1,
        sortValue: Number(r.sortValue),
      }))
    },

    /** How many shops the filters and the distance bound keep. */
    async count(
      db: Executor,
      q: {
        origin: LngLat | null
        filter: ShopFilter
        withinMeters: number | null
        /** count only the shops open at this Shanghai minute of the day */
        openAt?: number
      },
    ): Promise<number> {
      const distance = q.origin ? distanceSql(q.origin) : null
      const within =
        q.origin && distance && q.withinMeters !== null
          ? and(boxSql(q.origin, q.withinMeters), sql`${distance} <= ${q.withinMeters}::float8`)
          : undefined
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shops)
        .where(
          and(
            filterSql(q.filter),
            within,
            q.openAt === undefined ? undefined : sql`${closedSql(q.openAt)} = 0`,
          ),
        )
      return Number(row?.n ?? 0)
    },

    /**
     * Shops that may deliver to the origin: radius shops whose range reaches it (a metre of slack for
     * rounding; the caller decides with the domain rule) and polygon shops within `reachMeters`.
     */
    async deliveryCandidates(db: Executor, origin: LngLat, reachMeters: number, limit: number) {
      const distance = distanceSql(origin)
      return db
        .select()
        .from(shops)
        .where(
          and(
            sql`${shops.supportsDelivery}`,
            isNull(shops.suspendedAt),
            boxSql(origin, reachMeters),
            or(
              and(isNull(shops.deliveryPolygon), sql`${distance} <= ${shops.deliveryRangeMeters} + 1`),
              isNotNull(shops.deliveryPolygon),
            ),
          ),
        )
        .limit(limit)
    },

    /** The farthest any shop's radius reaches (polygon reach is measured by the caller). */
    async deliveryReach(
      db: Executor,
    ): Promise<{ maxRange: number; polygons: Pick<ShopRow, 'lng' | 'lat' | 'deliveryPolygon'>[] }> {
      const [row] = await db
        .select({ maxRange: sql<number>`coalesce(max(${shops.deliveryRangeMeters}), 0)::int` })
        .from(shops)
      const polygons = await db
        .select({ lng: shops.lng, lat: shops.lat, deliveryPolygon: shops.deliveryPolygon })
        .from(shops)
        .where(isNotNull(shops.deliveryPolygon))
      return { maxRange: Number(row?.maxRange ?? 0), polygons }
    },
  }
}

export type ShopsNearbyRepository = ReturnType<typeof createShopsNearbyRepository>
