import { createHash } from 'node:crypto'
import { Column, is, SQL, type SQLWrapper, Subquery, sql } from 'drizzle-orm'
import pg from 'pg'
import type { Executor } from './client'

/** What drizzle keeps behind every database or transaction handle: its driver session. */
interface SessionOf {
  session: { client: unknown }
}

function sessionOf(x: Executor) {
  return (x as unknown as SessionOf).session
}

/**
 * A hot statement built once per process instead of once per call (issue 17: drizzle's query
 * building was a fifth of the server's CPU at lunch-rush load). On PostgreSQL it is also a named
 * prepared statement, parsed and planned once per connection. Values come in through
 * `sql.placeholder(...)` when it is executed.
 *
 * Built once per driver (the first executor of each kind it meets builds it; the SQL text does not
 * depend on which handle built it) and run on the connection of the executor it is given: the pool
 * outside transactions, the transaction's own connection inside one (decision 0051), so it is as
 * cheap inside a transaction as outside. The name must be unique in the process (PostgreSQL keeps
 * one text per name per connection).
 */
export function preparedStatement<P extends object>(
  name: string,
  build: (x: Executor, name: string) => P,
): (x: Executor) => P {
  const built = new Map<unknown, P & { client: unknown }>()
  return (x) => {
    const session = sessionOf(x)
    let statement = built.get(session.constructor)
    if (!statement) {
      statement = build(x, name) as P & { client: unknown }
      built.set(session.constructor, statement)
    }
    if (statement.client === session.client) return statement
    // The same statement on this executor's connection (drizzle's prepared query runs on `client`).
    return Object.create(statement, { client: { value: session.client } }) as P
  }
}

/**
 * A list of ids given to a named statement as one `text[]` parameter (`ref`: `$2`), as an array the
 * planner cannot see into: `column = any(${idsOf('$2')})`. Written as the parameter itself, each
 * call's own plan knows the list's length (mostly one or two) while the plan kept for every call
 * assumes ten; the kept one then looks several times dearer and PostgreSQL plans the statement anew
 * on every call, which for a quote's read cost twice its work (decision 0076). Through a subquery
 * both assume the same length, and the statement is planned once per connection
 * (`db/generic-plans.test.ts`).
 */
export function idsOf(ref: string): string {
  return `array(select unnest(${ref}::text[]))`
}

/** `column = any(...)` of the drizzle placeholder `name` (a `text[]`), seen as `idsOf` shows it. */
export function isAnyOf(column: SQLWrapper, name: string): SQL {
  return sql`${column} = any(array(select unnest(${sql.placeholder(name)}::text[])))`
}

/**
 * Static SQL run by name on the executor's connection, for statements drizzle's builders cannot
 * prepare (data-modifying CTEs whose shape is fixed). Rows come back as the driver gives them
 * (timestamps as Date, bigint as string on PostgreSQL): callers cast in SQL what they read.
 */
export async function runNamed<R>(x: Executor, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = sessionOf(x).client as {
    query(config: unknown, values?: unknown[]): Promise<{ rows: R[] }>
  }
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query({ name, text, values })).rows
  }
  // PGlite: one connection in the process, nothing to name.
  return (await client.query(text, values)).rows
}

type Values = Record<string, unknown>

/**
 * Statements that differ only by the shape of their rows of values (the columns given, the same ones
 * null, the same number of rows) as one prepared statement per shape: the inserts of rows (their
 * conflict clause and `returning` are the caller's), a status update (platform/transition.ts).
 * `build` gets the rows with each value a placeholder and returns the prepared statement; a shape
 * seen for the first time is built once. Undefined values are left out, as drizzle leaves them out;
 * nulls are written into the statement, not sent as values: drizzle's column encoders (a timestamp's
 * `toISOString`) do not expect a null placeholder.
 */
export function preparedByShape<Row extends object, Out>(
  baseName: string,
  build: (x: Executor, rows: Values[], name: string) => { execute(values: Values): Promise<Out> },
): (x: Executor, rows: readonly Row[]) => Promise<Out> {
  const shapes = new Map<string, (x: Executor) => { execute(values: Values): Promise<Out> }>()
  return (x, rows) => {
    const keys = rows.map((row) => Object.keys(row).filter((k) => (row as Values)[k] !== undefined))
    const shape = keys
      .map((columns, i) => columns.map((k) => ((rows[i] as Values)[k] === null ? `${k}=null` : k)).join(','))
      .join(';')
    let statement = shapes.get(shape)
    if (!statement) {
      const placeholders = keys.map((columns, i) =>
        Object.fromEntries(
          columns.map((k) => [k, (rows[i] as Values)[k] === null ? null : sql.placeholder(`${k}_${i}`)]),
        ),
      )
      statement = preparedStatement(`${baseName}_${shapes.size}`, (ex, name) => build(ex, placeholders, name))
      shapes.set(shape, statement)
    }
    const values: Values = {}
    rows.forEach((row, i) => {
      for (const k of keys[i] ?? []) if ((row as Values)[k] !== null) values[`${k}_${i}`] = (row as Values)[k]
    })
    return statement(x).execute(values)
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
  return query.prepare(statementName('t', query.toSQL().sql)).execute()
}

/**
 * A prepared statement's name for SQL text built per call: one name per distinct text (PostgreSQL
 * keeps one text per name per connection), short enough for its 63-byte identifiers.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
}

/** What drizzle keeps of a prepared select: its columns in the statement's order, with their path. */
interface SelectedField {
  path: string[]
  field: unknown
}

/** How drizzle reads one column's value (its mapResultRow), without the per-value type tests. */
function decoderOf(field: unknown): (value: unknown) => unknown {
  // drizzle keeps an expression's decoder on the SQL object (not in its public type)
  const sqlDecoder = (x: unknown) => (x as { decoder: Column }).decoder
  const decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlDecoder(field)
      : is(field, Subquery)
        ? sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql)
        : sqlDecoder((field as SQL.Aliased).sql)
  return (value) => (value === null ? null : decoder.mapFromDriverValue(value))
}

/**
 * A prepared select whose rows come back flat: one object per row keyed by each column's own name
 * (`{ shop: { id }, distance }` gives `{ id, distance }`), each value read by its column's decoder as
 * drizzle reads it. drizzle's own mapping (mapResultRow: a reduce, type tests and a path walk for every
 * value) was a fifth of what a near-me answer allocated (issue 17, decision 0060). The names must be
 * unique across the nesting; it throws when they are not, or when drizzle no longer keeps `fields`.
 */
export function withFlatRows<R>(prepared: object): { execute(values?: Values): Promise<R[]> } {
  const fields = (prepared as { fields?: SelectedField[] }).fields
  if (!Array.isArray(fields)) throw new Error('withFlatRows: not a prepared select')
  const names = fields.map(({ path }) => path[path.length - 1] as string)
  if (new Set(names).size !== names.length)
    throw new Error(`withFlatRows: repeated names in ${names.join(', ')}`)
  const decoders = fields.map(({ field }) => decoderOf(field))
  // Every row starts as a copy of one object holding all the names: one allocation of the final
  // shape, where adding the names one by one grew (and copied) each row's property store.
  const template: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, null]))
  const customResultMapper = (rows: unknown[][]): R[] =>
    rows.map((row) => {
      const flat = { ...template }
      for (let i = 0; i < names.length; i++)
        flat[names[i] as string] = (decoders[i] as (v: unknown) => unknown)(row[i])
      return flat as R
    })
  return Object.create(prepared, { customResultMapper: { value: customResultMapper } })
}
