/**
 * What the customer app keeps for being offline (issue 16): the last menu viewed, the shop it belongs
 * to, and the last order detail seen. The API answers by POST, which the Cache API cannot key, so each
 * answer is stored under a GET address of our own made from the call and its id
 * (`/siam-server/offline/menu/listWithGoods?id=<shopId>`), one entry per call: a newer one replaces it.
 * Pure functions here; sw.ts wires them to fetch events.
 */

export const OFFLINE_CACHE = 'siam-offline-v1'
const API_PREFIX = '/siam-server/rest/'

/** The calls kept, and the input field that names the thing answered. */
const KEPT_CALLS: Record<string, string> = {
  'menu/listWithGoods': 'shopId',
  'shop/detail': 'id',
  'member/order/selectById': 'id',
}

/** The call path of an API address ('menu/listWithGoods'), or null when it is not one we keep. */
export function keptCall(url: string): string | null {
  const { pathname } = new URL(url)
  if (!pathname.startsWith(API_PREFIX)) return null
  const path = pathname.slice(API_PREFIX.length)
  return path in KEPT_CALLS ? path : null
}

/** The stored copy's address for a call and its input (null when the input lacks the id). */
export function offlineKey(origin: string, path: string, input: unknown): string | null {
  const field = KEPT_CALLS[path]
  if (!field || typeof input !== 'object' || input === null) return null
  const id = (input as Record<string, unknown>)[field]
  if (typeof id !== 'string' || id === '') return null
  return `${origin}/siam-server/offline/${path}?id=${encodeURIComponent(id)}`
}

/** Only a successful envelope is worth keeping: an error or a sign-in refusal is not "the last menu". */
export function isKeepable(status: number, body: unknown): boolean {
  return (
    status === 200 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === true
  )
}

interface CacheLike {
  keys(): Promise<readonly { url: string }[]>
  delete(request: string): Promise<boolean>
  put(request: string, response: Response): Promise<void>
  match(request: string): Promise<Response | undefined>
}

/**
 * Network first: the answer goes to the page as it came and, when it is a success, a copy replaces the
 * stored one of the same call; without a network the stored copy answers if it is for the same id.
 */
export async function networkFirstKept(
  request: Request,
  cache: CacheLike,
  fetchFn: (request: Request) => Promise<Response>,
): Promise<Response> {
  const path = keptCall(request.url)
  const input = path
    ? await request
        .clone()
        .json()
        .catch(() => null)
    : null
  const key = path ? offlineKey(new URL(request.url).origin, path, input) : null
  try {
    const response = await fetchFn(request)
    if (path && key) {
      const copy = response.clone()
      const body = await copy
        .clone()
        .json()
        .catch(() => null)
      if (isKeepable(copy.status, body)) {
        const prefix = key.slice(0, key.indexOf('?'))
        for (const old of await cache.keys())
          if (old.url.startsWith(prefix) && old.url !== key) await cache.delete(old.url)
        await cache.put(key, copy)
      }
    }
    return response
  } catch (error) {
    const kept = key ? await cache.match(key) : undefined
    if (kept) return kept
    throw error
  }
}

/**
 * A screen's catalogues in one file (`locales/<version>/<lng>/screens/<bundle>.json`, decision 0053) as
 * the namespaces' own files (`locales/<version>/<lng>/<ns>.json`), address and body: kept so too, a
 * screen opened offline that asks for them one by one finds them. [] for any other address or body.
 */
export function namespaceFiles(url: string, body: unknown): [string, string][] {
  const match = /^(.*\/locales\/[^/]+\/[^/]+\/)screens\/[^/]+\.json$/.exec(
    new URL(url).href.split('?')[0] ?? '',
  )
  if (!match || typeof body !== 'object' || body === null) return []
  return Object.entries(body as Record<string, unknown>)
    .filter(([ns, catalogue]) => /^[a-z]+$/.test(ns) && typeof catalogue === 'object' && catalogue !== null)
    .map(([ns, catalogue]) => [`${match[1]}${ns}.json`, JSON.stringify(catalogue)])
}
