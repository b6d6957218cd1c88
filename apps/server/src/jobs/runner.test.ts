import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { ManualClock } from '../platform/clock'
import { createTestDatabase } from '../test/harness'
import { JobStatus, jobs } from './jobs.tables'
import { createJobRunner, defineJob, handleJob, scheduleJob } from './queue'

const NOON = new Date('2026-11-21T04:00:00Z')
const silent = { error: () => undefined }
const probe = defineJob<{ name: string }>('test.probe')

/**
 * The runner marks a batch's finished jobs done in one statement after the batch (a rush's
 * deadlines come 150 a second): what ran is never run again, what failed waits for its retry.
 */
describe('job runner batches', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => database?.close())

  it('runs each due job once, marks the finished ones done and retries only the failed one', async () => {
    const clock = new ManualClock(NOON)
    const ran: string[] = []
    const runner = createJobRunner(
      database.db,
      clock,
      [
        handleJob(probe, async ({ name }) => {
          ran.push(name)
          if (name === 'breaks') throw new Error('probe failed')
        }),
      ],
      silent,
    )
    const names = ['first', 'breaks', 'last']
    for (const name of names) {
      await scheduleJob(database.db, probe, { dedupeKey: name, runAt: NOON, payload: { name } })
    }
    clock.set(new Date(NOON.getTime() + 1000))

    expect(await runner.runDue()).toBe(3)
    expect(ran.sort()).toEqual(['breaks', 'first', 'last'])
    const rows = await database.db.select().from(jobs).where(inArray(jobs.dedupeKey, names))
    const byName = new Map(rows.map((row) => [row.dedupeKey, row]))
    for (const name of ['first', 'last']) {
      expect(byName.get(name)).toMatchObject({ status: JobStatus.DONE, lockedUntil: null, attempts: 1 })
      expect(byName.get(name)?.doneAt?.getTime()).toBe(clock.now().getTime())
    }
    const broken = byName.get('breaks')
    expect(broken).toMatchObject({ status: JobStatus.PENDING, lockedUntil: null, lastError: 'probe failed' })
    expect(broken?.runAt.getTime()).toBeGreaterThan(clock.now().getTime())

    // Nothing is due again until the failed job's retry time; then only it runs.
    expect(await runner.runDue()).toBe(0)
    clock.set(broken?.runAt ?? NOON)
    expect(await runner.runDue()).toBe(1)
    expect(ran.filter((name) => name !== 'breaks')).toEqual(['first', 'last'])
    expect(ran.filter((name) => name === 'breaks')).toHaveLength(2)
  })
})
