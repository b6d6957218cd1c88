import { z } from 'zod'
import { defineCall } from './call'
import { Id, Position, Text } from './common'

/**
 * Coordinates (product rules 10, decision 0011). Every point the API answers comes in both systems:
 * `wgs84` (GPS, browser geolocation, OpenStreetMap/Nominatim, what the server measures with) and
 * `gcj02` (the offset system of Chinese maps: WeChat getLocation with type gcj02, AMap, Tencent).
 * A point the client sends says which system it is in with `coordSystem`; the server converts.
 */
export const COORD_SYSTEMS = ['wgs84', 'gcj02'] as const
export const CoordSystem = z.enum(COORD_SYSTEMS)
export type CoordSystem = z.infer<typeof CoordSystem>

export const LngLatPoint = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
})
export type LngLatPoint = z.infer<typeof LngLatPoint>

/** One place found by the geocoder (reverse or search). */
export const GeoPlace = z.object({
  /** The place's name in the request's language when the geocoder knows one, else the Chinese name. */
  name: z.string(),
  /** Chinese name, for the courier. */
  nameZh: z.string(),
  /** Region names in the request's language where known (else Chinese); '' when unknown. */
  province: z.string(),
  /** Prefecture-level city; falls back to the province (municipalities, sparse answers), never ''. */
  city: z.string(),
  district: z.string(),
  provinceZh: z.string(),
  cityZh: z.string(),
  districtZh: z.string(),
  /** The Chinese line a courier reads: province, city, district and name, without repeats. */
  addressZh: z.string(),
  wgs84: LngLatPoint,
  gcj02: LngLatPoint,
})
export type GeoPlace = z.infer<typeof GeoPlace>

/** A ring of [lng, lat] WGS-84 positions, closed (the last equals the first). */
export const PolygonRing = z.array(z.tuple([z.number(), z.number()]))

/** A stored ring as the API answers it: WGS-84 and the GCJ-02 copy for Chinese map tiles. */
export const PolygonBothSystems = z.object({ wgs84: PolygonRing, gcj02: PolygonRing })

/** How a shop's delivery area is drawn: a radius around the shop, or a polygon that replaces it. */
export const DeliveryArea = z.object({
  shopId: Id,
  /** The shop's own position, both systems (the radius is drawn around it). */
  center: z.object({ wgs84: LngLatPoint, gcj02: LngLatPoint }),
  rangeMeters: z.number().int(),
  /** null = the radius decides; otherwise the polygon decides and the radius is ignored. */
  polygon: PolygonBothSystems.nullable(),
})
export type DeliveryArea = z.infer<typeof DeliveryArea>

export const geoCalls = {
  regeo: defineCall({
    path: 'geo/regeo',
    audience: 'public',
    summary:
      'Reverse geocoding: the place, district, city (province as fallback) and province of a point. ' +
      'GEO_NOT_FOUND when the geocoder knows nothing there, GEOCODER_UNAVAILABLE when it does not answer.',
    input: z.object({
      lng: z.number().min(-180).max(180),
      lat: z.number().min(-90).max(90),
      coordSystem: CoordSystem.default('wgs84'),
    }),
    output: GeoPlace,
  }),
  search: defineCall({
    path: 'geo/search',
    audience: 'public',
    summary:
      'Places and roads (with a house number) matching keywords in Chinese, pinyin or English (address search), best first, nearest first among equals, at most 20.',
    input: z.object({
      keywords: Text().trim().min(1).max(50),
      /** A city name in any language (e.g. "Shanghai", "上海"), narrowing the search. */
      city: Text().trim().max(40).optional(),
      /** Where the visitor is ("lng,lat" in `coordSystem`): the nearest of equally good matches first. */
      position: Position.optional(),
      coordSystem: CoordSystem.default('wgs84'),
    }),
    output: z.array(GeoPlace),
  }),
  deliveryAreaGet: defineCall({
    path: 'merchant/shop/deliveryArea/get',
    audience: 'console',
    summary: "A shop's delivery area: radius and optional polygon (merchants: own shops only).",
    input: z.object({ shopId: Id }),
    output: DeliveryArea,
  }),
  deliveryAreaSet: defineCall({
    path: 'merchant/shop/deliveryArea/set',
    audience: 'console',
    summary:
      "Sets or clears (null) a shop's delivery polygon: 3 to 200 points, not crossing itself; " +
      'the ring may be given open or closed. DELIVERY_AREA_INVALID otherwise.',
    input: z.object({
      shopId: Id,
      polygon: z
        .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]))
        .max(201)
        .nullable(),
      coordSystem: CoordSystem.default('wgs84'),
    }),
    output: DeliveryArea,
  }),
}
