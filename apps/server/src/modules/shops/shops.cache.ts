import { LRUCache } from 'lru-cache'

/**
 * A short read-through cache for the public shop catalogue (list and search read every shop).
 * On PGlite's single connection, reading 25 shops with their JSON columns costs ~4 ms, so fifty
 * concurrent "near me" lists would queue behind each other. Rows are served for `ttlMs`, then
 * refreshed by one query while the previous rows keep answering (stale-while-revalidate).
 * Only browsing uses it: order placement, console actions and every money rule read the database.
 * With several server processes a change reaches each one within `ttlMs`.
 */
export function createReadThroughCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let value: { data: T; at: number } | null = null
  let inflight: Promise<T> | null = null
  const refresh = () => {
    inflight ??= load()
      .then((data) => {
        value = { data, at: now() }
        return data
      })
      .finally(() => {
        inflight = null
      })
    return inflight
  }
  return {
    async get(): Promise<T> {
      if (ttlMs <= 0) return load()
      if (value && now() - value.at < ttlMs) return value.data
      const pending = refresh()
      return value ? value.data : pending
    },
    invalidate(): void {
      value = null
    },
  }
}

/**
 * A bounded cache of browsing answers whose reads concurrent requests share (lru-cache's `fetch`).
 * A read in flight is never given up: lru-cache aborts it when its entry is evicted (more new keys
 * than `max` arrived during the read, as random positions do under load) or the cache is cleared (a
 * console edit), and every request waiting on it failed with "evicted" (a 500); here they get the
 * answer anyway, which is then not kept.
 */
export function sharedReads<K extends {}, V extends {}, C = unknown>(
  options: LRUCache.Options<K, V, C> & Pick<LRUCache.OptionsBase<K, V, C>, 'fetchMethod'>,
): LRUCache<K, V, C> {
  return new LRUCache<K, V, C>({ ...options, ignoreFetchAbort: true })
}
