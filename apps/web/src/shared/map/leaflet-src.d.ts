// Types for the Leaflet source modules the map imports one by one (leaflet/src is ES modules; importing
// only the map, tiles, markers, two controls and the touch handlers keeps the chunk ~40 % smaller than
// the whole library). The classes are the ones @types/leaflet describes.

declare module 'leaflet/src/map/Map.js' {
  export { Map } from 'leaflet'
}
declare module 'leaflet/src/layer/tile/TileLayer.js' {
  export { TileLayer } from 'leaflet'
}
declare module 'leaflet/src/layer/marker/Marker.js' {
  export { Marker } from 'leaflet'
}
declare module 'leaflet/src/layer/marker/DivIcon.js' {
  export { DivIcon } from 'leaflet'
}
declare module 'leaflet/src/control/Control.Zoom.js' {
  import type { Control } from 'leaflet'
  export const Zoom: typeof Control.Zoom
}
declare module 'leaflet/src/control/Control.Attribution.js' {
  import type { Control } from 'leaflet'
  export const Attribution: typeof Control.Attribution
}
declare module 'leaflet/src/map/handler/Map.Drag.js'
declare module 'leaflet/src/map/handler/Map.TouchZoom.js'
declare module 'leaflet/src/map/handler/Map.DoubleClickZoom.js'
declare module 'leaflet/src/map/handler/Map.ScrollWheelZoom.js'
declare module 'leaflet/src/map/handler/Map.Keyboard.js'
declare module 'leaflet/src/map/handler/Map.TapHold.js'
