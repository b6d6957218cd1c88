import { pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../../db/columns'

/** Short-lived provider credentials shared by every server process (WeChat access token, jsapi_ticket). */
export const providerTokens = pgTable('provider_tokens', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: at('expires_at').notNull(),
})
