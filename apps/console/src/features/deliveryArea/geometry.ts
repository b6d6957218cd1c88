/**
 * The pure parts of drawing a delivery polygon (decision 0011): its size, the checks the server
 * makes (run here first, so a merchant sees what is wrong before anything is sent) and the request
 * that saves it. Rings are [lng, lat] positions; "tiles" means the system the map is drawn in.
 */
import type { DescriptorInput } from '@siam/api-client'
import type { geoApi } from '@siam/contracts/descriptors'
import {
  type CoordSystem,
  closeRing,
  EARTH_RADIUS_METERS,
  type PolygonProblem,
  polygonProblem,
  type RingPosition,
  ringVertices,
} from '@siam/domain'
import { ringFromTiles } from './tiles'

export type SetAreaInput = DescriptorInput<typeof geoApi.deliveryAreaSet>

const rad = (deg: number) => (deg * Math.PI) / 180

/**
 * Area in km² of a WGS-84 ring, open or closed, on the sphere the server measures distances on
 * (the spherical-excess approximation of Chamberlain & Duquette: exact to well under 0.1 % at the
 * size of a delivery area). Fewer than 3 distinct vertices have no area.
 */
export function ringAreaKm2(ring: readonly RingPosition[]): number {
  const vs = ringVertices(ring)
  const n = vs.length
  if (n < 3) return 0
  let total = 0
  for (let i = 0; i < n; i++) {
    const prev = vs[(i + n - 1) % n] as RingPosition
    const cur = vs[i] as RingPosition
    const next = vs[(i + 1) % n] as RingPosition
    total += rad(next[0] - prev[0]) * Math.sin(rad(cur[1]))
  }
  return Math.abs((total * EARTH_RADIUS_METERS * EARTH_RADIUS_METERS) / 2) / 1e6
}

/** Area in km² of the radius circle. */
export function circleAreaKm2(rangeMeters: number): number {
  return (Math.PI * rangeMeters * rangeMeters) / 1e6
}

/** Metres per degree of latitude on the server's sphere. */
const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180

/** The box the map first shows: the radius circle around the shop and every point of the outline. */
export function viewBounds(
  center: { lng: number; lat: number },
  rangeMeters: number,
  points: readonly RingPosition[],
): { south: number; west: number; north: number; east: number } {
  const dLat = rangeMeters / METERS_PER_DEGREE
  const dLng = rangeMeters / (METERS_PER_DEGREE * Math.max(0.01, Math.cos(rad(center.lat))))
  const box = {
    south: center.lat - dLat,
    west: center.lng - dLng,
    north: center.lat + dLat,
    east: center.lng + dLng,
  }
  for (const [lng, lat] of points) {
    box.south = Math.min(box.south, lat)
    box.north = Math.max(box.north, lat)
    box.west = Math.min(box.west, lng)
    box.east = Math.max(box.east, lng)
  }
  return box
}

/**
 * Why the drawn ring would be refused, or null: the server checks the ring in the system it was
 * drawn in and again after converting it to WGS-84, so both are checked here.
 */
export function draftProblem(points: readonly RingPosition[], system: CoordSystem): PolygonProblem | null {
  return polygonProblem(points) ?? polygonProblem(ringFromTiles(points, system))
}

/** The console message of each problem (console namespace). */
export const PROBLEM_KEY: Record<PolygonProblem, string> = {
  invalid_position: 'console:area_problem_position',
  too_few_vertices: 'console:area_problem_too_few',
  too_many_vertices: 'console:area_problem_too_many',
  self_intersecting: 'console:area_problem_crossing',
  no_area: 'console:area_problem_no_area',
}

/** `deliveryArea/set` for a drawn ring: closed, duplicates dropped, in the tiles' system. */
export function polygonInput(
  shopId: string,
  points: readonly RingPosition[],
  system: CoordSystem,
): SetAreaInput {
  return { shopId, polygon: closeRing(ringVertices(points)), coordSystem: system }
}

/** `deliveryArea/set` that drops the polygon: the radius decides again. */
export function radiusInput(shopId: string): SetAreaInput {
  return { shopId, polygon: null }
}
