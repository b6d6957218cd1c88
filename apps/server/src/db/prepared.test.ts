import { eq, sql } from 'drizzle-orm'
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import type { Database } from './client'
import { fen } from './columns'
import { preparedByShape, preparedStatement, runNamed, withFlatRows } from './prepared'

// A table of this test's own (created below), so the helpers are checked apart from any module.
const probes = pgTable('prepared_probes', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
})

const insertProbes = preparedByShape<typeof probes.$inferInsert, (typeof probes.$inferSelect)[]>(
  'test_probes_insert',
  (x, rows, name) =>
    x
      .insert(probes)
      .values(rows as (typeof probes.$inferInsert)[])
      .returning()
      .prepare(name),
)
const probeById = preparedStatement('test_probe_by_id', (x, name) =>
  x
    .select()
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare(name),
)

// Columns a driver gives in other types than the row's (a bigint as text, a timestamp, jsonb).
const priced = pgTable('prepared_priced', {
  id: text('id').primaryKey(),
  priceFen: fen('price_fen').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  tags: jsonb('tags').$type<string[]>(),
})
const pricedFields = {
  item: { id: priced.id, priceFen: priced.priceFen, at: priced.at },
  tags: priced.tags,
  doubled: sql<number>`(${priced.priceFen} * 2)::bigint`.mapWith(Number),
  note: sql<string | null>`null::text`,
}
const pricedFlat = preparedStatement('test_priced_flat', (x, name) =>
  withFlatRows<{
    id: string
    priceFen: number
    at: Date | null
    tags: string[] | null
    doubled: number
    note: null
  }>(
    x
      .select(pricedFields)
      .from(priced)
      .where(eq(priced.id, sql.placeholder('id')))
      .prepare(name),
  ),
)

describe('prepared statements (decision 0051)', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table prepared_probes (id text primary key, at timestamptz)`)
    await database.db.execute(
      sql`create table prepared_priced (id text primary key, price_fen bigint not null, at timestamptz, tags jsonb)`,
    )
  })
  afterAll(async () => {
    await database.close()
  })

  it('runs on the transaction it is given: a rolled-back insert leaves nothing, a committed one stays', async () => {
    const { db } = database
    // Built on the pool first, then used inside transactions.
    expect(await probeById(db).execute({ id: 'kept' })).toEqual([])
    await expect(
      db.transaction(async (tx) => {
        await insertProbes(tx, [{ id: 'rolled-back', at: new Date('2026-01-02T03:04:05Z') }])
        // Seen inside its own transaction by a prepared read on the same connection.
        expect(await probeById(tx).execute({ id: 'rolled-back' })).toHaveLength(1)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await probeById(db).execute({ id: 'rolled-back' })).toEqual([])
    await db.transaction(async (tx) => {
      await insertProbes(tx, [{ id: 'kept', at: new Date('2026-01-02T03:04:05Z') }])
    })
    expect(await probeById(db).execute({ id: 'kept' })).toEqual([
      { id: 'kept', at: new Date('2026-01-02T03:04:05Z') },
    ])
  })

  it('keeps nulls and values of one column apart (a null is part of the shape, not a value)', async () => {
    const { db } = database
    const at = new Date('2026-05-06T07:08:09Z')
    const first = await insertProbes(db, [{ id: 'null-at', at: null }])
    const second = await insertProbes(db, [{ id: 'dated', at }])
    const both = await insertProbes(db, [
      { id: 'two-a', at },
      { id: 'two-b', at: null },
    ])
    expect(first).toEqual([{ id: 'null-at', at: null }])
    expect(second).toEqual([{ id: 'dated', at }])
    expect(both).toEqual([
      { id: 'two-a', at },
      { id: 'two-b', at: null },
    ])
  })

  it('runs static SQL by name on the executor, inside a transaction too', async () => {
    const { db } = database
    await expect(
      db.transaction(async (tx) => {
        await runNamed(tx, 'test_probe_raw_insert', 'insert into prepared_probes (id) values ($1)', ['raw'])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    const [row] = await runNamed<{ n: number }>(
      db,
      'test_probe_raw_count',
      'select count(*)::int as n from prepared_probes where id = $1',
      ['raw'],
    )
    expect(row?.n).toBe(0)
  })

  it('gives flat rows read as drizzle reads them (decision 0060), on a transaction too', async () => {
    const { db } = database
    const at = new Date('2026-03-04T05:06:07Z')
    await db.insert(priced).values([
      { id: 'full', priceFen: 1234, at, tags: ['spicy', '辣'] },
      { id: 'empty', priceFen: 0, at: null, tags: null },
    ])
    for (const id of ['full', 'empty']) {
      const [nested] = await db.select(pricedFields).from(priced).where(eq(priced.id, id))
      if (!nested) throw new Error('no row')
      const { item, ...rest } = nested
      expect(await pricedFlat(db).execute({ id })).toEqual([{ ...item, ...rest }])
    }
    expect(await pricedFlat(db).execute({ id: 'full' })).toEqual([
      { id: 'full', priceFen: 1234, at, tags: ['spicy', '辣'], doubled: 2468, note: null },
    ])
    await db.transaction(async (tx) => {
      await tx.update(priced).set({ priceFen: 99 }).where(eq(priced.id, 'empty'))
      expect((await pricedFlat(tx).execute({ id: 'empty' }))[0]?.priceFen).toBe(99)
    })
  })

  it('refuses a select whose flat names would collide, and anything that is not a prepared select', () => {
    const { db } = database
    const twice = db
      .select({ a: { id: priced.id }, b: { id: priced.id } })
      .from(priced)
      .prepare('test_priced_twice')
    expect(() => withFlatRows(twice)).toThrow(/repeated names/)
    expect(() => withFlatRows({})).toThrow(/not a prepared select/)
  })
})
