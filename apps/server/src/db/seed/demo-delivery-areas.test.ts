import { haversineMeters, pointInPolygon, polygonProblem } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPS } from './demo-city'
import { DEMO_DELIVERY_AREAS } from './demo-delivery-areas'

describe('demo delivery polygons', () => {
  it('belong to demo shops, are valid closed rings and contain their shop', () => {
    expect(Object.keys(DEMO_DELIVERY_AREAS).length).toBeGreaterThan(0)
    for (const [key, ring] of Object.entries(DEMO_DELIVERY_AREAS)) {
      const shop = DEMO_SHOPS.find((s) => s.key === key)
      expect(shop, key).toBeDefined()
      expect(polygonProblem(ring), key).toBeNull()
      expect(ring[0], key).toEqual(ring.at(-1))
      expect(pointInPolygon({ lng: shop?.lng ?? 0, lat: shop?.lat ?? 0 }, ring), key).toBe(true)
    }
  })

  it("keeps Yu Lan Xiaolongbao on the Puxi side: People's Square in, Lujiazui out though within 5 km", () => {
    const ring = DEMO_DELIVERY_AREAS['yulan-xiaolongbao'] ?? []
    const shop = DEMO_SHOPS.find((s) => s.key === 'yulan-xiaolongbao')
    const lujiazui = { lng: 121.502, lat: 31.239 }
    expect(pointInPolygon({ lng: 121.4737, lat: 31.2304 }, ring)).toBe(true)
    expect(pointInPolygon(lujiazui, ring)).toBe(false)
    expect(haversineMeters(lujiazui, { lng: shop?.lng ?? 0, lat: shop?.lat ?? 0 })).toBeLessThan(
      shop?.deliveryRangeMeters ?? 0,
    )
  })
})
