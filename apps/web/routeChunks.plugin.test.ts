import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { screenFiles } from './routeChunks.plugin'

const chunk = (fileName: string, extra: Record<string, unknown> = {}) =>
  [
    fileName,
    { type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, ...extra },
  ] as const

const pages: Record<string, string> = {
  ShopDetailPage: '/r/apps/web/src/features/menu/ShopDetailPage.tsx',
  MenuPage: '/r/apps/web/src/features/menu/MenuPage.tsx',
  ConfirmOrderPage: '/r/apps/web/src/features/checkout/ConfirmOrderPage.tsx',
  OrderDetailPage: '/r/apps/web/src/features/orders/OrderDetailPage.tsx',
  MinePage: '/r/apps/web/src/features/mine/MinePage.tsx',
}

function bundle(overrides: Record<string, Record<string, unknown>> = {}): Rollup.OutputBundle {
  const entries = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/core.js'] }),
    chunk('assets/core.js'),
    chunk('assets/cart.js', { imports: ['assets/core.js'] }),
    ...Object.entries(pages).map(([name, id]) =>
      chunk(`assets/${name}.js`, { facadeModuleId: id, imports: ['assets/core.js'], ...overrides[name] }),
    ),
  ]
  return Object.fromEntries(entries) as unknown as Rollup.OutputBundle
}

describe('screenFiles', () => {
  it("lists a screen's page chunk, what it imports beyond the first bundle, and their styles", () => {
    const files = screenFiles(
      bundle({
        ShopDetailPage: {
          imports: ['assets/core.js', 'assets/cart.js'],
          viteMetadata: { importedCss: new Set(['assets/ShopDetailPage.css']) },
        },
      }),
    )
    expect(files['pages/shop/detail/detail']).toEqual([
      'assets/ShopDetailPage.js',
      'assets/cart.js',
      'assets/ShopDetailPage.css',
    ])
    expect(files['pages/mine/index/index']).toEqual(['assets/MinePage.js'])
  })

  it('fails the build when a listed page has no chunk (renamed or moved)', () => {
    const b = bundle() as Record<string, unknown>
    delete b['assets/MenuPage.js']
    expect(() => screenFiles(b as Rollup.OutputBundle)).toThrow(/MenuPage\.tsx/)
  })
})
