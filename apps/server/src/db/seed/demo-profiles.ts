/**
 * Issue 15: what the shops' profiles add to the demo city: chains with their branches, featured
 * restaurants and dishes, licences and chat-app contacts. Pure data, applied by the seeder.
 */
import { address } from './demo-helpers'
import type { DemoShop } from './demo-types'

export interface DemoProfile {
  /** the chain this shop is a branch of (the first branch's key) */
  brand?: string
  featured?: boolean
  featuredDishes?: string[]
  whatsApp?: string
  weChat?: string
}

/** Shop key -> its profile; shops not listed are independent, not featured, with no chat contacts. */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  'big-sky-burgers': {
    brand: 'big-sky-burgers',
    featured: true,
    featuredDishes: ['classic-beef-burger'],
    whatsApp: '+8613800138021',
    weChat: 'bigskyburgers',
  },
  'big-sky-burgers-jingan': { brand: 'big-sky-burgers', weChat: 'bigskyburgers' },
  'big-sky-burgers-xuhui': { brand: 'big-sky-burgers', weChat: 'bigskyburgers' },
  'cloud-tea': {
    brand: 'cloud-tea',
    featured: true,
    featuredDishes: ['brown-sugar-boba-milk'],
    whatsApp: '+8613800138022',
    weChat: 'cloudtea_sh',
  },
  'cloud-tea-changping': { brand: 'cloud-tea', weChat: 'cloudtea_sh' },
  'lao-sichuan': { featured: true, whatsApp: '+8613800138023', weChat: 'laosichuan' },
  'yulan-xiaolongbao': { featured: true, weChat: 'yulan_xlb' },
  'masala-house': { whatsApp: '+8613800138024' },
}

/** Another branch of a chain: the same brand, menu and pictures at another address. */
function branch(
  of: DemoShop,
  key: string,
  at: Pick<DemoShop, 'address' | 'lng' | 'lat' | 'phone'>,
): DemoShop {
  return { ...of, ...at, key, monthlySales: Math.round(of.monthlySales / 3) }
}

/** The extra branches of the demo chains (issue 15: shop_addr_list). */
export function demoBranches(shops: DemoShop[]): DemoShop[] {
  const byKey = (key: string) => {
    const found = shops.find((s) => s.key === key)
    if (!found) throw new Error(`no demo shop ${key}`)
    return found
  }
  const burgers = byKey('big-sky-burgers')
  const tea = byKey('cloud-tea')
  return [
    branch(burgers, 'big-sky-burgers-jingan', {
      address: address('nanjing_w', '1618'),
      lng: 121.4498,
      lat: 31.2245,
      phone: '400-820-5177',
    }),
    branch(burgers, 'big-sky-burgers-xuhui', {
      address: address('hengshan', '8'),
      lng: 121.4441,
      lat: 31.2087,
      phone: '400-820-5177',
    }),
    branch(tea, 'cloud-tea-changping', {
      address: address('changping', '360'),
      lng: 121.4476,
      lat: 31.2368,
      phone: '400-920-3318',
    }),
  ]
}

/** The licences every demo shop shows (numbers are demo values, marked as such). */
export function demoLicences(
  shop: DemoShop,
): { kind: 'business' | 'food'; number: string; holder: string }[] {
  const n = [...shop.key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7)
  const holder = `${shop.name['zh-Hans']}（上海）餐饮管理有限公司`
  return [
    { kind: 'business', number: `91310000MA1DEMO${String(n).padStart(6, '0')}`, holder },
    { kind: 'food', number: `JY231010${String(n).padStart(6, '0')}DEMO`, holder },
  ]
}
