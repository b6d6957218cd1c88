import { defineMachine } from '@siam/domain'
import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database, Db, Tx } from '../db/client'
import { createTestDatabase } from '../test/harness'
import { AppError } from './errors'
import { type AppliedMove, applyTransition, tryTransition } from './transition'

/** A test-only table and machine, so the helper is tested apart from any product table. */
const drafts = pgTable('transition_test_drafts', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  editor: text('editor'),
  edits: integer('edits').notNull().default(0),
})
const draftHistory = pgTable('transition_test_draft_history', {
  draftId: text('draft_id').notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  event: text('event').notNull(),
  actor: text('actor').notNull(),
})

const draftMachine = defineMachine({
  name: 'draft',
  states: ['writing', 'review', 'published', 'archived'],
  actors: ['author', 'editor', 'system'],
  kinds: ['article', 'note'],
  moves: [
    { event: 'submit', from: ['writing'], to: 'review', actors: ['author'] },
    { event: 'publish', from: ['review'], to: 'published', actors: ['editor'] },
    { event: 'send_back', from: ['review'], to: 'writing', actors: ['editor'] },
    // A note needs no review.
    { event: 'publish', from: ['writing'], to: 'published', actors: ['author'], kinds: ['note'] },
    { event: 'archive', from: ['writing', 'review', 'published'], to: 'archived', actors: ['system'] },
    // One event, two ends: which one depends on where the draft is.
    { event: 'withdraw', from: ['review'], to: 'writing', actors: ['author'] },
    { event: 'withdraw', from: ['published'], to: 'archived', actors: ['author'] },
  ],
})
type DraftMove = AppliedMove<'writing' | 'review' | 'published' | 'archived', string, string>

let database: Database
let db: Db

beforeAll(async () => {
  database = await createTestDatabase()
  db = database.db
  await db.execute(sql`create table transition_test_drafts (
    id text primary key, kind text not null, status text not null, editor text,
    edits integer not null default 0)`)
  await db.execute(sql`create table transition_test_draft_history (
    draft_id text not null, from_status text not null, to_status text not null,
    event text not null, actor text not null)`)
})

afterAll(async () => {
  await database?.close()
})

beforeEach(async () => {
  await db.delete(draftHistory)
  await db.delete(drafts)
  await db.insert(drafts).values([
    { id: 'a', kind: 'article', status: 'writing' },
    { id: 'n', kind: 'note', status: 'writing' },
    { id: 'r', kind: 'article', status: 'review' },
  ])
})

const statusOf = async (id: string) => (await db.select().from(drafts).where(eq(drafts.id, id)))[0]?.status
const historyOf = (id: string) => db.select().from(draftHistory).where(eq(draftHistory.draftId, id))
const writeHistory = (tx: Tx, move: DraftMove) =>
  tx.insert(draftHistory).values({
    draftId: move.id,
    fromStatus: move.from,
    toStatus: move.to,
    event: move.event,
    actor: move.actor,
  })

describe('applyTransition', () => {
  it('moves the row, sets the patch and writes the history row', async () => {
    const row = await db.transaction((tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'r',
        from: 'review',
        event: 'publish',
        actor: 'editor',
        kind: 'article',
        patch: { editor: 'eve', edits: 3 },
        conflict: 'ORDER_STATUS_CONFLICT',
        history: writeHistory,
      }),
    )
    expect(row).toEqual({ id: 'r', kind: 'article', status: 'published', editor: 'eve', edits: 3 })
    expect(await statusOf('r')).toBe('published')
    expect(await historyOf('r')).toEqual([
      { draftId: 'r', fromStatus: 'review', toStatus: 'published', event: 'publish', actor: 'editor' },
    ])
  })

  it('follows the kind: a note is published straight away, an article is not', async () => {
    const publish = (id: string, kind: 'article' | 'note') =>
      db.transaction((tx) =>
        applyTransition(tx, {
          machine: draftMachine,
          table: drafts,
          id,
          from: 'writing',
          event: 'publish',
          actor: 'author',
          kind,
          conflict: 'REFUND_STATUS_CONFLICT',
        }),
      )
    expect((await publish('n', 'note')).status).toBe('published')
    await expect(publish('a', 'article')).rejects.toMatchObject({ key: 'REFUND_STATUS_CONFLICT' })
    expect(await statusOf('a')).toBe('writing')
  })

  it('throws the caller’s conflict for a move the machine does not list, and touches nothing', async () => {
    const attempt = db.transaction((tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'a',
        from: 'writing',
        event: 'publish',
        actor: 'editor',
        kind: 'article',
        conflict: 'ORDER_STATUS_CONFLICT',
        history: writeHistory,
      }),
    )
    await expect(attempt).rejects.toBeInstanceOf(AppError)
    await expect(attempt).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT', status: 409 })
    expect(await statusOf('a')).toBe('writing')
    expect(await historyOf('a')).toEqual([])
  })

  it('throws the conflict when the row is no longer where the caller saw it (a lost race)', async () => {
    await db.update(drafts).set({ status: 'review' }).where(eq(drafts.id, 'a'))
    const stale = db.transaction((tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'a',
        from: 'writing',
        event: 'submit',
        actor: 'author',
        kind: 'article',
        conflict: 'ORDER_STATUS_CONFLICT',
        history: writeHistory,
      }),
    )
    await expect(stale).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
    expect(await historyOf('a')).toEqual([])
  })

  it('throws the conflict for a row that does not exist', async () => {
    const missing = db.transaction((tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'nope',
        from: 'writing',
        event: 'submit',
        actor: 'author',
        kind: 'article',
        conflict: 'ORDER_STATUS_CONFLICT',
      }),
    )
    await expect(missing).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
  })

  it('writes the history in the same transaction: a failing history undoes the move', async () => {
    const failing = db.transaction((tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'a',
        from: 'writing',
        event: 'submit',
        actor: 'author',
        kind: 'article',
        conflict: 'ORDER_STATUS_CONFLICT',
        history: async () => {
          throw new Error('history refused')
        },
      }),
    )
    await expect(failing).rejects.toThrow('history refused')
    expect(await statusOf('a')).toBe('writing')
  })

  it('of concurrent moves from the same status, exactly one wins', async () => {
    const submit = () =>
      db.transaction((tx) =>
        applyTransition(tx, {
          machine: draftMachine,
          table: drafts,
          id: 'a',
          from: 'writing',
          event: 'submit',
          actor: 'author',
          kind: 'article',
          conflict: 'ORDER_STATUS_CONFLICT',
          history: writeHistory,
        }),
      )
    const results = await Promise.allSettled(Array.from({ length: 6 }, submit))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(r.reason).toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
    }
    expect(await statusOf('a')).toBe('review')
    expect(await historyOf('a')).toHaveLength(1)
  })
})

describe('tryTransition', () => {
  it('without a from, moves the row from any status the event leaves (the update is the read)', async () => {
    await db.update(drafts).set({ status: 'published' }).where(eq(drafts.id, 'n'))
    for (const id of ['a', 'r', 'n']) {
      const row = await tryTransition(db, {
        machine: draftMachine,
        table: drafts,
        id,
        event: 'archive',
        actor: 'system',
        kind: 'article',
      })
      expect(row?.status).toBe('archived')
    }
  })

  it('answers null, not an error, for a move already made or not allowed', async () => {
    const archive = () =>
      tryTransition(db, {
        machine: draftMachine,
        table: drafts,
        id: 'a',
        event: 'archive',
        actor: 'system',
        kind: 'article',
      })
    expect((await archive())?.status).toBe('archived')
    expect(await archive()).toBeNull()
    const byEditor = await tryTransition(db, {
      machine: draftMachine,
      table: drafts,
      id: 'r',
      event: 'archive',
      actor: 'editor',
      kind: 'article',
    })
    expect(byEditor).toBeNull()
    expect(await statusOf('r')).toBe('review')
  })

  it('moves only from the statuses given', async () => {
    const fromWriting = await tryTransition(db, {
      machine: draftMachine,
      table: drafts,
      id: 'r',
      from: ['writing'],
      event: 'archive',
      actor: 'system',
      kind: 'article',
    })
    expect(fromWriting).toBeNull()
    const fromEither = await tryTransition(db, {
      machine: draftMachine,
      table: drafts,
      id: 'r',
      from: ['writing', 'review'],
      event: 'archive',
      actor: 'system',
      kind: 'article',
    })
    expect(fromEither?.status).toBe('archived')
  })

  it('sets a patched column to a value or to null, and leaves out what the patch leaves undefined', async () => {
    await db.update(drafts).set({ editor: 'old', edits: 2 }).where(eq(drafts.id, 'a'))
    const archive = (id: string, patch: { editor?: string | null; edits?: number }) =>
      tryTransition(db, {
        machine: draftMachine,
        table: drafts,
        id,
        from: ['writing', 'review'],
        event: 'archive',
        actor: 'system',
        kind: id === 'n' ? 'note' : 'article',
        patch,
      })
    // one column, a null then a value then a null again: a null is written, not sent as a value
    expect(await archive('a', { editor: null, edits: undefined })).toMatchObject({ editor: null, edits: 2 })
    expect(await archive('r', { editor: 'eve', edits: 5 })).toMatchObject({ editor: 'eve', edits: 5 })
    expect(await archive('n', { editor: null, edits: 1 })).toMatchObject({
      status: 'archived',
      editor: null,
      edits: 1,
    })
  })

  it('adds the caller’s own conditions to the guard', async () => {
    const guarded = (editor: string) =>
      tryTransition(db, {
        machine: draftMachine,
        table: drafts,
        id: 'r',
        from: 'review',
        event: 'send_back',
        actor: 'editor',
        kind: 'article',
        patch: { editor },
        where: sql`${drafts.editor} is null`,
      })
    expect((await guarded('eve'))?.editor).toBe('eve')
    await db.update(drafts).set({ status: 'review' }).where(eq(drafts.id, 'r'))
    expect(await guarded('bob')).toBeNull()
  })

  it('refuses, as a mistake of the caller, statuses whose moves end in different places', async () => {
    const withdraw = (from?: ('review' | 'published')[]) =>
      tryTransition(db, {
        machine: draftMachine,
        table: drafts,
        id: 'r',
        from,
        event: 'withdraw',
        actor: 'author',
        kind: 'article',
      })
    await expect(withdraw(['review', 'published'])).rejects.toThrow('draft: withdraw from review, published')
    await expect(withdraw()).rejects.toThrow('has several ends')
    expect((await withdraw(['review']))?.status).toBe('writing')
  })
})

describe.runIf(process.env.SIAM_TEST_DB === 'pg')('a real race on PostgreSQL', () => {
  it('the second transaction waits on the row, then finds it moved and loses', async () => {
    let moved!: () => void
    let release!: () => void
    const firstMoved = new Promise<void>((resolve) => {
      moved = resolve
    })
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const submit = (tx: Tx) =>
      applyTransition(tx, {
        machine: draftMachine,
        table: drafts,
        id: 'a',
        from: 'writing',
        event: 'submit',
        actor: 'author',
        kind: 'article',
        conflict: 'ORDER_STATUS_CONFLICT',
        history: writeHistory,
      })
    const first = db.transaction(async (tx) => {
      const row = await submit(tx)
      moved()
      await released
      return row
    })
    await firstMoved
    const second = db.transaction(submit)
    second.catch(() => undefined)
    await waitForLockWaiter(db)
    release()
    expect((await first).status).toBe('review')
    await expect(second).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' })
    expect(await statusOf('a')).toBe('review')
    expect(await historyOf('a')).toHaveLength(1)
  })
})

/** Until another session of this database waits for a row lock (the second UPDATE is blocked). */
async function waitForLockWaiter(x: Db): Promise<void> {
  // A ceiling of 30 s for a hang, not a measure of speed: it returns as soon as the wait shows.
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    const result = await x.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if (Number(result.rows[0]?.n) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the second transaction never waited for the row')
}
