import { describe, expect, it } from 'vitest'
import { screenChunkName } from './screenChunks'

const page = (module: string) => `/r/apps/web/src/features/${module}`
const SHOP = page('menu/ShopDetailPage.tsx')
const MENU = page('menu/MenuPage.tsx')
const MINE = page('mine/MinePage.tsx')
const DISH = page('menu/DishPage.tsx')
const ORDER = page('orders/OrderDetailPage.tsx')

/** importer -> static imports; `lazy` lists the dynamically imported modules (the router's pages). */
function graph(imports: Record<string, string[]>, lazy: string[]) {
  return (id: string) => ({
    isEntry: id === 'main',
    importers: Object.keys(imports).filter((from) => imports[from]?.includes(id)),
    dynamicImporters: lazy.includes(id) ? ['router'] : [],
  })
}

const modules = graph(
  {
    main: ['price', 'router'],
    [SHOP]: ['dishRow', 'shopOnly', 'price'],
    [MENU]: ['dishRow', 'cartBar'],
    [MINE]: ['sheet', 'money'],
    [ORDER]: ['money', 'orderParts'],
    [DISH]: ['cartBar', 'sheet'],
    dishRow: ['stepper', 'money'],
  },
  [SHOP, MENU, MINE, DISH, ORDER],
)

describe('screenChunkName', () => {
  it('groups a module by the family of the deep screens that reach it, through other modules too', () => {
    expect(screenChunkName('dishRow', modules)).toBe('screens-shop-menu')
    expect(screenChunkName('stepper', modules)).toBe('screens-shop-menu')
  })

  it('puts a module of screens of two families in the common chunk', () => {
    expect(screenChunkName('money', modules)).toBe('screens-common')
  })

  it('leaves the first bundle, the pages themselves and one page alone', () => {
    expect(screenChunkName('price', modules)).toBeNull()
    expect(screenChunkName(SHOP, modules)).toBeNull()
    expect(screenChunkName('shopOnly', modules)).toBeNull()
    expect(screenChunkName('orderParts', modules)).toBeNull()
    expect(screenChunkName('\0vite/preload-helper', modules)).toBeNull()
  })

  it("groups a module one screen shares with other lazy pages under that screen's family", () => {
    expect(screenChunkName('cartBar', modules)).toBe('screens-shop-menu')
    expect(screenChunkName('sheet', modules)).toBe('screens-mine')
  })

  it('leaves modules only other pages use to the bundler', () => {
    const other = graph({ [DISH]: ['dishOnly'], [page('blog/BlogPage.tsx')]: ['dishOnly'] }, [DISH])
    expect(screenChunkName('dishOnly', other)).toBeNull()
  })
})
