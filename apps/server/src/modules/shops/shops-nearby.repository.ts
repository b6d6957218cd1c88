import type { ShopCard } from '@siam/contracts'
import { EARTH_RADIUS_METERS, type LngLat } from '@siam/domain'
import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { escapeLike } from '../../db/like'
import { executeNamed, preparedStatement, withFlatRows } from '../../db/prepared'
import { closedAt, greatCircleMeters } from './shop-sql'
import type { CardShop } from './shops.mapper'
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
  /**
   * a rare word of `keywords` (rare-words.ts): the trigram index looks it up and the whole keyword
   * is tested on the shops it finds (decision 0056)
   */
  rareWord?: string
  /**
   * the keyword is shorter than a trigram and in no sampled shop (rare-words.ts): its shops are found
   * through the characters' index and the keyword tested on them (decision 0068)
   */
  rareShort?: boolean
  /**
   * only these shops (every other condition still tested on them): the open shops of a keyword that
   * few open shops match, kept by the caller a minute like its counts (decision 0061)
   */
  ids?: readonly string[]
}

/** Where a page ends: 0 for open shops, 1 for closed; the sort value; the id. */
export interface ShopKey {
  closed: 0 | 1
  value: number
  id: string
}

export type NearbyRow = CardShop &
  DeliveryShop & { distance: number | null; closed: 0 | 1; sortValue: number }

/** A page statement's row as the driver gives it (withFlatRows): computed values may be text. */
type PageRow = Omit<NearbyRow, 'distance' | 'closed' | 'sortValue'> & {
  distance: unknown
  closed: unknown
  sortValue: unknown
}

/** A page row read in place as a NearbyRow (numbers from the driver's text; no copy of the row). */
function nearbyRow(row: PageRow): NearbyRow {
  const r = row as unknown as NearbyRow
  r.distance = row.distance === null ? null : Number(row.distance)
  r.closed = Number(row.closed) === 0 ? 0 : 1
  r.sortValue = Number(row.sortValue)
  return r
}

/** What the delivery rule reads of a shop (shops.service deliveryQuoteFor). */
export type DeliveryShop = Pick<
  ShopRow,
  'lng' | 'lat' | 'baseDeliveryFeeFen' | 'perKmFeeFen' | 'deliveryRangeMeters' | 'deliveryPolygon'
>

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS

/** What the delivery rule reads of a shop: up to 50 whole rows per list page were a good part of the server's time parsing rows (decision 0052). */
const deliveryColumns = {
  lng: shops.lng,
  lat: shops.lat,
  baseDeliveryFeeFen: shops.baseDeliveryFeeFen,
  perKmFeeFen: shops.perKmFeeFen,
  deliveryRangeMeters: shops.deliveryRangeMeters,
  deliveryPolygon: shops.deliveryPolygon,
} satisfies Record<keyof DeliveryShop, unknown>

/**
 * The columns a near-me card and its delivery quote read. Whole rows (addresses, photos, licences,
 * the search text) were most of what the server parsed and then threw away for each page.
 */
const cardColumns = {
  id: shops.id,
  name: shops.name,
  type: shops.type,
  cuisine: shops.cuisine,
  tastes: shops.tastes,
  image: shops.image,
  rating: shops.rating,
  monthlySales: shops.monthlySales,
  reviewCount: shops.reviewCount,
  deliverySubsidyFen: shops.deliverySubsidyFen,
  minimumOrderFen: shops.minimumOrderFen,
  supportsDelivery: shops.supportsDelivery,
  supportsPickup: shops.supportsPickup,
  fullReductionTiers: shops.fullReductionTiers,
  operating: shops.operating,
  hours: shops.hours,
  ...deliveryColumns,
} satisfies Record<keyof CardShop | keyof DeliveryShop, unknown>

/** The great-circle distance in metres from a point to the shop (shop-sql.ts). */
function distanceSql(origin: { lng: unknown; lat: unknown }): SQL<number> {
  return greatCircleMeters(sql<number>, { lng: shops.lng, lat: shops.lat }, origin)
}

/** 0 when the shop is open at the Shanghai minute of the week, else 1 (shop-sql.ts). */
function closedSql(minuteOfWeek: unknown): SQL<number> {
  return closedAt(
    sql<number>,
    { operating: shops.operating, openWeek: sql`"shops"."open_week"` },
    minuteOfWeek,
  )
}

/**
 * Only open (0) or only closed (1) shops, written as plain conditions rather than `closedSql = n`:
 * the planner estimates a comparison with a CASE at a fraction of a row and then sorts a whole ring
 * instead of reading the nearest shops in index order (decision 0053).
 */
function phaseSql(phase: 0 | 1, minuteOfWeek: unknown): SQL {
  return phase === 0
    ? sql`(${shops.operating} and "shops"."open_week" @> ${minuteOfWeek}::int)`
    : sql`(not ${shops.operating} or not "shops"."open_week" @> ${minuteOfWeek}::int)`
}

/** Degrees of longitude per metre at a latitude (a box's half-width per metre). */
function lngDegreesPerMeter(lat: number): number {
  return 1 / (METERS_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01))
}

/** The index-backed rectangle holding every point within `meters` of the origin. */
function boxValues(origin: LngLat, meters: number) {
  const dLat = meters / METERS_PER_DEGREE
  const dLng = Math.min(meters * lngDegreesPerMeter(origin.lat), 180)
  return {
    west: origin.lng - dLng,
    south: origin.lat - dLat,
    east: origin.lng + dLng,
    north: origin.lat + dLat,
  }
}

/**
 * Degrees (of the index's plane, longitude and latitude alike) per metre that bound every point within
 * `meters` of a point at `lat`: a shop within m metres lies within m times this many degrees. From
 * the haversine formula, hav(d/R) = hav(dLat) + cos(lat) cos(lat') hav(dLng) with cos(lat') at least
 * cos(|lat| + d/R), and hav(x) >= (x/2)^2 sinc^2(X/2) for |x| <= X. About 1/cos(lat) degrees of
 * latitude's metres near the point; infinite (nothing is bounded) when the circle holds a pole.
 */
export function degreesPerMeterWithin(lat: number, meters: number): number {
  const b = meters / EARTH_RADIUS_METERS
  const phi = Math.abs((lat * Math.PI) / 180)
  if (phi + b >= Math.PI / 2) return Number.POSITIVE_INFINITY
  const cMin = Math.cos(phi) * Math.cos(phi + b)
  const halfX = Math.asin(Math.min(1, Math.sin(b / 2) / Math.sqrt(cMin)))
  const sinc = halfX === 0 ? 1 : Math.sin(halfX) / halfX
  return 1 / (METERS_PER_DEGREE * Math.sqrt(cMin) * sinc)
}

/**
 * How far the nearest shops' scan reads past a page of `limit` (decision 0063): within its reach the
 * shops read hold the page unless they crowd due north or south. A circle of r metres spans about
 * 1/cos(lat) times more degrees east-west than north-south, so the page's `limit` shops within r
 * metres come with about limit/cos(lat) within its degrees; a fifth more and two for the spread
 * (1 search page in 100 read the bound's box again at 31 degrees north, against every page before).
 */
function nearestReach(lat: number, meters: number, limit: number) {
  const perMeter = degreesPerMeterWithin(lat, meters)
  const ratio = Math.min(perMeter * METERS_PER_DEGREE, 4)
  return {
    reach: Math.ceil(limit * ratio * 1.2) + 2,
    lastOffset: limit - 1,
    // a margin for rounding: a shop exactly at the farthest read may not have been read
    reachPerMeter: Number.isFinite(perMeter) ? perMeter * 1.001 : 1e9,
  }
}

function boxSql(box: { west: unknown; south: unknown; east: unknown; north: unknown }): SQL {
  return sql`point(${shops.lng}, ${shops.lat}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`
}

/** The separator between the name text and the cuisine in `search_all` (migration 0020). */
const SEARCH_ALL_SEPARATOR = '\x1f'

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

export interface PageQuery {
  origin: LngLat | null
  filter: ShopFilter
  sort: ShopSort
  minuteOfWeek: number
  /** bounds the distance (and the index box); null reads everywhere */
  withinMeters: number | null
  /** only open (0) or only closed (1) shops; null both */
  closed: 0 | 1 | null
  after: ShopKey | null
  limit: number | null
  offset?: number
  /** false: bound the distance without the box (its index), for a filter that matches few shops */
  boxed?: boolean
  /**
   * a keyword tested on the box's shops, not read through the trigram index: for a small ring of a
   * keyword that matches many shops (decision 0054)
   */
  keywordOnShops?: boolean
}

/**
 * What a page statement's text depends on: which conditions it has, never their values. Each shape
 * is built once per process with placeholders (drizzle's query building was a large part of a near-me
 * answer's server time) and, without keywords, prepared once per connection.
 */
interface PageShape {
  origin: boolean
  type: boolean
  taste: boolean
  /** none, the joined search column, or the two columns (a keyword holding the separator) */
  keywords: 'none' | 'joined' | 'split'
  /** the index looks up the keyword's rare word, the whole keyword is tested on what it finds */
  rareWord: boolean
  /** the characters' index finds a short rare keyword's shops, the keyword is tested on them */
  chars: boolean
  sort: ShopSort
  within: boolean
  boxed: boolean
  /** the keyword tested on the box's shops (filterSql) */
  keywordOnShops: boolean
  /** only the shops of an id list (filterSql): their primary key is read, the keyword tested on each */
  ids: boolean
  closed: 0 | 1 | null
  /** no keyset; the (closed, value, id) keyset; a "best first" column's keyset within a phase */
  after: 'none' | 'keyset' | 'column'
  offset: boolean
  /** the nearest shops of one phase in a ring, found in index order first (decision 0053) */
  nearest: boolean
}

function keywordsShape(keywords: string | undefined): PageShape['keywords'] {
  return !keywords ? 'none' : keywords.includes(SEARCH_ALL_SEPARATOR) ? 'split' : 'joined'
}

/** A rare word is looked up alone only in the joined column (a keyword with the separator reads both). */
function rareWordShape(filter: ShopFilter): boolean {
  return keywordsShape(filter.keywords) === 'joined' && Boolean(filter.rareWord)
}

/** The characters' index holds the joined column's characters (a keyword with the separator reads both columns). */
function charsShape(filter: ShopFilter): boolean {
  return keywordsShape(filter.keywords) === 'joined' && filter.rareShort === true
}

function pageShape(q: PageQuery): PageShape {
  const column = q.closed === null ? null : sortColumn(q.sort)
  const keywords = q.filter.keywords
  const within = Boolean(q.origin) && q.withinMeters !== null
  const boxed = within && q.boxed !== false
  const offset = (q.offset ?? 0) > 0
  const keywordOnShops = boxed && Boolean(keywords) && q.keywordOnShops === true
  const ids = Boolean(q.filter.ids)
  return {
    origin: Boolean(q.origin),
    type: Boolean(q.filter.type),
    taste: Boolean(q.filter.taste),
    keywords: keywordsShape(keywords),
    // a keyword tested on a ring's shops reads no trigram index at all
    rareWord: rareWordShape(q.filter) && !keywordOnShops && !ids,
    chars: charsShape(q.filter) && !keywordOnShops && !ids,
    sort: q.sort,
    within,
    boxed,
    keywordOnShops,
    ids,
    closed: q.closed,
    after: !q.after
      ? 'none'
      : !column || q.closed === null
        ? 'keyset'
        : // An earlier phase ended the previous page: this phase starts at its beginning.
          q.after.closed < q.closed
          ? 'none'
          : 'column',
    offset,
    nearest: boxed && q.closed !== null && q.sort === 'distance' && !offset && q.limit !== null,
  }
}

/** The values a page statement's placeholders take (a shape's: the one scan's reach when it has one). */
function pageValues(q: PageQuery, shape?: PageShape): Record<string, unknown> {
  const values: Record<string, unknown> = {
    minute: q.minuteOfWeek,
    limit: q.limit ?? Number.MAX_SAFE_INTEGER,
    offset: q.offset ?? 0,
  }
  if (q.origin) {
    values.lng = q.origin.lng
    values.lat = q.origin.lat
    // degrees of longitude per metre at this latitude, for the box of a distance found in SQL
    values.lngPerMeter = lngDegreesPerMeter(q.origin.lat)
    if (q.withinMeters !== null) {
      values.within = q.withinMeters
      Object.assign(values, boxValues(q.origin, q.withinMeters))
      if (shape?.nearest && shape.keywords !== 'none' && q.limit !== null)
        Object.assign(values, nearestReach(q.origin.lat, q.withinMeters, q.limit))
    }
  }
  if (q.filter.type) values.type = q.filter.type
  if (q.filter.taste) values.taste = JSON.stringify([q.filter.taste])
  if (q.filter.keywords) values.pattern = `%${escapeLike(q.filter.keywords)}%`
  if (rareWordShape(q.filter)) values.rarePattern = `%${escapeLike(q.filter.rareWord ?? '')}%`
  if (charsShape(q.filter)) values.keyword = q.filter.keywords
  if (q.filter.ids) values.ids = q.filter.ids
  if (q.after) {
    values.afterClosed = q.after.closed
    values.afterValue = q.after.value
    values.afterId = q.after.id
    // The value is the column negated (best first); compared on the column so its index serves it.
    values.afterColumn = Math.round(-q.after.value)
  }
  return values
}

const p = sql.placeholder

/** Where a filter's values come from: placeholders (a page statement built once) or the values. */
interface FilterValues {
  type: unknown
  taste: unknown
  pattern: unknown
  rarePattern: unknown
  keyword: unknown
  ids: unknown
}

const FILTER_PLACEHOLDERS: FilterValues = {
  type: p('type'),
  taste: p('taste'),
  pattern: p('pattern'),
  rarePattern: p('rarePattern'),
  keyword: p('keyword'),
  ids: p('ids'),
}

/** The conditions every page statement of a shape has (the filters, suspension, the keyset). */
function filterSql(
  shape: Pick<PageShape, 'type' | 'taste' | 'keywords' | 'rareWord' | 'chars' | 'keywordOnShops' | 'ids'>,
  v: FilterValues = FILTER_PLACEHOLDERS,
): SQL | undefined {
  const matches =
    shape.keywords === 'joined'
      ? searchAllHolds(v.pattern)
      : shape.keywords === 'split'
        ? or(sql`${shops.searchText} ilike ${v.pattern}`, sql`${shops.cuisine} ilike ${v.pattern}`)
        : undefined
  /*
   * In the first ring of a keyword matching many shops (decision 0054) the keyword is tested on the
   * shops the box index gives, not through the trigram index: the planner took both indexes (a
   * BitmapAnd), and the trigram side decoded every matching shop's entry (10,000 for a cuisine) to
   * keep the few hundred in the ring: 6 ms per statement where testing the ring's shops takes about
   * one. Written as a CASE so that the planner neither uses the trigram index nor estimates the
   * pattern at a fraction of a row. Wider rings keep the trigram index: a box holding most of the
   * city, read shop by shop when it holds fewer matches than the page (at night, no shop open),
   * took 230-270 ms against 30-45 ms with both indexes.
   */
  const keyword = !matches
    ? undefined
    : shape.keywordOnShops || shape.ids
      ? onShops(shape.keywords === 'joined' ? searchAllHolds(v.pattern, 'on each shop') : matches)
      : shape.rareWord
        ? /*
           * The index looks up the rare word alone and the whole keyword is tested on the shops it
           * finds (a CASE, so the planner does not give the index the common words' trigrams too):
           * for 'house 54321' 0.04 ms instead of 2.7 (decision 0056). Every shop matching the
           * keyword matches its word, so the same shops pass.
           */
          and(searchAllHolds(v.rarePattern), onShops(matches))
        : shape.chars
          ? /*
             * A keyword of one or two characters has no trigram: the trigram index narrows nothing
             * and a character in no shop was a read of every shop (60-100 ms at 100,000). The
             * shops holding each of its characters come from the characters' index (migration
             * 0026), the pattern is tested on them (decision 0068): on each (a CASE), or a generic
             * plan ANDed in the trigram index, which reads every shop's entry for such a pattern.
             */
            and(searchAllHoldsChars(v.keyword), onShops(searchAllHolds(v.pattern, 'on each shop')))
          : matches
  return and(
    // a shop the platform suspended is in no customer list (issue 14)
    isNull(shops.suspendedAt),
    /*
     * A few shops by their primary key; the keyword is tested on them (above), not read by its index.
     * The list through a subquery: its length is then unknown to custom and generic plans alike, so
     * PostgreSQL keeps the generic plan (a custom plan sees one id against the generic plan's ten
     * and was made for every call, planning 0.18 ms against 0.013 ms of execution: decision 0061).
     */
    shape.ids ? sql`${shops.id} = any(array(select unnest(${v.ids}::text[])))` : undefined,
    shape.type ? sql`${shops.type} = ${v.type}` : undefined,
    shape.taste ? sql`${shops.tastes} @> ${v.taste}::jsonb` : undefined,
    /*
     * The name text or the cuisine holds the pattern. `search_all` is both joined by a separator,
     * with one trigram index (the cuisine's own index read ~10,000 entries per trigram, decision
     * 0052); a pattern without the separator matches the join exactly when it matches one of the
     * two. A keyword holding the separator reads the two columns (without an index).
     */
    keyword,
  )
}

/**
 * `search_all` holds a LIKE pattern, case aside: the column is lower-cased when the shop is written
 * (migration 0023) and the pattern by PostgreSQL's own lower(), which is what ILIKE does to both
 * sides on every test. ILIKE lower-cased each name text it tested, most of a common word's ring
 * statement's time (decision 0063).
 */
function searchAllHolds(pattern: unknown, tested?: 'on each shop'): SQL {
  // Tested on each shop of a named statement's generic plan, lower() of the parameter would run for
  // each: lower-cased once (an InitPlan). Read through the trigram index, the custom plans see the
  // pattern (lower() of a value is folded).
  return tested
    ? sql`"shops"."search_all" like (select lower(${pattern}))`
    : sql`"shops"."search_all" like lower(${pattern})`
}

/**
 * `search_all` holds every character of the keyword (lower-cased by PostgreSQL as the column was):
 * what the characters' index (migration 0026) answers. Necessary for the pattern, not sufficient.
 */
function searchAllHoldsChars(keyword: unknown): SQL {
  return sql`regexp_split_to_array("shops"."search_all", '') @> regexp_split_to_array(lower(${keyword}::text), '')`
}

/** A condition tested on each shop read, never through an index, and not estimated as rare. */
function onShops(condition: SQL): SQL {
  return sql`(case when ${condition} then true else false end)`
}

/** Strictly after the keyset position in list order (open first, then the sort value, then id). */
function afterSql(shape: PageShape, closed: SQL<number>, value: SQL<number>): SQL | undefined {
  if (shape.after === 'none') return undefined
  const column = sortColumn(shape.sort)
  if (shape.after === 'column' && column) {
    return sql`(${column} < ${p('afterColumn')}::int or (${column} = ${p('afterColumn')}::int and ${shops.id} > ${p('afterId')}))`
  }
  return sql`(${closed}, ${value}, ${shops.id}) > (${p('afterClosed')}::int, ${p('afterValue')}::float8, ${p('afterId')})`
}

/** What a page statement selects: the card, its distance, its phase and its sort value. */
function pageFields(distance: SQL<number> | null, closed: SQL<number>, value: SQL<number>) {
  return {
    shop: cardColumns,
    distance: distance ? sql<number>`${distance}` : sql<null>`null::float8`,
    closed: sql<0 | 1>`${closed}`,
    sortValue: sql<number>`${value}`,
  }
}

/**
 * A page statement of one shape, with placeholders for every value. Statements with keywords are
 * not named: they are planned for their pattern each time (a common word is best read by a scan
 * that stops at the page and a rare one through the trigram index, and a plan made once for every
 * pattern would read one of them the slow way).
 */
function buildPage(x: Executor, shape: PageShape, name: string) {
  const origin = { lng: p('lng'), lat: p('lat') }
  const distance = shape.origin ? distanceSql(origin) : null
  const closed = closedSql(p('minute'))
  const value = sortValueSql(shape.sort, distance)
  const phase = shape.closed === null ? undefined : phaseSql(shape.closed, p('minute'))
  const ringBox = { west: p('west'), south: p('south'), east: p('east'), north: p('north') }
  const fields = pageFields(distance, closed, value)
  // A keyword tested on a ring's shops or on an id list's is not read through an index (filterSql):
  // one plan serves every pattern.
  const statementName = shape.keywords === 'none' || shape.keywordOnShops || shape.ids ? name : ''
  if (shape.nearest && distance) {
    const nearest = { x, shape, statementName, origin, distance, closed, value, phase, ringBox, fields }
    return shape.keywords === 'none' ? nearestWhole(nearest) : nearestByOneScan(nearest)
  }
  const within = shape.within
    ? and(shape.boxed ? boxSql(ringBox) : undefined, sql`${distance} <= ${p('within')}::float8`)
    : undefined
  // One phase by sales or rating: the order is the column's, so its index (column desc, id) reads
  // in order and stops at the page; the keyset continues after (column, id) within the phase.
  const column = shape.closed === null ? null : sortColumn(shape.sort)
  const prepared = x
    .select(fields)
    .from(shops)
    .where(and(filterSql(shape), within, phase, afterSql(shape, closed, value)))
    .orderBy(...(column ? [sql`${column} desc nulls last`] : [closed, value]), asc(shops.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(statementName)
  return withFlatRows<PageRow>(prepared)
}

/** What the nearest shops' statements are built from (buildPage's parts). */
interface NearestParts {
  x: Executor
  shape: PageShape
  statementName: string
  origin: { lng: unknown; lat: unknown }
  distance: SQL<number>
  closed: SQL<number>
  value: SQL<number>
  phase: SQL | undefined
  ringBox: { west: unknown; south: unknown; east: unknown; north: unknown }
  fields: ReturnType<typeof pageFields>
}

/**
 * The nearest shops' conditions as the index scan tests them: on the shops read (`onShops`) unless a
 * keyword is to be read through the trigram index: the planner then estimates them at one half, in
 * custom and generic plans alike, and keeps the index order. Written plainly, the open phase
 * (`open_week @> $n`, a default estimate of 0.5% without the minute's value) made the generic plan
 * read and sort the whole ring (5 ms); custom plans were then made for every call (0.27 ms of
 * planning per page, more than its execution: decision 0056). The open phase is tested before the
 * keyword: the CASE keeps the order written, and at night four in five shops fail the phase before
 * their name is tested for the keyword (decision 0062).
 */
function nearestScanned({ shape, closed, value, phase }: NearestParts): SQL | undefined {
  const scanned = and(phase, filterSql(shape), afterSql(shape, closed, value))
  return scanned && (shape.keywords === 'none' || shape.keywordOnShops) ? onShops(scanned) : scanned
}

/** A phase's shops within `meters` (an SQL value) of the origin, in their box: the bound's read. */
function withinBoundSql(parts: NearestParts, meters: SQL | SQL.Aliased): SQL | undefined {
  const { shape, origin, distance, closed, value, phase } = parts
  const latDelta = sql`${meters} / ${METERS_PER_DEGREE}::float8`
  const lngDelta = sql`${meters} * ${p('lngPerMeter')}::float8`
  return and(
    phase,
    filterSql(shape),
    sql`point(${shops.lng}, ${shops.lat}) <@ box(point(${origin.lng}::float8 - ${lngDelta}, ${origin.lat}::float8 - ${latDelta}), point(${origin.lng}::float8 + ${lngDelta}, ${origin.lat}::float8 + ${latDelta}))`,
    sql`${distance} <= ${meters}`,
    afterSql(shape, closed, value),
  )
}

function planarSql(origin: NearestParts['origin']): SQL {
  return sql`point(${shops.lng}, ${shops.lat}) <-> point(${origin.lng}::float8, ${origin.lat}::float8)`
}

/**
 * The nearest shops of one phase in a ring, without a keyword (decision 0053), in two steps. The
 * first reads the ring's shops in the GiST index's order (nearest by degrees, which is not quite
 * nearest by metres, longitude degrees being shorter) and stops at the page: the farthest of them, in
 * metres, bounds the page, since `limit` shops lie within it. The second reads every shop within that
 * bound (a small box), whole, in exact order: nearly every shop it reads is on the page. A ring
 * holding fewer shops than the page bounds it by its own radius; its box's corners lie beyond the
 * radius, so the bound is at most the radius. Reading the whole ring and sorting it was most of a
 * page's database time at 100,000 shops (388 rows for 11).
 */
function nearestWhole(parts: NearestParts) {
  const { x, origin, distance, value, ringBox, fields, statementName } = parts
  const nearest = x.$with('nearest').as(
    x
      .select({ meters: sql<number>`${distance}`.as('meters') })
      .from(shops)
      .where(and(boxSql(ringBox), nearestScanned(parts)))
      .orderBy(planarSql(origin))
      .limit(p('limit')),
  )
  const bound = x.$with('bound').as(
    x
      .with(nearest)
      .select({
        meters:
          sql<number>`(case when count(*) < ${p('limit')}::int then ${p('within')}::float8 else least(${p('within')}::float8, max(${nearest.meters})) end)`.as(
            'bound_meters',
          ),
      })
      .from(nearest),
  )
  const prepared = x
    .with(nearest, bound)
    .select(fields)
    .from(shops)
    .crossJoin(bound)
    .where(withinBoundSql(parts, bound.meters))
    .orderBy(value, asc(shops.id))
    .limit(p('limit'))
    .prepare(statementName)
  return withFlatRows<PageRow>(prepared)
}

/**
 * The nearest shops of one phase in a ring with a keyword, in one index scan (decision 0063). The
 * scan reads the ring's matching shops in the index's order a little past the page (`reach` of them,
 * nearestReach) and takes only columns the point index holds (migration 0022): an index-only scan,
 * the card columns read for the page's rows alone. What it read holds the page exactly when every
 * shop it did not read is farther in metres than the page's last: a shop within m metres lies within
 * m * `reachPerMeter` degrees (degreesPerMeterWithin), and the shops not read lie beyond the farthest
 * read. When the ring holds fewer matching shops than `reach`, all of them were read. Otherwise
 * (shops crowded due north or south) the page's last distance bounds a small box read as
 * nearestWhole's second step does. Decision 0053's two steps read most of a keyword's shops twice: the
 * first stopped at the page and the second read the bound's box, 440 shops for a page of 21.
 */
function nearestByOneScan(parts: NearestParts) {
  const { x, origin, distance, fields, ringBox, statementName } = parts
  const read = x.$with('nearest').as(
    x
      .select({
        id: sql<string>`${shops.id}`.as('read_id'),
        meters: sql<number>`${distance}`.as('read_meters'),
        degrees: sql<number>`${planarSql(origin)}`.as('read_degrees'),
      })
      .from(shops)
      .where(and(boxSql(ringBox), nearestScanned(parts)))
      .orderBy(planarSql(origin))
      .limit(p('reach')),
  )
  // the page's last distance among the shops read (none when fewer than a page were read)
  const last = x
    .$with('page_last')
    .as(x.select({ meters: read.meters }).from(read).orderBy(read.meters).limit(1).offset(p('lastOffset')))
  const lastMeters = sql`least(${p('within')}::float8, (select ${last.meters} from ${last}))`
  const bound = x.$with('bound').as(
    x
      .select({
        exact:
          sql<boolean>`(count(*) < ${p('reach')}::int or coalesce(${lastMeters} * ${p('reachPerMeter')}::float8 < max(${read.degrees}), false))`.as(
            'bound_exact',
          ),
        meters: sql<number>`${lastMeters}`.as('bound_meters'),
      })
      .from(read),
  )
  const fromRead = x
    .select({ id: read.id, meters: read.meters })
    .from(read)
    .crossJoin(bound)
    .where(and(sql`${bound.exact}`, sql`${read.meters} <= ${p('within')}::float8`))
  // Read only when the scan's shops may not hold the page (PostgreSQL's one-time filter).
  const fromBox = x
    .select({
      id: sql<string>`${shops.id}`.as('read_id'),
      meters: sql<number>`${distance}`.as('read_meters'),
    })
    .from(shops)
    .crossJoin(bound)
    .where(and(sql`not ${bound.exact}`, withinBoundSql(parts, bound.meters)))
  const page = x
    .$with('nearest_page')
    .as(fromRead.unionAll(fromBox).orderBy(sql`read_meters`, sql`read_id`).limit(p('limit')))
  const prepared = x
    .with(read, last, bound, page)
    .select({ shop: cardColumns, distance: page.meters, closed: fields.closed, sortValue: page.meters })
    .from(page)
    .innerJoin(shops, eq(shops.id, page.id))
    .orderBy(page.meters, page.id)
    .prepare(statementName)
  return withFlatRows<PageRow>(prepared)
}

type PageStatement = ReturnType<typeof buildPage>

/** Page statements by shape, each built once per driver (db/prepared.ts preparedStatement). */
const pageStatements = new Map<string, (x: Executor) => PageStatement>()

function pageStatement(x: Executor, shape: PageShape): PageStatement {
  const key = JSON.stringify(shape)
  let statement = pageStatements.get(key)
  if (!statement) {
    statement = preparedStatement(`near_${pageStatements.size}`, (ex, name) => buildPage(ex, shape, name))
    pageStatements.set(key, statement)
  }
  return statement(x)
}

/** What a keyword's first-page statement depends on (see `fewFirst`). */
interface FewShape {
  type: boolean
  taste: boolean
  keywords: 'joined' | 'split'
  rareWord: boolean
  chars: boolean
  within: boolean
  keywordOnShops: false
  ids: false
}

/**
 * A keyword's shops nearest first with how many there are, at most `cap` of them (decision 0054):
 * the matching shops (id, open state, distance) once through the trigram index, then the page's
 * rows read by id. The count and the page were two statements, each decoding the keyword's trigram
 * entries (common ones, such as 'hou' of 'house', have an entry for every shop).
 *
 * Named (decision 0056): it serves keywords matching at most `cap` shops (a common word is tried
 * once a minute, shops.list.ts), for which the trigram index is the plan whatever the pattern, so
 * PostgreSQL's generic plan serves where it is as cheap as the custom ones (it keeps planning per
 * call where it is not). Planning was 0.3 ms per call, twice its execution.
 */
function buildFew(x: Executor, shape: FewShape, name: string) {
  const origin = { lng: p('lng'), lat: p('lat') }
  const distance = distanceSql(origin)
  const few = x.$with('few').as(
    x
      .select({
        id: shops.id,
        closed: sql<number>`${closedSql(p('minute'))}`.as('few_closed'),
        meters: sql<number>`${distance}`.as('few_meters'),
      })
      .from(shops)
      .where(
        and(
          filterSql(shape),
          fewEstimate(shape),
          shape.within ? sql`${distance} <= ${p('within')}::float8` : undefined,
        ),
      )
      .limit(p('cap')),
  )
  // The page is ordered and cut before the shops' card columns are read (a few rows by id).
  const page = x
    .$with('few_page')
    .as(
      x
        .select({ id: few.id, closed: few.closed, meters: few.meters })
        .from(few)
        .orderBy(few.closed, few.meters, few.id)
        .limit(p('limit')),
    )
  const prepared = x
    .with(few, page)
    .select({
      shop: cardColumns,
      distance: page.meters,
      closed: page.closed,
      matched: sql<number>`(select count(*) from ${few})::int`,
    })
    .from(page)
    .innerJoin(shops, eq(shops.id, page.id))
    .orderBy(page.closed, page.meters, page.id)
    .prepare(name)
  return withFlatRows<PageRow & { matched: number }>(prepared)
}

/**
 * The pattern the trigram index reads, tested twice more (decision 0059): the same shops pass (the
 * filter tests it already). A generic plan estimates an unknown pattern at 0.5% of the shops (500
 * rows at 100,000) while the custom plans of the few-match keywords this statement serves estimate
 * about one: PostgreSQL kept planning most calls ('house 54321': 3,138 plans for 3,888 calls, 0.2 ms
 * each, twice the execution). Three tests are estimated at about one row, as the custom plans are,
 * and the generic plan is taken. A keyword holding the separator reads no trigram index: nothing added.
 */
function fewEstimate(shape: FewShape): SQL | undefined {
  // the characters' index is what a short rare keyword's plan reads (filterSql): nothing to tip
  if (shape.keywords !== 'joined' || shape.chars) return undefined
  const read = shape.rareWord ? p('rarePattern') : p('pattern')
  return and(searchAllHolds(read), searchAllHolds(read))
}

const fewStatements = new Map<string, (x: Executor) => ReturnType<typeof buildFew>>()

function fewStatement(x: Executor, shape: FewShape) {
  const key = JSON.stringify(shape)
  let statement = fewStatements.get(key)
  if (!statement) {
    statement = preparedStatement(`few_${fewStatements.size}`, (ex, name) => buildFew(ex, shape, name))
    fewStatements.set(key, statement)
  }
  return statement(x)
}

/**
 * A count's filter conditions: the page statements' filters (same shape rule, same values) with the
 * values written into the statement (counts are cached, not hot).
 */
function countFilterSql(filter: ShopFilter): SQL | undefined {
  const q: PageQuery = {
    origin: null,
    filter,
    sort: 'distance',
    minuteOfWeek: 0,
    withinMeters: null,
    closed: null,
    after: null,
    limit: null,
  }
  const { type, taste, pattern, rarePattern, keyword, ids } = pageValues(q)
  return filterSql(pageShape(q), { type, taste, pattern, rarePattern, keyword, ids })
}

/**
 * A statement without keywords runs as a named prepared statement (db/prepared.ts executeNamed).
 * With keywords it is planned for its pattern each time (see buildPage).
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
    async page(db: Executor, q: PageQuery): Promise<NearbyRow[]> {
      const shape = pageShape(q)
      const rows = await pageStatement(db, shape).execute(pageValues(q, shape))
      return rows.map(nearbyRow)
    },

    /**
     * A keyword's first `limit` shops by distance over both phases (open first, then distance, then
     * id: the list order) and how many shops match, in one statement, when at most `cap` match;
     * null when more do (the caller counts them and reads by rings). `withinMeters` bounds the
     * distance (without the box: the few shops come from the trigram index).
     */
    async fewFirst(
      db: Executor,
      q: {
        origin: LngLat
        filter: ShopFilter & { keywords: string }
        minuteOfWeek: number
        withinMeters: number | null
        limit: number
        cap: number
      },
    ): Promise<{ rows: NearbyRow[]; total: number } | null> {
      const shape: FewShape = {
        type: Boolean(q.filter.type),
        taste: Boolean(q.filter.taste),
        keywords: q.filter.keywords.includes(SEARCH_ALL_SEPARATOR) ? 'split' : 'joined',
        rareWord: rareWordShape(q.filter),
        chars: charsShape(q.filter),
        within: q.withinMeters !== null,
        keywordOnShops: false,
        ids: false,
      }
      const values = pageValues({
        origin: q.origin,
        filter: q.filter,
        sort: 'distance',
        minuteOfWeek: q.minuteOfWeek,
        withinMeters: q.withinMeters,
        closed: null,
        after: null,
        limit: q.limit,
      })
      // one more than the cap tells "more than cap" from "exactly cap"
      const rows = await fewStatement(db, shape).execute({ ...values, cap: q.cap + 1 })
      // no row: no shop matches, or the page is empty (a limit of 0 is never asked)
      const total = rows.length === 0 ? 0 : Number(rows[0]?.matched)
      if (total > q.cap) return null
      return {
        total,
        // the few are ordered by distance: it is their sort value
        rows: rows.map((r) => nearbyRow(Object.assign(r, { sortValue: r.distance }))),
      }
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
          ? and(boxSql(boxValues(q.origin, q.withinMeters)), sql`${distance} <= ${q.withinMeters}::float8`)
          : undefined
      const [row] = await run(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(shops)
          .where(
            and(
              countFilterSql(q.filter),
              within,
              q.openAt === undefined ? undefined : sql`${closedSql(q.openAt)} = 0`,
            ),
          ),
        q.filter,
      )
      return Number(row?.n ?? 0)
    },

    /**
     * The ids of the shops the filters keep that are open at a Shanghai minute of the week, when at
     * most `cap` are; null when more are (decision 0061: the open phase of a keyword few open shops
     * match is then read by these ids, not by rings).
     */
    async openIds(
      db: Executor,
      q: { filter: ShopFilter; openAt: number; cap: number },
    ): Promise<string[] | null> {
      const rows = await run(
        db
          .select({ id: shops.id })
          .from(shops)
          .where(and(countFilterSql(q.filter), sql`${closedSql(q.openAt)} = 0`))
          .limit(q.cap + 1),
        q.filter,
      )
      return rows.length > q.cap ? null : rows.map((r) => r.id)
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
      const query = db
        .select(deliveryColumns)
        .from(shops)
        .where(
          and(
            sql`${shops.supportsDelivery}`,
            isNull(shops.suspendedAt),
            boxSql(boxValues(origin, reachMeters)),
            or(
              and(isNull(shops.deliveryPolygon), sql`${distance} <= ${shops.deliveryRangeMeters} + 1`),
              isNotNull(shops.deliveryPolygon),
            ),
          ),
        )
        .limit(limit)
      return executeNamed(query)
    },

    /**
     * `size` random shops' search texts (and cuisines), what rare-words.ts tells a rare word by: a
     * scan of the shops every ten minutes per process.
     */
    async searchSample(db: Executor, size: number): Promise<string[]> {
      const rows = await db
        .select({ text: sql<string>`"shops"."search_all"` })
        .from(shops)
        .where(isNull(shops.suspendedAt))
        .orderBy(sql`random()`)
        .limit(size)
      return rows.map((r) => r.text ?? '')
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
