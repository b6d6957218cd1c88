import { eq } from 'drizzle-orm'
import type { TokenStore } from '../../adapters/wechat/token-store'
import type { Db } from '../../db/client'
import { providerTokens } from './system.tables'

/** WeChat's access token and ticket, shared by every server process (WeChat limits fetches a day). */
export function createProviderTokenStore(db: Db): TokenStore {
  return {
    async get(key) {
      const [row] = await db.select().from(providerTokens).where(eq(providerTokens.key, key))
      return row ? { value: row.value, expiresAt: row.expiresAt } : null
    },
    async set(key, value, expiresAt) {
      await db
        .insert(providerTokens)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: providerTokens.key, set: { value, expiresAt } })
    },
  }
}
