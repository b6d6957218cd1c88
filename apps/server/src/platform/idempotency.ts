import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { preparedStatement } from '../db/prepared'
import { defineJob } from '../jobs/queue'
import { AppError } from './errors'
import { idempotencyKeys } from './idempotency.tables'
import { hashBody } from './ids'
import { defineModule } from './module'

/** Every money call claims its key: one prepared statement (issue 17). */
const claimStatement = preparedStatement('idempotency_claim', (x, name) =>
  x
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      response: sql`${sql.placeholder('response')}::jsonb`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare(name),
)

/**
 * Runs `work` at most once per (scope, key) inside the caller's transaction. The key row is
 * inserted first: a concurrent duplicate blocks on the unique key until this transaction ends,
 * then finds the stored answer. Same key with another body is refused. If `work` fails, the
 * transaction rolls back and the key is free again. Keys are kept for the retention period
 * (setting, 7 days) and then pruned by the idempotency.prune job.
 */
export async function idempotent<T>(
  tx: Tx,
  scope: string,
  key: string,
  body: unknown,
  work: () => Promise<T>,
  /**
   * The answer, when the caller knows it before the work (an id it chose): stored with the key in
   * the claiming statement, one statement fewer (issue 17). A failed work rolls both back alike.
   */
  known?: { result: T },
): Promise<{ result: T; replayed: boolean }> {
  const requestHash = hashBody(body)
  const inserted = await claimStatement(tx).execute({
    scope,
    key,
    requestHash,
    response: known ? JSON.stringify(known.result ?? null) : null,
  })
  if (inserted.length === 0) {
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    if (!existing || existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
    return { result: existing.response as T, replayed: true }
  }
  const result = await work()
  if (known) {
    if (JSON.stringify(result) !== JSON.stringify(known.result))
      throw new Error(`${scope}: the work answered otherwise than announced`)
    return { result, replayed: false }
  }
  await tx
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(result ?? null)}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return { result, replayed: false }
}

/** Whether a key was used in a scope (for answering a replay after the work went through). */
export async function idempotencyKeyUsed(db: Executor, scope: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return Boolean(row)
}

/** Forgets keys older than `before` (a replay after that is a new request). Returns how many went. */
export async function pruneIdempotencyKeys(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key })
  return deleted.length
}

const DAY_MS = 24 * 60 * 60_000
/** Keys older than the retention setting are forgotten, once a day. */
const pruneJob = defineJob('idempotency.prune')

export const idempotencyModule = defineModule({
  name: 'idempotency',
  register: ({ deps }) => ({
    recurring: [
      {
        type: pruneJob,
        everyMs: DAY_MS,
        run: async () => {
          const { idempotencyRetentionDays } = await deps.settings.current()
          await pruneIdempotencyKeys(
            deps.db,
            new Date(deps.clock.now().getTime() - idempotencyRetentionDays * DAY_MS),
          )
        },
      },
    ],
  }),
})
