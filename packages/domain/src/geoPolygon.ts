/**
 * Delivery polygons (decision 0011): rings of [lng, lat] in one coordinate system (the server
 * stores WGS-84). A delivery area spans a few kilometres, so lng/lat are treated as a plane: the
 * error against geodesic edges is far below a metre at that size.
 */
import type { LngLat } from './geo'

export type RingPosition = readonly [number, number]

/** Vertices of a delivery polygon: at least a triangle, at most what a person draws on a map. */
export const POLYGON_MIN_VERTICES = 3
export const POLYGON_MAX_VERTICES = 200

/** About 0.1 mm in degrees: closer than this to an edge counts as on it (the boundary is inside). */
const ON_EDGE_DEGREES = 1e-9

const samePosition = (a: RingPosition, b: RingPosition) => a[0] === b[0] && a[1] === b[1]

/**
 * The distinct vertices of a ring given open or closed: the closing repeat and consecutive
 * duplicates (a double tap on the map) are dropped.
 */
export function ringVertices(ring: readonly RingPosition[]): RingPosition[] {
  const out: RingPosition[] = []
  for (const p of ring) {
    const last = out[out.length - 1]
    if (!last || !samePosition(last, p)) out.push([p[0], p[1]])
  }
  const first = out[0]
  const last = out[out.length - 1]
  if (out.length > 1 && first && last && samePosition(first, last)) out.pop()
  return out
}

/** The ring closed, as stored: the first vertex repeated at the end. */
export function closeRing(vertices: readonly RingPosition[]): [number, number][] {
  const out = vertices.map((p): [number, number] => [p[0], p[1]])
  const first = out[0]
  if (first) out.push([first[0], first[1]])
  return out
}

function cross(o: RingPosition, a: RingPosition, b: RingPosition): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
}

/** Distance from p to the segment a-b, in degrees of the plane. */
function distanceToSegment(p: RingPosition, a: RingPosition, b: RingPosition): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

function onSegment(p: RingPosition, a: RingPosition, b: RingPosition): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  )
}

/** Whether the closed segments a-b and c-d share any point (touching and overlapping count). */
export function segmentsIntersect(
  a: RingPosition,
  b: RingPosition,
  c: RingPosition,
  d: RingPosition,
): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  )
}

/**
 * Whether the point lies inside the polygon or on its boundary (a shop that draws its area along
 * a street delivers to both sides' edge points). Even-odd ray casting, so concave shapes work.
 */
export function pointInPolygon(point: LngLat, ring: readonly RingPosition[]): boolean {
  const vs = ringVertices(ring)
  if (vs.length < POLYGON_MIN_VERTICES) return false
  const p: RingPosition = [point.lng, point.lat]
  let inside = false
  for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
    const a = vs[i] as RingPosition
    const b = vs[j] as RingPosition
    if (distanceToSegment(p, a, b) <= ON_EDGE_DEGREES) return true
    // The edge crosses the horizontal line through p to the right of p.
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])
      if (p[0] < x) inside = !inside
    }
  }
  return inside
}

export type PolygonProblem =
  | 'invalid_position'
  | 'too_few_vertices'
  | 'too_many_vertices'
  | 'self_intersecting'
  | 'no_area'

/** Twice the signed area of the ring (shoelace), in square degrees. */
function doubleArea(vs: readonly RingPosition[]): number {
  let sum = 0
  for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
    const a = vs[i] as RingPosition
    const b = vs[j] as RingPosition
    sum += (b[0] - a[0]) * (b[1] + a[1])
  }
  return sum
}

/**
 * Why a ring cannot be a delivery area, or null when it can: every position a real lng/lat,
 * 3..200 distinct vertices (open or closed ring), no edge crossing or touching a non-adjacent one,
 * no edge folding back over its neighbour, and some area. O(n^2) edge pairs: 20 000 at most.
 */
export function polygonProblem(ring: readonly RingPosition[]): PolygonProblem | null {
  for (const p of ring) {
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1]) || Math.abs(p[0]) > 180 || Math.abs(p[1]) > 90)
      return 'invalid_position'
  }
  const vs = ringVertices(ring)
  if (vs.length < POLYGON_MIN_VERTICES) return 'too_few_vertices'
  if (vs.length > POLYGON_MAX_VERTICES) return 'too_many_vertices'
  const n = vs.length
  const edge = (i: number): [RingPosition, RingPosition] => [
    vs[i] as RingPosition,
    vs[(i + 1) % n] as RingPosition,
  ]
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i)
    for (let j = i + 1; j < n; j++) {
      const [c, d] = edge(j)
      const adjacent = j === i + 1 || (i === 0 && j === n - 1)
      if (!adjacent) {
        if (segmentsIntersect(a, b, c, d)) return 'self_intersecting'
        continue
      }
      // Neighbours share one vertex; they may not also run back along each other (a spike).
      const shared = j === i + 1 ? b : a
      const otherOfFirst = j === i + 1 ? a : b
      const otherOfSecond = j === i + 1 ? d : c
      if (
        cross(shared, otherOfFirst, otherOfSecond) === 0 &&
        (otherOfFirst[0] - shared[0]) * (otherOfSecond[0] - shared[0]) +
          (otherOfFirst[1] - shared[1]) * (otherOfSecond[1] - shared[1]) >
          0
      )
        return 'self_intersecting'
    }
  }
  if (doubleArea(vs) === 0) return 'no_area'
  return null
}
