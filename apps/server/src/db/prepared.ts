import { createHash } from 'node:crypto'
import type { Executor } from './client'

/**
 * A hot statement built once per executor instead of once per call (issue 17: drizzle's query
 * building was a fifth of the server's CPU at lunch-rush load). On PostgreSQL it is also a named
 * prepared statement, parsed and planned once per connection. Values come in through
 * `sql.placeholder(...)` when it is executed.
 *
 * Built for each executor it meets: the pool (`db`) keeps its statements for the life of the
 * process; a transaction's handle is new per transaction, so inside one it saves nothing, and it is
 * meant for the reads outside transactions. The name must be unique in the process (PostgreSQL
 * keeps one text per name per connection).
 */
export function preparedStatement<P>(
  name: string,
  build: (x: Executor, name: string) => P,
): (x: Executor) => P {
  const built = new WeakMap<Executor, P>()
  return (x) => {
    let statement = built.get(x)
    if (!statement) {
      statement = build(x, name)
      built.set(x, statement)
    }
    return statement
  }
}

/**
 * Runs a query built per call (its shape varies: filters, rings, keyset) as a named prepared
 * statement named after its text. Values are parameters, so the text depends only on the shape and
 * each connection parses and plans a shape once; the next calls send only the values. At city scale
 * (issue 17, decision 0052) near me's statements are a few kilobytes of text each, and parsing,
 * planning and sending them was about half of a page's database time and a fifth of the server's.
 * PGlite ignores the name (one connection, nothing kept).
 */
export function executeNamed<R>(query: {
  toSQL(): { sql: string }
  prepare(name: string): { execute(): Promise<R> }
}): Promise<R> {
  const name = `t_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 24)}`
  return query.prepare(name).execute()
}
