export const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'ru', 'ur', 'ar', 'fr', 'de', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export type Localized = Record<Locale, string> // every locale filled in, real translations (zh-Hans is the original)
export type ShopType = 'western' | 'asian' | 'halal' | 'buffet' | 'chain' | 'fast_food' | 'drink' | 'diet'
export type Taste = 'spicy' | 'mild' | 'sweet' | 'sour' | 'savory' | 'light'
export interface DemoOption {
  key: string
  name: Localized
  priceFen: number
}
export interface DemoOptionGroup {
  key: string
  name: Localized
  required: boolean
  multiple: boolean
  options: DemoOption[]
} // required single-choice groups have a default = first option
export interface DemoDish {
  key: string
  name: Localized
  description: Localized
  priceFen: number
  packingFeeFen: number
  soldOut: boolean
  image: string
  monthlySales: number
  optionGroups: DemoOptionGroup[]
}
export interface DemoCategory {
  key: string
  name: Localized
  dishes: DemoDish[]
}
export type DemoHours = { kind: 'fixed'; spans: { open: string; close: string }[] } | { kind: 'closing_soon' } // 'closing_soon': the seeder computes spans so the shop closes ~20 min after seeding
export interface DemoShop {
  key: string // stable slug, unique, used for idempotent upserts, e.g. 'lao-sichuan'
  name: Localized
  type: ShopType
  cuisine: string // slug: 'sichuan','cantonese','shanghainese','hunan','dongbei','xinjiang','japanese','korean','thai','vietnamese','indian','italian','american','french','mexican','middle_eastern','coffee','tea','bakery','dessert','salad', ...
  tastes: Taste[]
  address: Localized // street address in Huangpu / Jing'an / Xuhui, Shanghai; zh-Hans is the real Chinese form for couriers
  lng: number
  lat: number // WGS-84, within ~4 km of People's Square (121.4737, 31.2304), spread out (some 0.3 km, some 3-4 km; TWO shops 6-8 km away so they are out of the 5 km delivery range)
  phone: string // 021 landline or 11-digit mobile
  hours: DemoHours
  operating: boolean
  supportsDelivery: boolean
  supportsPickup: boolean
  minimumOrderFen: number // e.g. 2000 = 20 yuan; 0 for a couple of shops
  baseDeliveryFeeFen: number
  perKmFeeFen: number
  deliveryRangeMeters: number
  deliverySubsidyFen: number
  fullReductionTiers: { thresholdFen: number; reductionFen: number }[] // e.g. 30 yuan minus 5, 60 minus 12; empty for some
  rating: number // tenths: 46 = 4.6
  monthlySales: number
  image: string // file name under assets/demo/, e.g. 'shop-lao-sichuan.svg'
  categories: DemoCategory[]
}
