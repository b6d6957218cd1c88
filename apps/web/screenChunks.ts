/**
 * A few chunks for the deep screens (issue 16). Left to the bundler, the lazy pages' shared modules are
 * split by the exact set of lazy pages (of ~60) that use each one, and a deep screen asked for 12-27
 * files, most of 0.1-1 KB: on Slow 4G each costs a request slot and a round trip before the first paint.
 * Here a module that is not in the first bundle and that one of the five most visited deep screens
 * (routeChunks.plugin.ts's SCREENS) uses goes into its family's chunk: shop detail and the menu share
 * one, confirm order and order detail another, Me its own, and a module of screens of two families
 * goes into `screens-common`. A screen then loads its page chunk and two or three of these, each
 * holding little it does not use (one chunk per exact set of screens was tried first: 10-19 files,
 * many of them 100-400 bytes). Other lazy pages that share a module with a deep screen load that
 * chunk too (the lazy route budget of scripts/check-bundle-budget.mjs still holds them).
 */

/** What the name function reads of rolldown's module graph (ChunkingContext.getModuleInfo). */
interface GraphModule {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
}
type ModuleGraph = (id: string) => GraphModule | null

/** The screens' page modules and the family each belongs to. */
const SCREEN_FAMILIES: Record<string, string> = {
  'src/features/menu/ShopDetailPage.tsx': 'shop-menu',
  'src/features/menu/MenuPage.tsx': 'shop-menu',
  'src/features/checkout/ConfirmOrderPage.tsx': 'confirm-order',
  'src/features/orders/OrderDetailPage.tsx': 'confirm-order',
  'src/features/mine/MinePage.tsx': 'mine',
}

const normal = (id: string) => id.replaceAll('\\', '/')

/** The family of a screen's page module, or undefined for any other module. */
function familyOf(id: string): string | undefined {
  const path = normal(id)
  for (const [module, family] of Object.entries(SCREEN_FAMILIES))
    if (path.endsWith(`/apps/web/${module}`)) return family
  return undefined
}

/**
 * The chunk of a module: `screens-<family>` or `screens-common` for a module some deep screens use and
 * the first bundle does not, null otherwise (the bundler's own split). A module that one screen's page
 * uses and no other lazy page stays in that page's chunk (null too).
 */
export function screenChunkName(id: string, graph: ModuleGraph): string | null {
  if (id.startsWith('\0') || familyOf(id)) return null
  // Every module that reaches this one by static imports, walking up from it; the lazy pages among
  // them (dynamically imported modules) are the ones that load it, and the entry means the first bundle.
  const seen = new Set<string>([id])
  const pending = [id]
  const screens = new Set<string>()
  const families = new Set<string>()
  let otherPages = false
  while (pending.length > 0) {
    const current = pending.pop() as string
    const info = graph(current)
    if (!info) continue
    if (info.isEntry) return null
    if (info.dynamicImporters.length > 0) {
      const family = familyOf(current)
      if (family) {
        screens.add(current)
        families.add(family)
      } else if (current !== id) otherPages = true
    }
    for (const importer of info.importers)
      if (!seen.has(importer)) {
        seen.add(importer)
        pending.push(importer)
      }
  }
  if (screens.size === 0 || (screens.size === 1 && !otherPages)) return null
  return families.size === 1 ? `screens-${[...families][0]}` : 'screens-common'
}
