/**
 * The real Leaflet map under happy-dom (no layout: the map has no size, which is enough to see what
 * it puts on the page and what it reports back).
 */
import type { RingPosition } from '@siam/domain'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AreaMap, { type AreaMapProps } from './AreaMap'
import { viewBounds } from './geometry'
import { consoleTileSource } from './tiles'

afterEach(cleanup)

const shop = { lng: 121.478, lat: 31.228 }
const triangle: RingPosition[] = [
  [121.47, 31.22],
  [121.49, 31.22],
  [121.49, 31.24],
]

function props(over: Partial<AreaMapProps> = {}): AreaMapProps {
  return {
    source: consoleTileSource('en', {}),
    shop,
    rangeMeters: 3000,
    radiusDecides: true,
    points: triangle,
    closed: false,
    onAdd: vi.fn(),
    onMove: vi.fn(),
    onClose: vi.fn(),
    labels: {
      map: 'Map of the area',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      shop: 'Shop position',
      vertex: (n) => `Point ${n}`,
      closeHint: 'Click to close the outline',
    },
    ...over,
  }
}

describe('the delivery-area map (Leaflet)', () => {
  it('loads AMap tiles and shows the shop, the radius circle, the open outline and one handle per point', () => {
    const { container } = render(<AreaMap {...props()} />)
    expect(screen.getByRole('application', { name: 'Map of the area' })).toBeTruthy()
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]
    expect(tiles.length).toBeGreaterThan(0)
    for (const img of tiles) expect(new URL(img.src).hostname).toMatch(/^webrd0[1-4]\.is\.autonavi\.com$/)
    expect(container.querySelector('[title="Shop position"]')).toBeTruthy()
    const paths = [...container.querySelectorAll('path')]
    // the circle (solid: the radius decides) and the open outline (a dashed line, no fill)
    expect(paths.map((p) => p.getAttribute('stroke-dasharray'))).toEqual([null, '8 6'])
    expect(paths[1]?.getAttribute('fill')).toBe('none')
    // while open with 3 points, the first handle closes the outline
    expect(screen.getByRole('button', { name: 'Click to close the outline' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Point 2' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Point 3' })).toBeTruthy()
  })

  it('a click (or Enter) on the first handle closes an open outline of 3 points', () => {
    const p = props()
    render(<AreaMap {...p} />)
    const first = screen.getByRole('button', { name: 'Click to close the outline' })
    fireEvent.click(first)
    expect(p.onClose).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(first, { key: 'Enter', code: 'Enter' })
    expect(p.onClose).toHaveBeenCalledTimes(2)
    // a click on a handle is not a click on the map
    expect(p.onAdd).not.toHaveBeenCalled()
  })

  it('a closed outline is a filled polygon; its first handle is a plain point; the circle is only a hint', () => {
    const p = props({ closed: true, radiusDecides: false })
    const { container } = render(<AreaMap {...p} />)
    const paths = [...container.querySelectorAll('path')]
    expect(paths.map((x) => x.getAttribute('stroke-dasharray'))).toEqual(['6 6', null])
    expect(paths[1]?.getAttribute('fill')).not.toBe('none')
    fireEvent.click(screen.getByRole('button', { name: 'Point 1' }))
    expect(p.onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Click to close the outline' })).toBeNull()
  })

  it('two points cannot be closed: the first handle is a plain point', () => {
    const p = props({ points: triangle.slice(0, 2) })
    render(<AreaMap {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'Point 1' }))
    expect(p.onClose).not.toHaveBeenCalled()
  })

  it('a click on the map reports a position in the tiles’ system inside the view', () => {
    const p = props()
    render(<AreaMap {...p} />)
    fireEvent.click(screen.getByRole('application', { name: 'Map of the area' }))
    expect(p.onAdd).toHaveBeenCalledTimes(1)
    const [lng, lat] = vi.mocked(p.onAdd).mock.calls[0]?.[0] ?? [Number.NaN, Number.NaN]
    const box = viewBounds(shop, 3000, triangle)
    expect(lng).toBeGreaterThanOrEqual(box.west)
    expect(lng).toBeLessThanOrEqual(box.east)
    expect(lat).toBeGreaterThanOrEqual(box.south)
    expect(lat).toBeLessThanOrEqual(box.north)
  })

  it('follows new points without rebuilding the map, and leaves nothing behind when unmounted', () => {
    const p = props({ points: triangle.slice(0, 1) })
    const { container, rerender, unmount } = render(<AreaMap {...p} />)
    const canvas = container.querySelector('.leaflet-container')
    expect(container.querySelectorAll('.area-handle')).toHaveLength(1)
    rerender(<AreaMap {...p} points={triangle} />)
    expect(container.querySelectorAll('.area-handle')).toHaveLength(3)
    expect(container.querySelector('.leaflet-container')).toBe(canvas)
    rerender(<AreaMap {...p} points={[]} />)
    expect(container.querySelectorAll('.area-handle')).toHaveLength(0)
    unmount()
    expect(container.querySelector('.leaflet-container')).toBeNull()
  })
})
