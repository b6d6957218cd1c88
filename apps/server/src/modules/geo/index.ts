import { geoCalls } from '@siam/contracts'
import { parsePosition, toWgs84 } from '@siam/domain'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createDeliveryAreas } from './geo.delivery-area'
import { toGeoPlace } from './geo.places'

/**
 * Geocoding for the apps (`geo/regeo`, `geo/search`) and the console's delivery areas. The
 * geocoding calls are public (the location store names the city before login); with a paid or
 * rate-limited provider they share the per-IP limiter of the sign-in calls.
 */
export const geoModule = defineModule({ name: 'geo', register: registerGeo })

function registerGeo({ app, deps }: ModuleContext) {
  const { geocoder } = deps
  const limited = { rateLimited: geocoder.kind !== 'offline' }
  bindCall(
    app,
    deps.http,
    geoCalls.regeo,
    async ({ input, locale }) => {
      const place = await geocoder.reverse(toWgs84(input, input.coordSystem), locale)
      if (!place) fail('GEO_NOT_FOUND')
      return toGeoPlace(place)
    },
    limited,
  )
  bindCall(
    app,
    deps.http,
    geoCalls.search,
    async ({ input, locale }) => {
      const at = input.position ? parsePosition(input.position) : null
      const near = at ? toWgs84(at, input.coordSystem) : undefined
      return (await geocoder.search(input.keywords, input.city, locale, near)).map(toGeoPlace)
    },
    limited,
  )

  const areas = createDeliveryAreas(deps.db)
  bindCall(app, deps.http, geoCalls.deliveryAreaGet, ({ input, actor }) => areas.get(actor, input.shopId))
  bindCall(app, deps.http, geoCalls.deliveryAreaSet, ({ input, actor }) =>
    areas.set(actor, input.shopId, input.polygon, input.coordSystem),
  )
}
