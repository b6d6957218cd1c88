import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Catalogue, screenBundles } from './catalogues.plugin'
import { bundleNamespaces, SCREEN_BUNDLES, SCREEN_ROUTES, screenCatalogueTable } from './screenCatalogues'

const LOCALES = join(import.meta.dirname, '../../packages/i18n/locales')

describe('screen catalogues', () => {
  it('names for every route a bundle that exists, of namespaces every language has', () => {
    for (const bundle of Object.values(SCREEN_ROUTES)) expect(SCREEN_BUNDLES[bundle], bundle).toBeDefined()
    for (const lng of readdirSync(LOCALES))
      for (const bundle of Object.keys(SCREEN_BUNDLES))
        for (const ns of bundleNamespaces(bundle))
          expect(readdirSync(join(LOCALES, lng)), `${lng}/${ns}.json`).toContain(`${ns}.json`)
    expect(screenCatalogueTable()['pages/mine/index/index']).toEqual(['mine', bundleNamespaces('mine')])
    expect(bundleNamespaces('home')[0]).toBe('common')
    expect(() => bundleNamespaces('nowhere')).toThrow('no bundle nowhere')
  })

  it('writes each bundle per language with exactly its namespaces, as their own files hold them', () => {
    const catalogues: Catalogue[] = ['en', 'ar'].flatMap((lng) =>
      readdirSync(join(LOCALES, lng)).map((file) => ({
        lng,
        file,
        json: JSON.stringify(JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8'))),
      })),
    )
    const written = screenBundles(catalogues)
    expect(written.map((b) => b.fileName).sort()).toEqual(
      ['en', 'ar']
        .flatMap((lng) => Object.keys(SCREEN_BUNDLES).map((b) => `${lng}/screens/${b}.json`))
        .sort(),
    )
    const mine = written.find((b) => b.fileName === 'ar/screens/mine.json')
    const parsed = JSON.parse(mine?.json ?? '{}') as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual(bundleNamespaces('mine'))
    expect(parsed.coupon).toEqual(JSON.parse(readFileSync(join(LOCALES, 'ar/coupon.json'), 'utf8')))
  })
})
