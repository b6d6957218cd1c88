import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

/**
 * Issue 14: who changed what. One row per change of a setting, a shop's suspension, or another
 * money-relevant act a module records through `audit.record`; rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** 'staff' or 'system' */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    /** what was done: 'setting.update', 'shop.suspend', 'shop.reinstate', ... */
    action: text('action').notNull(),
    /** what it was done to, as `<kind>:<id>`: 'setting:payDeadlineMinutes', 'shop:<id>' */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subject), index('audit_log_created_idx').on(t.createdAt)],
)
