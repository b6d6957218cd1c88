import type { GeoPlace } from '@siam/contracts'
import { bothSystems } from '@siam/domain'
import { chineseLine, type GeocodedPlace } from '../../adapters/geocoder'

/** An adapter's answer as the API shows it: names both ways, the courier's line, both systems. */
export function toGeoPlace(place: GeocodedPlace): GeoPlace {
  const city = place.city.zh || place.city.local ? place.city : place.province
  return {
    name: place.name.local || place.name.zh,
    nameZh: place.name.zh,
    province: place.province.local || place.province.zh,
    city: city.local || city.zh,
    district: place.district.local || place.district.zh,
    provinceZh: place.province.zh,
    cityZh: city.zh,
    districtZh: place.district.zh,
    addressZh: chineseLine(place),
    ...bothSystems(place.point, 'wgs84'),
  }
}
