/**
 * Demo delivery polygons (decision 0011): closed rings of [lng, lat] WGS-84, by shop key. Shops not
 * listed deliver within their radius.
 *
 * Yu Lan Xiaolongbao, by Yu Garden, delivers on the Puxi side only: its area follows the Huangpu
 * river (the Bund) on the east, so Lujiazui across the water is out of range even though it is
 * closer than the shop's 5 km radius.
 */
export const DEMO_DELIVERY_AREAS: Record<string, [number, number][]> = {
  'yulan-xiaolongbao': [
    [121.46, 31.245],
    [121.492, 31.245],
    [121.497, 31.238],
    [121.5, 31.225],
    [121.498, 31.21],
    [121.48, 31.205],
    [121.462, 31.212],
    [121.46, 31.232],
    [121.46, 31.245],
  ],
}
