import type { DeliveryArea } from '@siam/contracts'
import {
  bothSystems,
  type CoordSystem,
  closeRing,
  polygonProblem,
  type RingPosition,
  ringVertices,
  toWgs84,
} from '@siam/domain'
import type { Db } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import { fail } from '../../platform/errors'
import { polygonBothSystems, type ShopRow, shopQueries } from '../shops'

/**
 * Console: a shop's delivery area (decision 0011). Merchants reach their own shops only (another
 * shop is SHOP_NOT_FOUND, as on the order board); platform staff reach every shop.
 */
export function createDeliveryAreas(db: Db) {
  const repo = shopQueries

  async function visibleShop(staff: StaffActor, shopId: string): Promise<ShopRow> {
    const shop = await repo.shopById(db, shopId)
    if (!shop || !seesShop(staff, shopId)) fail('SHOP_NOT_FOUND')
    return shop
  }

  function toArea(shop: ShopRow): DeliveryArea {
    return {
      shopId: shop.id,
      center: bothSystems({ lng: shop.lng, lat: shop.lat }, 'wgs84'),
      rangeMeters: shop.deliveryRangeMeters,
      polygon: polygonBothSystems(shop.deliveryPolygon),
    }
  }

  return {
    async get(staff: StaffActor, shopId: string): Promise<DeliveryArea> {
      return toArea(await visibleShop(staff, shopId))
    },

    /** Validates, converts to WGS-84 and stores the ring closed; null goes back to the radius. */
    async set(
      staff: StaffActor,
      shopId: string,
      polygon: RingPosition[] | null,
      system: CoordSystem,
    ): Promise<DeliveryArea> {
      await visibleShop(staff, shopId)
      let stored: [number, number][] | null = null
      if (polygon) {
        // Checked in the system it was drawn in, and again after conversion: the GCJ-02 offset
        // varies smoothly, but a ring drawn to the last millimetre could still fold.
        if (polygonProblem(polygon) !== null) fail('DELIVERY_AREA_INVALID')
        const wgs = ringVertices(polygon).map((p): RingPosition => {
          const w = toWgs84({ lng: p[0], lat: p[1] }, system)
          return [w.lng, w.lat]
        })
        if (polygonProblem(wgs) !== null) fail('DELIVERY_AREA_INVALID')
        stored = closeRing(wgs)
      }
      const updated = await repo.setDeliveryPolygon(db, shopId, stored)
      if (!updated) fail('SHOP_NOT_FOUND')
      return toArea(updated)
    },
  }
}
