/**
 * The catalogues each of the most visited screens renders with, fetched at start as ONE file per screen
 * (issue 16, decision 0053). index.html's first script starts loading them beside the scripts, and
 * main.tsx waits for them before the first render, so the screen does not suspend part by part. One
 * file instead of one per namespace (Me: ten): on Slow 4G over HTTP/1.1 each request holds one of six
 * connections for a round trip, and the catalogues took the first six before the scripts were asked for.
 * The build writes `locales/<version>/<lng>/screens/<bundle>.json` (catalogues.plugin.ts), an object of
 * the namespaces below and `common`; shared/i18n.ts reads those namespaces from it.
 */

/** Bundle name -> the namespaces besides `common` (what the screen's parts ask for at first render). */
export const SCREEN_BUNDLES: Record<string, readonly string[]> = {
  home: ['home', 'shop', 'help'],
  'shop-detail': ['shop', 'help', 'profile', 'dietary'],
  menu: ['shop', 'dietary'],
  'confirm-order': ['order', 'validation', 'errors', 'coupon'],
  'order-detail': ['order', 'status', 'aftersale', 'help', 'coupon'],
  mine: ['mine', 'address', 'mall', 'profile', 'invite', 'dietary', 'coupon', 'help'],
}

/** Hash route (as index.html reads it, without `#/` and the query) -> its bundle. */
export const SCREEN_ROUTES: Record<string, string> = {
  '': 'home',
  'pages/index/index': 'home',
  'pages/shop/detail/detail': 'shop-detail',
  'pages/menu/index/index': 'menu',
  'pages/menu/pay/pay': 'confirm-order',
  'pages/order/detail/detail': 'order-detail',
  'pages/mine/index/index': 'mine',
}

/** The namespaces a bundle file holds: `common` first, then the screen's. */
export function bundleNamespaces(bundle: string): string[] {
  const own = SCREEN_BUNDLES[bundle]
  if (!own) throw new Error(`screen catalogues: no bundle ${bundle}`)
  return ['common', ...own.filter((ns) => ns !== 'common')]
}

/**
 * What index.html's first script reads (its `%SIAM_SCREEN_CATALOGUES%`): route -> [bundle, namespaces].
 */
export function screenCatalogueTable(): Record<string, [string, string[]]> {
  return Object.fromEntries(
    Object.entries(SCREEN_ROUTES).map(([route, bundle]) => [route, [bundle, bundleNamespaces(bundle)]]),
  )
}
