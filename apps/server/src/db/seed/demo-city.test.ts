import { existsSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_CITY, DEMO_SHOPS } from './demo-city'
import { DEMO_PROFILES } from './demo-profiles'
import { type DemoDish, type DemoShop, LOCALES, type Localized, type ShopType } from './demo-types'
import { ASSET_DIR, DISH_SIZE, drawAll, MAX_PICTURE_BYTES, SHOP_SIZE } from './generate-images'

const SHOP_TYPES: ShopType[] = ['western', 'asian', 'halal', 'buffet', 'chain', 'fast_food', 'drink', 'diet']
/** Dish names whose translation may legitimately equal the English one (proper names); none needed so far. */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([])

const dishesOf = (shop: DemoShop): DemoDish[] => shop.categories.flatMap((c) => c.dishes)
const allDishes = DEMO_SHOPS.flatMap((shop) => dishesOf(shop).map((dish) => ({ shop, dish })))

/** Every Localized in the data, with a path for readable failures. */
function localizedFields(): [string, Localized][] {
  const out: [string, Localized][] = [['city.name', DEMO_CITY.name]]
  for (const shop of DEMO_SHOPS) {
    out.push([`${shop.key}.name`, shop.name], [`${shop.key}.address`, shop.address])
    for (const c of shop.categories) {
      out.push([`${shop.key}/${c.key}.name`, c.name])
      for (const d of c.dishes) {
        out.push([`${shop.key}/${d.key}.name`, d.name], [`${shop.key}/${d.key}.description`, d.description])
        for (const g of d.optionGroups) {
          out.push([`${shop.key}/${d.key}/${g.key}.name`, g.name])
          for (const o of g.options) out.push([`${shop.key}/${d.key}/${g.key}/${o.key}.name`, o.name])
        }
      }
    }
  }
  return out
}

function distanceMeters(lng: number, lat: number): number {
  const rad = Math.PI / 180
  const { lng: lng0, lat: lat0 } = DEMO_CITY.center
  const dLat = (lat - lat0) * rad
  const dLng = (lng - lng0) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat0 * rad) * Math.cos(lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.sqrt(a))
}

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

describe('demo city data', () => {
  it('is Shanghai, centred on People’s Square', () => {
    expect(DEMO_CITY.key).toBe('shanghai')
    expect(DEMO_CITY.center).toEqual({ lng: 121.4737, lat: 31.2304 })
  })

  it('has at least 24 shops with unique keys', () => {
    expect(DEMO_SHOPS.length).toBeGreaterThanOrEqual(24)
    const keys = DEMO_SHOPS.map((s) => s.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers every shop type at least twice and at least 10 cuisines', () => {
    for (const type of SHOP_TYPES) {
      expect(DEMO_SHOPS.filter((s) => s.type === type).length, type).toBeGreaterThanOrEqual(2)
    }
    expect(new Set(DEMO_SHOPS.map((s) => s.cuisine)).size).toBeGreaterThanOrEqual(10)
  })

  it('has unique category, dish, group and option keys', () => {
    for (const shop of DEMO_SHOPS) {
      const categoryKeys = shop.categories.map((c) => c.key)
      expect(new Set(categoryKeys).size, shop.key).toBe(categoryKeys.length)
      const dishKeys = dishesOf(shop).map((d) => d.key)
      expect(new Set(dishKeys).size, shop.key).toBe(dishKeys.length)
      for (const dish of dishesOf(shop)) {
        const groupKeys = dish.optionGroups.map((g) => g.key)
        expect(new Set(groupKeys).size, `${shop.key}/${dish.key}`).toBe(groupKeys.length)
        for (const g of dish.optionGroups) {
          const optionKeys = g.options.map((o) => o.key)
          expect(new Set(optionKeys).size, `${shop.key}/${dish.key}/${g.key}`).toBe(optionKeys.length)
          expect(g.options.length, `${shop.key}/${dish.key}/${g.key}`).toBeGreaterThan(0)
        }
      }
    }
  })

  it('fills every locale of every translatable text', () => {
    const fields = localizedFields()
    expect(fields.length).toBeGreaterThan(500)
    for (const [path, value] of fields) {
      expect(Object.keys(value).sort(), path).toEqual([...LOCALES].sort())
      for (const locale of LOCALES)
        expect(value[locale].trim().length, `${path} ${locale}`).toBeGreaterThan(0)
    }
  })

  it('translates dish names rather than copying the English', () => {
    for (const { shop, dish } of allDishes) {
      for (const locale of LOCALES) {
        if (locale === 'en' || SAME_AS_ENGLISH_ALLOWED.has(`${shop.key}/${dish.key}`)) continue
        expect(dish.name[locale], `${shop.key}/${dish.key} ${locale}`).not.toBe(dish.name.en)
      }
    }
  })

  it('keeps descriptions to one short sentence', () => {
    for (const { shop, dish } of allDishes) {
      for (const locale of LOCALES) {
        expect(dish.description[locale].length, `${shop.key}/${dish.key} ${locale}`).toBeLessThanOrEqual(80)
      }
    }
  })

  it('has exactly one shop resting today and exactly one closing soon', () => {
    expect(DEMO_SHOPS.filter((s) => !s.operating).length).toBe(1)
    expect(DEMO_SHOPS.filter((s) => s.hours.kind === 'closing_soon').length).toBe(1)
  })

  it('has realistic opening hours, with an overnight shop and a 24-hour shop', () => {
    const spans = DEMO_SHOPS.flatMap((s) => (s.hours.kind === 'fixed' ? s.hours.spans : []))
    for (const span of spans) {
      expect(span.open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(span.close).toMatch(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)
      expect(span.open).not.toBe(span.close)
    }
    expect(spans.some((s) => s.close !== '24:00' && minutes(s.close) < minutes(s.open))).toBe(true)
    expect(spans.some((s) => s.open === '00:00' && s.close === '24:00')).toBe(true)
  })

  it('uses positive integer prices and sensible fees', () => {
    const isNonNegativeInt = (n: number) => Number.isInteger(n) && n >= 0
    for (const shop of DEMO_SHOPS) {
      for (const n of [
        shop.minimumOrderFen,
        shop.baseDeliveryFeeFen,
        shop.perKmFeeFen,
        shop.deliveryRangeMeters,
        shop.deliverySubsidyFen,
        shop.monthlySales,
      ]) {
        expect(isNonNegativeInt(n), shop.key).toBe(true)
      }
      expect(shop.rating).toBeGreaterThanOrEqual(10)
      expect(shop.rating).toBeLessThanOrEqual(50)
      for (const tier of shop.fullReductionTiers) {
        expect(isNonNegativeInt(tier.thresholdFen) && isNonNegativeInt(tier.reductionFen), shop.key).toBe(
          true,
        )
        expect(tier.reductionFen).toBeLessThan(tier.thresholdFen)
      }
    }
    expect(DEMO_SHOPS.filter((s) => s.minimumOrderFen === 0).length).toBeGreaterThanOrEqual(2)
    expect(DEMO_SHOPS.filter((s) => s.fullReductionTiers.length === 0).length).toBeGreaterThanOrEqual(1)
    for (const { shop, dish } of allDishes) {
      const where = `${shop.key}/${dish.key}`
      expect(Number.isInteger(dish.priceFen) && dish.priceFen > 0, where).toBe(true)
      expect(isNonNegativeInt(dish.packingFeeFen) && dish.packingFeeFen <= 300, where).toBe(true)
      expect(isNonNegativeInt(dish.monthlySales), where).toBe(true)
      for (const g of dish.optionGroups)
        for (const o of g.options)
          expect(isNonNegativeInt(o.priceFen), `${where}/${g.key}/${o.key}`).toBe(true)
    }
  })

  it('gives every shop 2-4 categories, 6-10 dishes and option groups on at least 3 dishes', () => {
    for (const shop of DEMO_SHOPS) {
      expect(shop.categories.length, shop.key).toBeGreaterThanOrEqual(2)
      expect(shop.categories.length, shop.key).toBeLessThanOrEqual(4)
      const dishes = dishesOf(shop)
      expect(dishes.length, shop.key).toBeGreaterThanOrEqual(6)
      expect(dishes.length, shop.key).toBeLessThanOrEqual(10)
      expect(dishes.filter((d) => d.optionGroups.length > 0).length, shop.key).toBeGreaterThanOrEqual(3)
      expect(dishes.filter((d) => d.soldOut).length, shop.key).toBeLessThanOrEqual(2)
    }
    const withSoldOut = DEMO_SHOPS.filter((s) => dishesOf(s).some((d) => d.soldOut)).length
    expect(withSoldOut).toBeGreaterThanOrEqual(8)
  })

  it('places shops around People’s Square, two of them out of delivery range', () => {
    const far = DEMO_SHOPS.filter((s) => distanceMeters(s.lng, s.lat) > 5000)
    expect(far.length).toBe(2)
    for (const shop of far) {
      const d = distanceMeters(shop.lng, shop.lat)
      expect(d, shop.key).toBeGreaterThanOrEqual(6000)
      expect(d, shop.key).toBeLessThanOrEqual(8000)
      expect(d, shop.key).toBeGreaterThan(shop.deliveryRangeMeters)
    }
    for (const shop of DEMO_SHOPS.filter((s) => !far.includes(s))) {
      expect(distanceMeters(shop.lng, shop.lat), shop.key).toBeLessThanOrEqual(4500)
      expect(shop.phone, shop.key).toMatch(/^(021-\d{8}|1\d{10}|400-\d{3}-\d{4})$/)
    }
    const distances = DEMO_SHOPS.map((s) => distanceMeters(s.lng, s.lat))
    expect(distances.some((d) => d < 500)).toBe(true)
    expect(distances.some((d) => d >= 3000 && d <= 4500)).toBe(true)
  })

  it('writes the courier address in Chinese', () => {
    for (const shop of DEMO_SHOPS) {
      expect(shop.address['zh-Hans'], shop.key).toMatch(/^上海市(黄浦区|静安区|徐汇区).+号$/)
    }
  })

  it('has a WebP picture on disk for every shop and dish image, sized for the screens and small', async () => {
    // A chain's branches show the chain's pictures (demo-profiles.ts).
    const pictured = (key: string) => DEMO_PROFILES[key]?.brand ?? key
    const images = [
      ...DEMO_SHOPS.map((s) => [s.image, `shop-${pictured(s.key)}.webp`, SHOP_SIZE] as const),
      ...allDishes.map(
        ({ shop, dish }) =>
          [
            dish.image,
            `dish-${pictured(shop.key)}-${dish.key}.webp`,
            { width: DISH_SIZE, height: DISH_SIZE },
          ] as const,
      ),
    ]
    for (const [image, expected, size] of images) {
      expect(image).toBe(expected)
      const path = `${ASSET_DIR}${image}`
      expect(existsSync(path), path).toBe(true)
      const bytes = readFileSync(path)
      expect(bytes.length, image).toBeLessThanOrEqual(MAX_PICTURE_BYTES)
      const meta = await sharp(bytes).metadata()
      expect(meta.format, image).toBe('webp')
      expect({ width: meta.width, height: meta.height }, image).toEqual(size)
    }
  })

  it('draws the pictures without text (the apps show the names, translated)', () => {
    for (const { svg } of drawAll().values()) expect(svg).not.toMatch(/<text|font-family/)
  })

  it('lists spice levels from mildest to hottest on every dish (issue 15)', () => {
    const order = ['不辣', '微辣', '中辣', '特辣']
    let seen = 0
    for (const { shop, dish } of allDishes) {
      for (const g of dish.optionGroups.filter((x) => x.key === 'spice')) {
        seen++
        expect(
          g.options.map((o) => o.name['zh-Hans']),
          `${shop.key}/${dish.key}`,
        ).toEqual(order)
      }
    }
    expect(seen).toBeGreaterThan(10)
  })

  it('never serves pork in a halal shop', () => {
    const halal = DEMO_SHOPS.filter((s) => s.type === 'halal')
    expect(halal.length).toBeGreaterThanOrEqual(2)
    for (const shop of halal) {
      for (const dish of dishesOf(shop)) {
        const texts = [
          dish.name,
          dish.description,
          ...dish.optionGroups.flatMap((g) => [g.name, ...g.options.map((o) => o.name)]),
        ]
        for (const text of texts) {
          expect(text['zh-Hans'], `${shop.key}/${dish.key}`).not.toContain('猪')
          expect(text.en.toLowerCase(), `${shop.key}/${dish.key}`).not.toMatch(/pork|bacon|ham\b|lard/)
        }
      }
    }
  })
})
