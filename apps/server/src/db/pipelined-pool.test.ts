import { Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import type { Database } from './client'
import { PipelinedPool } from './pipelined-pool'
import { runNamed } from './prepared'

// Decision 0073: statements outside a transaction share two pipelined connections; transactions
// keep a pooled connection of their own. PostgreSQL only: PGlite is one connection by design.
const ON_PG = process.env.SIAM_TEST_DB === 'pg'

describe.runIf(ON_PG)('statements over pipelined connections (decision 0073)', () => {
  let database: Database & { url?: string }
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.close()
  })

  const backendOf = async (x: Pick<Database['db'], 'execute'>) =>
    Number((await x.execute(sql`select pg_backend_pid() as pid`)).rows[0]?.pid)

  it('answers many statements at once, each its own, over at most two connections', async () => {
    const { db } = database
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => db.execute(sql`select ${i}::int as n, pg_backend_pid() as pid`)),
    )
    expect(answers.map((a) => Number(a.rows[0]?.n))).toEqual(Array.from({ length: 60 }, (_, i) => i))
    expect(new Set(answers.map((a) => a.rows[0]?.pid)).size).toBeLessThanOrEqual(2)
  })

  it('sends the statements asked for in one turn of the event loop in one write per lane', async () => {
    const { db } = database
    await backendOf(db) // the lanes are open
    const port = Number(new URL(database.url as string).port || 5432)
    const proto = Socket.prototype as unknown as Record<string, (...a: unknown[]) => unknown>
    const originals = { _write: proto._write, _writev: proto._writev }
    let writes = 0
    for (const method of ['_write', '_writev'] as const) {
      const original = originals[method]
      proto[method] = function (this: Socket, ...a: unknown[]) {
        if (this.remotePort === port) writes++
        return original?.apply(this, a)
      }
    }
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => db.execute(sql`select ${i}::int as n`)),
      )
      expect(answers.map((a) => Number(a.rows[0]?.n))).toEqual(Array.from({ length: 30 }, (_, i) => i))
    } finally {
      Object.assign(proto, originals)
    }
    // two lanes, one write each (thirty, one a statement, without the gathering)
    expect(writes).toBeLessThanOrEqual(2)
  })

  it('keeps a transaction on a connection of its own, and its rollback undoes it', async () => {
    const { db } = database
    await db.execute(sql`create table if not exists lane_probe (id int primary key)`)
    const lanes = new Set(await Promise.all(Array.from({ length: 10 }, () => backendOf(db))))
    await expect(
      db.transaction(async (tx) => {
        expect(lanes.has(await backendOf(tx))).toBe(false)
        await tx.execute(sql`insert into lane_probe values (1)`)
        // meanwhile the lanes answer other statements, outside the transaction
        expect(Number((await db.execute(sql`select count(*)::int as n from lane_probe`)).rows[0]?.n)).toBe(0)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(Number((await db.execute(sql`select count(*)::int as n from lane_probe`)).rows[0]?.n)).toBe(0)
  })

  it('fails only the statement in error, and names a statement once per connection however many ask at once', async () => {
    const { db } = database
    const settled = await Promise.allSettled([
      db.execute(sql`select 1 as a`),
      db.execute(sql`select 1 / 0 as b`),
      db.execute(sql`select 3 as c`),
      ...Array.from({ length: 20 }, (_, i) =>
        runNamed<{ n: number }>(db, 'lane_probe_named', 'select $1::int as n', [i]),
      ),
    ])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', ...Array(21).fill('fulfilled')])
    const named = settled
      .slice(3)
      .map((s) => (s.status === 'fulfilled' ? (s.value as { n: number }[])[0]?.n : null))
    expect(named).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })

  it('opens another connection when PostgreSQL ends one', async () => {
    const { db } = database
    const before = new Set(await Promise.all(Array.from({ length: 10 }, () => backendOf(db))))
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...before]])
    } finally {
      await admin.end()
    }
    // A statement sent before the client heard of the end fails, as a pooled one would; the next
    // ones go over new connections.
    let after: number | null = null
    for (let attempt = 0; attempt < 5 && after === null; attempt++) {
      after = await backendOf(db).catch(() => null)
    }
    expect(after).not.toBeNull()
    expect(before.has(after as number)).toBe(false)
  })
})

// Decision 0074: a transaction's BEGIN leaves in one write with its first statement.
describe.runIf(ON_PG)('transactions whose BEGIN travels with their first statement (decision 0074)', () => {
  let database: Database & { url?: string }
  let pool: PipelinedPool
  let writes = 0
  beforeAll(async () => {
    database = await createTestDatabase()
    pool = new PipelinedPool({ connectionString: database.url, max: 2, lanes: 1 })
    // every write the pool's own connections make to PostgreSQL
    pool.on('connect', (client) => {
      const socket = (
        client as unknown as { connection: { stream: Record<string, (...a: unknown[]) => unknown> } }
      ).connection.stream
      for (const method of ['_write', '_writev'] as const) {
        const original = socket[method]?.bind(socket)
        if (original)
          socket[method] = (...a: unknown[]) => {
            writes++
            return original(...a)
          }
      }
    })
    await pool.query('create table if not exists begin_probe (id int primary key)')
  })
  afterAll(async () => {
    await pool?.end()
    await database?.close()
  })

  it('sends BEGIN and the first statement in one write, and runs them in one transaction', async () => {
    const db = drizzle({ client: pool })
    await db.transaction(async (tx) => tx.execute(sql`select 1`)) // the connection opened and counted
    writes = 0
    const seen = await db.transaction(async (tx) => {
      const first = await tx.execute(
        sql`select txid_current() as id, now() = statement_timestamp() as at_start`,
      )
      await new Promise((resolve) => setTimeout(resolve, 5))
      const second = await tx.execute(
        sql`select txid_current() as id, now() = statement_timestamp() as at_start`,
      )
      return [first.rows[0], second.rows[0]]
    })
    // BEGIN + first, second, COMMIT: four with a round trip for BEGIN
    expect(writes).toBe(3)
    // one transaction: the same id, and now() is the transaction's start, not the statement's
    expect(seen[0]?.id).toBe(seen[1]?.id)
    expect(seen[1]?.at_start).toBe(false)
  })

  it('rolls back what the first statement wrote when a later one fails, and sends BEGIN for an empty transaction', async () => {
    const db = drizzle({ client: pool })
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into begin_probe values (1)`)
        await tx.execute(sql`select 1 / 0`)
      }),
    ).rejects.toThrow()
    expect((await pool.query('select count(*)::int as n from begin_probe')).rows[0].n).toBe(0)
    // nothing asked after BEGIN: it still leaves (on the loop's next turn) and the commit answers
    await expect(db.transaction(async () => 'nothing')).resolves.toBe('nothing')
    // asked for after a wait of its own, the first statement still runs inside the transaction
    await db
      .transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        await tx.execute(sql`insert into begin_probe values (2)`)
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect((await pool.query('select count(*)::int as n from begin_probe')).rows[0].n).toBe(0)
  })

  it('fails the statement behind a BEGIN that failed, and holds only a statement that just begins', async () => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await expect(client.query('select 1 / 0')).rejects.toThrow('division by zero')
      // a transaction in error refuses BEGIN, and the statement written behind it fails with it
      await client.query('begin')
      await expect(client.query('select 1')).rejects.toThrow('current transaction is aborted')
      await client.query('rollback')
      expect((await client.query('select 2 as n')).rows[0].n).toBe(2)
      // only a statement that just starts a transaction is held: one that does more answers itself
      const both = (await client.query('begin; select 42 as n')) as unknown as pg.QueryResult[]
      expect(both[1]?.rows[0].n).toBe(42)
      await client.query('rollback')
    } finally {
      client.release()
    }
  })
})

describe('a pipelined pool that cannot connect (decision 0073)', () => {
  it('fails the statement, a lane opened beside it fails unobserved without an unhandled rejection, and an ended pool refuses', async () => {
    // port 1: nothing listens there, the connection is refused at once
    const pool = new PipelinedPool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', lanes: 2 })
    await expect(pool.query('select 1')).rejects.toThrow()
    await expect(pool.query('select 1')).rejects.toThrow()
    await pool.end()
    // ended: refused as pg.Pool refuses, not by opening new lanes
    await expect(pool.query('select 1')).rejects.toThrow('Cannot use a pool after calling end on the pool')
  })
})
