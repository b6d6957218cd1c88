import { eq, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import type { Database } from './client'
import { FoldedParams, insertSql, rowFromJson, rowsFromJson, runFolded } from './folded'

// A table of this test's own with every kind of column the folded statements carry (decision 0051).
const folds = pgTable('folded_probes', {
  id: text('id').primaryKey(),
  fen: bigint('fen', { mode: 'number' }).notNull(),
  status: smallint('status').notNull(),
  count: integer('count').notNull().default(7),
  lng: doublePrecision('lng'),
  open: boolean('open').notNull().default(true),
  name: jsonb('name').$type<Record<string, string>>(),
  tags: jsonb('tags').$type<string[]>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  note: text('note'),
})

type Row = typeof folds.$inferSelect

describe('folded statements (decision 0051)', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table folded_probes (
      id text primary key, fen bigint not null, status smallint not null, count integer not null default 7,
      lng double precision, open boolean not null default true, name jsonb, tags jsonb, at timestamptz, note text)`)
  })
  afterAll(async () => {
    await database.close()
  })

  const full = {
    id: 'full',
    fen: 123_456_789_012,
    status: 3,
    count: 2,
    lng: 121.473_701_234_567_88,
    open: false,
    name: { en: 'Noodles "large"', zh: '面' },
    tags: ['a', 'b'],
    at: new Date('2026-11-21T04:00:00.123Z'),
    note: "it's",
  }
  const sparse = { id: 'sparse', fen: 0, status: 1, lng: null, name: null, at: null }

  it('writes what drizzle writes and reads back exactly what drizzle reads (types, nulls, defaults)', async () => {
    const { db } = database
    const params = new FoldedParams()
    const text = `with w as (${insertSql(folds, [full, sparse], params)} returning *) select (select json_agg(to_json(w) order by w.id) from w) as rows`
    const [row] = await runFolded<{ rows: unknown }>(db, text, params)
    const folded = rowsFromJson(folds, row?.rows)
    const drizzle: Row[] = await db.select().from(folds).orderBy(folds.id)
    // Dates as Date, bigint fen as number, JSON as objects, defaults filled, in the same key order.
    expect(folded).toStrictEqual(drizzle)
    expect(folded.map((r) => Object.keys(r))).toEqual(drizzle.map((r) => Object.keys(r)))
    expect(folded[0]?.at).toBeInstanceOf(Date)
    expect(folded[0]).toStrictEqual({ ...full })
    expect(folded[1]).toStrictEqual({ ...sparse, count: 7, open: true, tags: null, note: null })
  })

  it('reads one row or none, and refuses a row without a column of the table', async () => {
    const { db } = database
    const params = new FoldedParams()
    const id = params.add('full')
    const [row] = await runFolded<{ one: unknown; none: unknown }>(
      db,
      `select (select to_json(f) from folded_probes f where f.id = ${id}) as one, (select to_json(f) from folded_probes f where f.id = 'nobody') as none`,
      params,
    )
    const [drizzle] = await db.select().from(folds).where(eq(folds.id, 'full'))
    expect(rowFromJson(folds, row?.one)).toStrictEqual(drizzle)
    expect(rowFromJson(folds, row?.none)).toBeUndefined()
    expect(() => rowFromJson(folds, { id: 'x' })).toThrow('folded_probes.fen missing')
  })

  it('runs inside the transaction it is given: a rolled-back fold leaves nothing', async () => {
    const { db } = database
    await expect(
      db.transaction(async (tx) => {
        const params = new FoldedParams()
        await runFolded(
          tx,
          `${insertSql(folds, [{ id: 'gone', fen: 1, status: 1 }], params)} returning id`,
          params,
        )
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await db.select().from(folds).where(eq(folds.id, 'gone'))).toEqual([])
  })
})
