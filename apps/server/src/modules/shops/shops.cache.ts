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
