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

/** A key's answers kept from its second request on (`keptOnRepeat`). */
export interface RepeatedReads<K, V, C> {
  fetch(key: K, context: C): Promise<V>
  /** Drops what is kept and what was seen (a console edit); a read in flight still answers its waiters. */
  clear(): void
}

/**
 * sharedReads behind a doorkeeper: a key's answer is kept only once the key has been asked for
 * again within `ttl` (among the last `max` keys asked). A key asked for once, as almost every
 * position of "near me" is, is read, answered and let go. Kept, each of those answers lived about a
 * quarter of a second under load (500 kept, 2,000 new a second): long enough for V8 to copy it into
 * the old generation, 15-21 KB a near-me answer, whose collections then paused every request in flight (the
 * slow requests of the scale bench came in bursts at the old generation's collections; decision
 * 0062). Concurrent requests for one key still share one read, kept or not.
 */
export function keptOnRepeat<K extends {}, V extends {}, C = undefined>(options: {
  max: number
  ttl: number
  read: (key: K, context: C) => Promise<V>
  /** what an answer becomes when it is kept (a shop page: its envelope written once, sharedAnswer) */
  keep?: (value: V) => V
}): RepeatedReads<K, V, C> {
  const { read, keep = (value: V) => value } = options
  // lru-cache types a fetch's context by conditional types a generic C cannot satisfy: unknown here
  const kept = sharedReads<K, V, unknown>({
    max: options.max,
    ttl: options.ttl,
    allowStale: true,
    fetchMethod: async (key, _stale, { context }) => keep(await read(key, context as C)),
  })
  const seen = new LRUCache<K, true>({ max: options.max, ttl: options.ttl })
  const firstReads = new Map<K, Promise<V>>()
  return {
    async fetch(key, context) {
      if (kept.peek(key, { allowStale: true }) === undefined) {
        const reading = firstReads.get(key)
        if (reading) return reading
        if (!seen.has(key)) {
          seen.set(key, true)
          const first: Promise<V> = read(key, context).finally(() => {
            if (firstReads.get(key) === first) firstReads.delete(key)
          })
          firstReads.set(key, first)
          return first
        }
      }
      return (await kept.fetch(key, { context })) ?? read(key, context)
    },
    clear() {
      kept.clear()
      seen.clear()
      // a read started before the edit answers the requests already waiting on it, no later ones
      firstReads.clear()
    },
  }
}
