import { and, eq, sql } from 'drizzle-orm'
import type { Db, Executor } from '../db/client'
import type { Clock } from '../platform/clock'
import { newId } from '../platform/ids'
import { jobs } from './jobs.tables'

export type JobKind =
  | 'order.pay_deadline'
  | 'order.auto_complete'
  | 'payment.refund'
  /** Points and invitation rewards of a completed order are credited (loyalty). */
  | 'loyalty.credit'
  | 'payments.reconcile'
  | 'idempotency.prune'
  // after-sale (issue 4): a silent merchant approves; an unescalated rejection closes
  | 'refund.merchant_deadline'
  | 'refund.escalation_deadline'
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>

/**
 * Durable timers (architecture 4): a row with a due time, claimed with FOR UPDATE SKIP LOCKED so
 * that of several server processes exactly one runs it. The claim is a lease (locked_until): a
 * process that dies mid-job leaves it to be picked up again once the lease runs out, so handlers
 * must be idempotent (they apply status-guarded transitions, which are).
 */
export async function scheduleJob(
  db: Executor,
  job: { kind: JobKind; dedupeKey: string; runAt: Date; payload: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ id: newId(), ...job })
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
}

/**
 * A job that runs every `everyMs`: one row per period (the period's start is its dedupe key), so
 * however many processes schedule it, each period runs once. The handler schedules the next one.
 */
export async function scheduleRecurring(
  db: Executor,
  kind: JobKind,
  everyMs: number,
  now: Date,
): Promise<void> {
  const start = Math.floor(now.getTime() / everyMs) * everyMs
  const runAt = new Date(start + everyMs)
  await scheduleJob(db, { kind, dedupeKey: runAt.toISOString(), runAt, payload: {} })
}

const LEASE_MS = 60_000
const MAX_ATTEMPTS = 10

export interface JobRunner {
  /** Runs every due job once; returns how many ran. Tests call this with a moved clock. */
  runDue(limit?: number): Promise<number>
  start(pollMs: number): void
  stop(): Promise<void>
}

export function createJobRunner(
  db: Db,
  clock: Clock,
  handlers: Partial<Record<JobKind, JobHandler>>,
  log: { error: (obj: unknown, msg: string) => void },
): JobRunner {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false

  async function claim(limit: number) {
    const now = clock.now()
    const leaseUntil = new Date(now.getTime() + LEASE_MS)
    const result = await db.execute<{
      id: string
      kind: JobKind
      payload: Record<string, unknown>
      attempts: number
    }>(sql`
      update jobs set locked_until = ${leaseUntil}, attempts = attempts + 1
      where id in (
        select id from jobs
        where status = 'pending' and run_at <= ${now} and (locked_until is null or locked_until < ${now})
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts`)
    return result.rows
  }

  async function runDue(limit = 20): Promise<number> {
    const claimed = await claim(limit)
    for (const job of claimed) {
      const handler = handlers[job.kind]
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
        await handler(job.payload)
        await db
          .update(jobs)
          .set({ status: 'done', doneAt: clock.now(), lockedUntil: null })
          .where(eq(jobs.id, job.id))
      } catch (error) {
        log.error({ err: error, job: job.id, kind: job.kind }, 'job failed')
        const attempts = Number(job.attempts)
        const retryAt = new Date(clock.now().getTime() + Math.min(2 ** attempts, 600) * 1000)
        await db
          .update(jobs)
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            runAt: retryAt,
            lockedUntil: null,
            lastError: String((error as Error)?.message ?? error),
          })
          .where(and(eq(jobs.id, job.id)))
      }
    }
    return claimed.length
  }

  return {
    runDue,
    start(pollMs) {
      const tick = () => {
        if (stopped) return
        running = runDue()
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
