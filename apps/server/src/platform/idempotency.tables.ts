import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

/** Remembered answers of calls that create money movements (same key + same body = same answer). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)
