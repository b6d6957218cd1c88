import { EARTH_RADIUS_METERS } from '@siam/domain'

/**
 * SQL terms about a shop's place and hours, written once for both ways statements are written here:
 * drizzle's `sql` (values bound as parameters; near me, shops-nearby.repository.ts) and plain text
 * whose values are already placeholders or column names (`String.raw`; the dish list's folded
 * statement, shops.repository.ts goodsPageIds). The template is the same, so the terms are too.
 */
type Tag<T> = (strings: TemplateStringsArray, ...values: unknown[]) => T

interface Point {
  lng: unknown
  lat: unknown
}

/**
 * The great-circle distance in metres between a shop's point and `origin` (same formula as domain
 * haversineMeters). `radius` is EARTH_RADIUS_METERS as the statement writes it: the number itself
 * for drizzle (a parameter), a placeholder for text.
 */
export function greatCircleMeters<T>(
  tag: Tag<T>,
  shop: Point,
  origin: Point,
  radius: unknown = EARTH_RADIUS_METERS,
): T {
  return tag`(2 * ${radius}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(${shop.lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${shop.lat}))
      * power(sin(radians(${shop.lng} - ${origin.lng}::float8) / 2), 2)))))`
}

/**
 * 0 when the shop is operating and its hours cover the Shanghai minute of the week (0 = Sunday
 * 00:00), else 1. `open_week` is the hours as minutes of the week, a column the database works out
 * when the shop is written (migration 0020, the same rule as domain shopOpenState: a span starts on
 * its `days`, every day without them): testing it is one containment, where taking the jsonb apart
 * for every row looked at was most of a near-me page's database time (decision 0052).
 */
export function closedAt<T>(
  tag: Tag<T>,
  shop: { operating: unknown; openWeek: unknown },
  minuteOfWeek: unknown,
): T {
  return tag`(case when ${shop.operating} and ${shop.openWeek} @> ${minuteOfWeek}::int then 0 else 1 end)`
}
