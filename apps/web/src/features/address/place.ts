/** A geocoder answer as the pages hand it on: the point in WGS-84 (the server sends both systems). */
import type { GeoPlace } from '@siam/contracts'
import type { PickedPlace } from './handoff'

export function placeToPicked(place: GeoPlace): PickedPlace {
  return {
    lng: place.wgs84.lng,
    lat: place.wgs84.lat,
    coordSystem: 'wgs84',
    wgs84: place.wgs84,
    gcj02: place.gcj02,
    name: place.name,
    city: place.city,
    addressZh: place.addressZh,
  }
}
