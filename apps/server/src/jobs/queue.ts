import { eq, sql } from 'drizzle-orm'
import type { Db, Executor } from '../db/client'
import { type FoldedPart, insertSql } from '../db/folded'
import { isAnyOf, preparedByShape, preparedStatement, runNamed } from '../db/prepared'
import type { Clock } from '../platform/clock'
import { newId } from '../platform/ids'
import { JobStatus, jobs } from './jobs.tables'

/** What a job carries: plain JSON, stored in jobs.payload. */
export type JobPayload = Record<string, unknown>
declare const payloadType: unique symbol

/**
 * A kind of job, declared by the module that owns it (`defineJob<{ orderId: string }>('order.auto_complete')`).
 * The payload type travels with the descriptor: scheduling and handling it are checked against it.
 */
export interface JobType<P extends JobPayload = JobPayload> {
  readonly kind: string
  readonly [payloadType]?: P
}

export function defineJob<P extends JobPayload = Record<string, never>>(kind: string): JobType<P> {
  return { kind }
}

/** A kind's handler, as a module's manifest lists it; the runner refuses two for one kind. */
export interface JobHandler {
  readonly kind: string
  run(payload: JobPayload): Promise<void>
}

export function handleJob<P extends JobPayload>(
  type: JobType<P>,
  run: (payload: P) => Promise<void>,
): JobHandler {
  // The row's payload was written by scheduleJob with this same descriptor, so it has this type.
  return { kind: type.kind, run: (payload) => run(payload as P) }
}

/** A job that runs every `everyMs` for as long as the app runs (reconciliation, pruning). */
export interface RecurringJob {
  readonly type: JobType<Record<string, never>>
  readonly everyMs: number
  run(): Promise<void>
}

/**
 * Durable timers (architecture 4): a row with a due time, claimed with FOR UPDATE SKIP LOCKED so
 * that of several server processes exactly one runs it. The claim is a lease (locked_until): a
 * process that dies mid-job leaves it to be picked up again once the lease runs out, so handlers
 * must be idempotent (they apply status-guarded transitions, which are).
 */
export async function scheduleJob<P extends JobPayload>(
  db: Executor,
  type: JobType<P>,
  job: { dedupeKey: string; runAt: Date; payload: P },
): Promise<void> {
  await insertJob(db, [{ id: newId(), kind: type.kind, ...job }])
}

/**
 * `scheduleJob` as a part of a folded statement (db/folded.ts), for a caller that writes the job with
 * its own rows in one round trip (an order's placement, issue 17): the same row, the same conflict
 * rule (a job already scheduled under its key stays as it is). Returns the new job's id, if any.
 */
export function scheduleJobPart<P extends JobPayload>(
  type: JobType<P>,
  job: { dedupeKey: string; runAt: Date; payload: P },
): FoldedPart {
  return (params) =>
    `${insertSql(jobs, [{ id: newId(), kind: type.kind, ...job }], params)} on conflict ("kind", "dedupe_key") do nothing returning "id"`
}

/** Every placed order schedules its pay deadline: one prepared statement per shape (issue 17). */
const insertJob = preparedByShape<typeof jobs.$inferInsert, unknown>('jobs_insert', (x, rows, name) =>
  x
    .insert(jobs)
    .values(rows as (typeof jobs.$inferInsert)[])
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
    .prepare(name),
)

/**
 * A job that runs every `everyMs`: one row per period (the period's start is its dedupe key), so
 * however many processes schedule it, each period runs once. The handler schedules the next one.
 */
export async function scheduleRecurring(db: Executor, job: RecurringJob, now: Date): Promise<void> {
  const start = Math.floor(now.getTime() / job.everyMs) * job.everyMs
  const runAt = new Date(start + job.everyMs)
  await scheduleJob(db, job.type, { dedupeKey: runAt.toISOString(), runAt, payload: {} })
}

/** The recurring job's handler: it books the next period first, so a failing run does not end the series. */
export function recurringHandler(db: Executor, clock: Clock, job: RecurringJob): JobHandler {
  return handleJob(job.type, async () => {
    await scheduleRecurring(db, job, clock.now())
    await job.run()
  })
}

const LEASE_MS = 60_000
const MAX_ATTEMPTS = 10

export interface JobRunner {
  /** One batch of due jobs (at most `limit`), each run once: how many ran. Tests call it with a moved clock. */
  runDue(limit?: number): Promise<number>
  /** Due jobs batch after batch until a batch comes back short: how many ran. */
  drain(): Promise<number>
  start(pollMs: number): void
  stop(): Promise<void>
}

/** Due jobs leased to this process, oldest first; a job another process holds is skipped. */
const CLAIM_TEXT = `update jobs set locked_until = $1, attempts = attempts + 1
  where id in (
    select id from jobs
    where status = $2 and run_at <= $3 and (locked_until is null or locked_until < $3)
    order by run_at
    limit $4
    for update skip locked
  )
  returning id, kind, payload, attempts`

const markDone = preparedStatement('jobs_mark_done', (x, name) =>
  x
    .update(jobs)
    .set({
      status: JobStatus.DONE,
      doneAt: sql`${sql.placeholder('doneAt')}::timestamptz`,
      lockedUntil: null,
    })
    .where(isAnyOf(jobs.id, 'ids'))
    .prepare(name),
)

/** Jobs claimed and run at a time. */
const BATCH = 20

export function createJobRunner(
  db: Db,
  clock: Clock,
  handlerList: readonly JobHandler[],
  log: { error: (obj: unknown, msg: string) => void },
): JobRunner {
  const handlers = handlersByKind(handlerList)
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false

  async function claim(limit: number) {
    const now = clock.now()
    const leaseUntil = new Date(now.getTime() + LEASE_MS)
    return runNamed<{ id: string; kind: string; payload: JobPayload; attempts: number }>(
      db,
      'jobs_claim',
      CLAIM_TEXT,
      [leaseUntil, JobStatus.PENDING, now, limit],
    )
  }

  async function runDue(limit = BATCH): Promise<number> {
    const claimed = await claim(limit)
    const done: string[] = []
    for (const job of claimed) {
      const handler = handlers.get(job.kind)
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
        await handler.run(job.payload)
        done.push(job.id)
      } catch (error) {
        log.error({ err: error, job: job.id, kind: job.kind }, 'job failed')
        const attempts = Number(job.attempts)
        const retryAt = new Date(clock.now().getTime() + Math.min(2 ** attempts, 600) * 1000)
        await db
          .update(jobs)
          .set({
            status: attempts >= MAX_ATTEMPTS ? JobStatus.FAILED : JobStatus.PENDING,
            runAt: retryAt,
            lockedUntil: null,
            lastError: String((error as Error)?.message ?? error),
          })
          .where(eq(jobs.id, job.id))
      }
    }
    // The batch's finished jobs marked done in one statement: a rush makes every order's deadline
    // due 15 minutes later, 150 a second. A process that dies before this line leaves them leased,
    // and they run again when the lease ends, as a job interrupted mid-run would (handlers are
    // idempotent).
    if (done.length > 0) await markDone(db).execute({ ids: done, doneAt: clock.now() })
    return claimed.length
  }

  /**
   * Batches until one comes back short (or the runner stops): a lunch rush makes every order's
   * pay-deadline job due 15 minutes later, 150 a second, and one batch a poll would fall behind
   * for good. Requests still interleave: every batch waits on the database.
   */
  async function drain(): Promise<number> {
    let ran = 0
    for (;;) {
      const n = await runDue(BATCH)
      ran += n
      if (n < BATCH || stopped) return ran
    }
  }

  return {
    runDue,
    drain,
    start(pollMs) {
      const tick = () => {
        if (stopped) return
        running = drain()
          .catch((error) => log.error({ err: error }, 'job runner tick failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs)
          })
      }
      timer = setTimeout(tick, pollMs)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** Two modules handling one kind would race for its rows: refused when the app starts. */
function handlersByKind(list: readonly JobHandler[]): Map<string, JobHandler> {
  const byKind = new Map<string, JobHandler>()
  for (const handler of list) {
    if (byKind.has(handler.kind)) throw new Error(`two handlers for job kind ${handler.kind}`)
    byKind.set(handler.kind, handler)
  }
  return byKind
}
