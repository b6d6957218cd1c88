/**
 * The most visited screens' own chunks, preloaded by index.html's first script beside the first
 * bundle (decision 0049). Without it a screen's lazy module is asked for only once the first bundle
 * has run and the router has matched the address: one more round trip, after the scripts, on every
 * first visit to a deep link (a shared shop, an order's page). The build writes each screen's files
 * (its chunk, the chunks it imports that the first bundle does not, their styles) into the script.
 */
import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle

/** Hash route (as index.html reads it) -> the module of its page, as in app/router.tsx. */
const SCREENS: Record<string, string> = {
  'pages/shop/detail/detail': 'src/features/menu/ShopDetailPage.tsx',
  'pages/menu/index/index': 'src/features/menu/MenuPage.tsx',
  'pages/menu/pay/pay': 'src/features/checkout/ConfirmOrderPage.tsx',
  'pages/order/detail/detail': 'src/features/orders/OrderDetailPage.tsx',
  'pages/mine/index/index': 'src/features/mine/MinePage.tsx',
}

const PLACEHOLDER = '%SIAM_ROUTE_CHUNKS%'

interface ViteChunk extends Rollup.OutputChunk {
  viteMetadata?: { importedCss: Set<string> }
}

function chunksOf(bundle: OutputBundle): ViteChunk[] {
  return Object.values(bundle).filter((o): o is ViteChunk => o.type === 'chunk')
}

/** A chunk and every chunk it imports statically, by file name. */
function closure(file: string, byFile: Map<string, ViteChunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const dep of byFile.get(file)?.imports ?? []) closure(dep, byFile, seen)
  return seen
}

export function screenFiles(bundle: OutputBundle): Record<string, string[]> {
  const chunks = chunksOf(bundle)
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) throw new Error('route chunks: no entry chunk')
  const first = closure(entry.fileName, byFile)
  const out: Record<string, string[]> = {}
  for (const [screen, module] of Object.entries(SCREENS)) {
    const page = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`))
    // A renamed page fails the build here rather than silently losing its preload.
    if (!page) throw new Error(`route chunks: no chunk for ${module} (screen ${screen})`)
    const files = [...closure(page.fileName, byFile)].filter((f) => !first.has(f))
    const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])
    out[screen] = [...files, ...css]
  }
  return out
}

export function routeChunksPlugin(): Plugin {
  let base = '/'
  return {
    name: 'siam-route-chunks',
    configResolved(resolved) {
      base = resolved.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // vite dev serves modules one by one: nothing to preload.
        if (!ctx.bundle) return html.replace(PLACEHOLDER, '{}')
        const files = screenFiles(ctx.bundle)
        const urls = Object.fromEntries(
          Object.entries(files).map(([screen, list]) => [screen, list.map((f) => base + f)]),
        )
        return html.replace(PLACEHOLDER, JSON.stringify(urls))
      },
    },
  }
}
