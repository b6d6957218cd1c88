import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt } from '../db/columns'

/** A job row's life: due until it ran (done) or gave up after its last attempt (failed). */
export type JobStatus = 'pending' | 'done' | 'failed'

export const JobStatus = {
  PENDING: 'pending',
  DONE: 'done',
  FAILED: 'failed',
} as const satisfies Record<string, JobStatus>

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull(),
    status: text('status').$type<JobStatus>().notNull().default(JobStatus.PENDING),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`${t.status} in ('pending','done','failed')`),
  ],
)
