/**
 * The demo city: Shanghai, with shops around People's Square (Huangpu, Jing'an, Xuhui).
 * Pure data: the seeder (seed.ts) upserts it by the stable keys; generate-images.ts draws the pictures.
 */
import { L } from './demo-helpers'
import { demoBranches } from './demo-profiles'
import { SHOPS_1 } from './demo-shops-1'
import { SHOPS_2 } from './demo-shops-2'
import { SHOPS_3 } from './demo-shops-3'
import { SHOPS_4 } from './demo-shops-4'
import type { DemoShop, Localized } from './demo-types'

export const DEMO_CITY: { key: 'shanghai'; name: Localized; center: { lng: number; lat: number } } = {
  key: 'shanghai',
  name: L`上海|上海|Shanghai|上海|상하이|Шанхай|شنگھائی|شنغهاي|Shanghai|Shanghai|Shanghái`,
  center: { lng: 121.4737, lat: 31.2304 },
}

const INDEPENDENT: DemoShop[] = [...SHOPS_1, ...SHOPS_2, ...SHOPS_3, ...SHOPS_4]
/** Every demo shop: the independents and the chains' extra branches (demo-profiles.ts). */
export const DEMO_SHOPS: DemoShop[] = [...INDEPENDENT, ...demoBranches(INDEPENDENT)]
