import type { ShopCard } from '@siam/contracts'
import { EARTH_RADIUS_METERS, type LngLat } from '@siam/domain'
import { and, asc, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { escapeLike } from '../../db/like'
import { executeNamed } from '../../db/prepared'
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

/** What the delivery rule reads of a shop (shops.service deliveryQuoteFor). */
export type DeliveryShop = Pick<
  ShopRow,
  'lng' | 'lat' | 'baseDeliveryFeeFen' | 'perKmFeeFen' | 'deliveryRangeMeters' | 'deliveryPolygon'
>

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS

/** The great-circle distance in metres from a point (same formula as domain haversineMeters). */
function distanceSql(origin: LngLat): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_METERS}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(${shops.lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${shops.lat}))
      * power(sin(radians(${shops.lng} - ${origin.lng}::float8) / 2), 2)))))`
}

/**
 * 0 when the shop is operating and its hours cover the Shanghai minute of the week (0 = Sunday
 * 00:00), else 1. `open_week` is the hours as minutes of the week, a column the database works out
 * when the shop is written (migration 0020, the same rule as domain shopOpenState: a span starts on
 * its `days`, every day without them): testing it is one containment, where taking the jsonb apart
 * for every row looked at was most of a near-me page's database time (decision 0052).
 */
function closedSql(minuteOfWeek: number): SQL<number> {
  return sql<number>`(case when ${shops.operating} and "shops"."open_week" @> ${minuteOfWeek}::int then 0 else 1 end)`
}

/** The index-backed rectangle holding every point within `meters` of the origin. */
function boxSql(origin: LngLat, meters: number): SQL {
  const dLat = meters / METERS_PER_DEGREE
  const cos = Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01)
  const dLng = Math.min(meters / (METERS_PER_DEGREE * cos), 180)
  return sql`point(${shops.lng}, ${shops.lat}) <@ box(point(${origin.lng - dLng}::float8, ${origin.lat - dLat}::float8), point(${origin.lng + dLng}::float8, ${origin.lat + dLat}::float8))`
}

/** The separator between the name text and the cuisine in `search_all` (migration 0020). */
const SEARCH_ALL_SEPARATOR = '\x1f'

/**
 * The name text or the cuisine holds the pattern. `search_all` is both joined by a separator, with
 * one trigram index (the cuisine's own index read ~10,000 entries per trigram, decision 0052); a
 * pattern without the separator matches the join exactly when it matches one of the two. A keyword
 * holding the separator reads the two columns (without an index).
 */
function keywordSql(pattern: string): SQL | undefined {
  if (pattern.includes(SEARCH_ALL_SEPARATOR)) {
    return or(ilike(shops.searchText, pattern), ilike(shops.cuisine, pattern))
  }
  return sql`"shops"."search_all" ilike ${pattern}`
}

function filterSql(filter: ShopFilter): SQL | undefined {
  const pattern = filter.keywords ? `%${escapeLike(filter.keywords)}%` : null
  return and(
    // a shop the platform suspended is in no customer list (issue 14)
    isNull(shops.suspendedAt),
    filter.type ? sql`${shops.type} = ${filter.type}` : undefined,
    filter.taste ? sql`${shops.tastes} @> ${JSON.stringify([filter.taste])}::jsonb` : undefined,
    pattern ? keywordSql(pattern) : undefined,
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

/**
 * A statement without keywords runs as a named prepared statement (db/prepared.ts executeNamed).
 * With keywords it is planned for its pattern each time: a common word is best read by a scan that
 * stops at the page and a rare one through the trigram index, and a plan made once for every
 * pattern (PostgreSQL's generic plan after five runs) would read one of them the slow way.
 */
function run<R>(
  query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } } & PromiseLike<R>,
  filter: ShopFilter,
): Promise<R> {
  return filter.keywords ? Promise.resolve(query) : executeNamed(query)
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
        minuteOfWeek: number
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
      const closed = closedSql(q.minuteOfWeek)
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
      const query = db
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
      const rows = await run(query, q.filter)
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
        /** count only the shops open at this Shanghai minute of the week */
        openAt?: number
      },
    ): Promise<number> {
      const distance = q.origin ? distanceSql(q.origin) : null
      const within =
        q.origin && distance && q.withinMeters !== null
          ? and(boxSql(q.origin, q.withinMeters), sql`${distance} <= ${q.withinMeters}::float8`)
          : undefined
      const [row] = await run(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(shops)
          .where(
            and(
              filterSql(q.filter),
              within,
              q.openAt === undefined ? undefined : sql`${closedSql(q.openAt)} = 0`,
            ),
          ),
        q.filter,
      )
      return Number(row?.n ?? 0)
    },

    /**
     * Shops that may deliver to the origin: radius shops whose range reaches it (a metre of slack for
     * rounding; the caller decides with the domain rule) and polygon shops within `reachMeters`.
     */
    async deliveryCandidates(
      db: Executor,
      origin: LngLat,
      reachMeters: number,
      limit: number,
    ): Promise<DeliveryShop[]> {
      const distance = distanceSql(origin)
      // Only what the delivery rule reads: up to 50 whole rows per list page were a good part of
      // the server's time parsing rows (decision 0052).
      const query = db
        .select({
          lng: shops.lng,
          lat: shops.lat,
          baseDeliveryFeeFen: shops.baseDeliveryFeeFen,
          perKmFeeFen: shops.perKmFeeFen,
          deliveryRangeMeters: shops.deliveryRangeMeters,
          deliveryPolygon: shops.deliveryPolygon,
        })
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
      return executeNamed(query)
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
