/**
 * How the app reads a translation catalogue (shared/i18n.ts's backend): one namespace's file,
 * `locales/<version>/<lng>/<ns>.json`, or, for the first screen's namespaces, the one file holding them
 * all that index.html's first script started loading (`locales/<version>/<lng>/screens/<bundle>.json`,
 * apps/web/screenCatalogues.ts, decision 0053): one request instead of one per namespace.
 */

type Catalogue = Record<string, string>

/** What index.html's first script says of the first screen's file (`window.__siamScreenCatalogues`). */
export interface ScreenCatalogues {
  lang: string
  namespaces: string[]
  href: string
}

declare global {
  interface Window {
    __siamScreenCatalogues?: ScreenCatalogues
  }
}

/**
 * `read(lng, ns)`: from the first screen's file when it holds `ns` in `lng` (fetched once, when first
 * asked), else the namespace's own file. Should the screen's file fail or lack the namespace, the
 * namespace's own file is read, as without it. A namespace a language does not have (404) is empty.
 */
export function catalogueReader(
  fetchFile: (url: string) => Promise<Response>,
  namespaceUrl: (lng: string, ns: string) => string,
  screen: ScreenCatalogues | undefined,
): (lng: string, ns: string) => Promise<Catalogue> {
  let screenData: Promise<Record<string, Catalogue | undefined> | undefined> | undefined
  const namespaces = new Set(screen?.namespaces ?? [])

  async function readNamespace(lng: string, ns: string): Promise<Catalogue> {
    const response = await fetchFile(namespaceUrl(lng, ns))
    if (response.status === 404) return {}
    if (!response.ok) throw new Error(`catalogue ${lng}/${ns}: HTTP ${response.status}`)
    return (await response.json()) as Catalogue
  }

  return async (lng, ns) => {
    if (screen && screen.lang === lng && namespaces.has(ns)) {
      screenData ??= fetchFile(screen.href).then(
        (response) => (response.ok ? (response.json() as Promise<Record<string, Catalogue>>) : undefined),
        () => undefined,
      )
      const catalogue = (await screenData.catch(() => undefined))?.[ns]
      if (catalogue && typeof catalogue === 'object') return catalogue
    }
    return readNamespace(lng, ns)
  }
}
