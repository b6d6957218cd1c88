import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from '../../db/columns'

/**
 * An openid this server obtained from a WeChat OAuth code (member/weChat/openId), good for one
 * member/weChat/login within 10 minutes: the login call names the openid (spec 7), and only an
 * openid WeChat vouched for moments ago signs anyone in (decision 0022).
 */
export const wechatGrants = pgTable(
  'wechat_grants',
  {
    id: text('id').primaryKey(),
    openId: text('open_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('wechat_grants_open_id_idx').on(t.openId, t.expiresAt)],
)
