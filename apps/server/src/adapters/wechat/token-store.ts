/**
 * Where the official account's access_token and jsapi_ticket are kept between calls. WeChat allows
 * few fetches a day and the server may run as several processes, so the lead backs this with the
 * database; the in-memory one serves tests and a single process.
 */
export interface TokenStore {
  get(key: string): Promise<{ value: string; expiresAt: Date } | null>
  set(key: string, value: string, expiresAt: Date): Promise<void>
}

export function createMemoryTokenStore(): TokenStore & {
  entries: Map<string, { value: string; expiresAt: Date }>
} {
  const entries = new Map<string, { value: string; expiresAt: Date }>()
  return {
    entries,
    async get(key) {
      return entries.get(key) ?? null
    },
    async set(key, value, expiresAt) {
      entries.set(key, { value, expiresAt })
    },
  }
}
