import { describe, expect, it } from 'vitest'
import {
  closeRing,
  POLYGON_MAX_VERTICES,
  pointInPolygon,
  polygonProblem,
  type RingPosition,
  ringVertices,
  segmentsIntersect,
} from './geoPolygon'

const at = (lng: number, lat: number) => ({ lng, lat })

// A 2 x 2 square and an "L" (concave: the top-right quarter is cut out).
const SQUARE: RingPosition[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
]
const L_SHAPE: RingPosition[] = [
  [0, 0],
  [2, 0],
  [2, 1],
  [1, 1],
  [1, 2],
  [0, 2],
  [0, 0],
]

describe('ringVertices / closeRing', () => {
  it('accepts open and closed rings and drops repeated taps', () => {
    expect(ringVertices(SQUARE)).toEqual(SQUARE)
    expect(ringVertices(closeRing(SQUARE))).toEqual(SQUARE)
    expect(
      ringVertices([
        [0, 0],
        [0, 0],
        [2, 0],
        [2, 2],
        [2, 2],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
    ])
  })

  it('closes a ring by repeating the first vertex', () => {
    expect(closeRing(SQUARE)).toEqual([...SQUARE, [0, 0]])
    expect(closeRing([])).toEqual([])
  })
})

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(at(1, 1), SQUARE)).toBe(true)
    expect(pointInPolygon(at(0.001, 1.999), SQUARE)).toBe(true)
    expect(pointInPolygon(at(3, 1), SQUARE)).toBe(false)
    expect(pointInPolygon(at(-0.001, 1), SQUARE)).toBe(false)
    expect(pointInPolygon(at(1, 2.001), SQUARE)).toBe(false)
  })

  it('counts edges and vertices as inside', () => {
    for (const p of [at(0, 1), at(2, 1), at(1, 0), at(1, 2), at(0, 0), at(2, 2), at(2, 0)]) {
      expect(pointInPolygon(p, SQUARE), JSON.stringify(p)).toBe(true)
    }
  })

  it('handles a concave polygon, including its inner corner and inner edges', () => {
    expect(pointInPolygon(at(0.5, 1.5), L_SHAPE)).toBe(true)
    expect(pointInPolygon(at(1.5, 0.5), L_SHAPE)).toBe(true)
    // The cut-out quarter: inside the bounding box, outside the L.
    expect(pointInPolygon(at(1.5, 1.5), L_SHAPE)).toBe(false)
    expect(pointInPolygon(at(1.0001, 1.0001), L_SHAPE)).toBe(false)
    expect(pointInPolygon(at(1, 1), L_SHAPE)).toBe(true)
    expect(pointInPolygon(at(1.5, 1), L_SHAPE)).toBe(true)
    expect(pointInPolygon(at(1, 1.5), L_SHAPE)).toBe(true)
  })

  it('is not fooled by a ray through a vertex', () => {
    // A diamond: the horizontal ray from (0, 0) passes exactly through the vertex (1, 0).
    const diamond: RingPosition[] = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]
    expect(pointInPolygon(at(0, 0), diamond)).toBe(true)
    expect(pointInPolygon(at(-2, 0), diamond)).toBe(false)
    expect(pointInPolygon(at(2, 0), diamond)).toBe(false)
  })

  it('works on real coordinates around the demo city', () => {
    const huangpu: RingPosition[] = [
      [121.46, 31.22],
      [121.5, 31.22],
      [121.5, 31.245],
      [121.46, 31.245],
      [121.46, 31.22],
    ]
    expect(pointInPolygon(at(121.4737, 31.2304), huangpu)).toBe(true)
    expect(pointInPolygon(at(121.65, 31.35), huangpu)).toBe(false)
  })

  it('is false for a degenerate ring', () => {
    expect(
      pointInPolygon(at(0, 0), [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false)
  })
})

describe('segmentsIntersect', () => {
  it('sees crossings, touching ends and collinear overlaps', () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true)
    expect(segmentsIntersect([0, 0], [1, 0], [1, 0], [1, 1])).toBe(true)
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true)
    expect(segmentsIntersect([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false)
    expect(segmentsIntersect([0, 0], [1, 1], [0, 1], [0.4, 0.9])).toBe(false)
  })
})

describe('polygonProblem', () => {
  it('accepts simple polygons, open or closed, convex or concave', () => {
    expect(polygonProblem(SQUARE)).toBeNull()
    expect(polygonProblem(closeRing(SQUARE))).toBeNull()
    expect(polygonProblem(L_SHAPE)).toBeNull()
    expect(
      polygonProblem([
        [0, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toBeNull()
  })

  it('counts distinct vertices: 3 to 200', () => {
    expect(
      polygonProblem([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
    ).toBe('too_few_vertices')
    expect(polygonProblem([])).toBe('too_few_vertices')
    const circle = (n: number): RingPosition[] =>
      Array.from({ length: n }, (_, i) => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)])
    expect(polygonProblem(circle(POLYGON_MAX_VERTICES))).toBeNull()
    expect(polygonProblem(closeRing(circle(POLYGON_MAX_VERTICES)))).toBeNull()
    expect(polygonProblem(circle(POLYGON_MAX_VERTICES + 1))).toBe('too_many_vertices')
  })

  it('refuses a bow tie, a ring touching itself, and a spike', () => {
    expect(
      polygonProblem([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toBe('self_intersecting')
    // Vertex (1, 0) of the inner dent touches the bottom edge.
    expect(
      polygonProblem([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
      ]),
    ).toBe('self_intersecting')
    // Goes out to (3, 1) and straight back along the same line.
    expect(
      polygonProblem([
        [0, 0],
        [2, 0],
        [2, 1],
        [3, 1],
        [2, 1],
        [2, 2],
        [0, 2],
      ]),
    ).toBe('self_intersecting')
  })

  it('refuses a ring with no area and impossible positions', () => {
    expect(
      polygonProblem([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    ).not.toBeNull()
    expect(
      polygonProblem([
        [0, 0],
        [200, 0],
        [0, 1],
      ]),
    ).toBe('invalid_position')
    expect(
      polygonProblem([
        [0, 0],
        [Number.NaN, 0],
        [0, 1],
      ]),
    ).toBe('invalid_position')
  })
})
