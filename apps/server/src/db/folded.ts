import { type Column, getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from './client'
import { runNamed, statementName } from './prepared'

/**
 * Several statements folded into one (issue 17, decision 0051: a round trip, one socket write and
 * one PostgreSQL wake-up each, was the largest cost left per place + pay). The parts are written as
 * SQL text with numbered parameters; every value is a parameter, so the text depends only on the
 * shape and the whole runs as a named prepared statement (`runNamed`), parsed and planned once per
 * connection and shape. Rows come back as JSON (`to_json`, one column per part) and are turned into
 * exactly what drizzle gives for the table (`rowFromJson`, `rowsFromJson`), so callers cannot tell a
 * folded read or write from the drizzle one. JSON, not jsonb: PostgreSQL writes `to_json` as it
 * goes, where `to_jsonb` built a binary value, sorted its keys and printed it again (decision 0072).
 */
export class FoldedParams {
  readonly values: unknown[] = []

  /** The placeholder of one more value. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A part of a folded statement: SQL text that adds its values to `params` as it is written. */
export type FoldedPart = (params: FoldedParams) => string

/** `"name"`: an SQL identifier (a table's or column's name), quoted. */
export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/** `"table"`: a table's SQL name, quoted, for text written by its own module. */
export function tableSql(table: PgTable): string {
  return quote(getTableName(table))
}

/**
 * `insert into <table> (...) values (...), (...)` with each value encoded as drizzle encodes it for
 * the column (`mapToDriverValue`: JSON text, ISO timestamps). Columns are those some row gives
 * (undefined in all: left out); a row without one writes `default`, as drizzle's insert does. Nulls
 * are values (no column encoder sees them). The caller adds the conflict clause and `returning`.
 */
export function insertSql<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  params: FoldedParams,
): string {
  const columns = Object.entries(getTableColumns(table))
  const given = columns.filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  )
  const tuples = rows.map((row) => {
    const values = row as Record<string, unknown>
    const cells = given.map(([key, column]) => {
      const value = values[key]
      if (value === undefined) return 'default'
      return params.add(value === null ? null : column.mapToDriverValue(value))
    })
    return `(${cells.join(', ')})`
  })
  const names = given.map(([, column]) => quote(column.name)).join(', ')
  return `insert into ${tableSql(table)} (${names}) values ${tuples.join(', ')}`
}

/**
 * `insert into <table> (...) select $1::type, ... from <source>`: one row written per row of
 * `source` (a CTE's name): none when the CTE gave none (a status move that did not happen writes no
 * history). Values are encoded as in `insertSql`, and cast to the column's type (a parameter in a
 * select list has none of its own).
 */
export function insertFromSql<T extends PgTable>(
  table: T,
  row: T['$inferInsert'],
  source: string,
  params: FoldedParams,
): string {
  const values = row as Record<string, unknown>
  const given = Object.entries(getTableColumns(table)).filter(([key]) => values[key] !== undefined)
  const cells = given.map(([key, column]) => {
    const value = values[key]
    return `${params.add(value === null ? null : column.mapToDriverValue(value))}::${column.getSQLType()}`
  })
  const names = given.map(([, column]) => quote(column.name)).join(', ')
  return `insert into ${tableSql(table)} (${names}) select ${cells.join(', ')} from ${source}`
}

/**
 * `"a" = $1, "b" = $2`: a patch of `table`'s row (property names), encoded as in `insertSql`.
 * Undefined properties are left out, as drizzle's update leaves them.
 */
export function setSql<T extends PgTable>(
  table: T,
  patch: Record<string, unknown>,
  params: FoldedParams,
): string {
  const columns = getTableColumns(table)
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columns[key]
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`)
      return `${quote(column.name)} = ${params.add(value === null ? null : column.mapToDriverValue(value))}`
    })
    .join(', ')
}

/** A table's columns as rowFromJson reads them, and an object holding every property name. */
interface ReadShape {
  columns: { key: string; name: string; column: Column }[]
  template: Record<string, unknown>
}

const readShapes = new WeakMap<PgTable, ReadShape>()

function readShapeOf(table: PgTable): ReadShape {
  let shape = readShapes.get(table)
  if (!shape) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      column: column as Column,
    }))
    shape = { columns, template: Object.fromEntries(columns.map(({ key }) => [key, null])) }
    readShapes.set(table, shape)
  }
  return shape
}

/**
 * One row of `table` from its `to_json` (keys are the SQL column names), decoded as drizzle decodes
 * the driver's values (`mapFromDriverValue`: timestamps to Date, bigint fen to number, JSON as is),
 * with the table's property names, in the table's column order. Undefined for a JSON null (no row).
 * The columns are listed once per table and each row starts as a copy of an object holding every
 * name (one allocation at its final shape): listing them for every row was a sixth of what a menu
 * answer allocated (decision 0060).
 */
export function rowFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] | undefined {
  if (json === null || json === undefined) return undefined
  const source = json as Record<string, unknown>
  const { columns, template } = readShapeOf(table)
  const row = { ...template }
  for (const { key, name, column } of columns) {
    if (!(name in source)) throw new Error(`${getTableName(table)}.${name} missing from a folded row`)
    const value = source[name]
    row[key] = value === null ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}

/** The rows of `table` from a `json_agg` of them (null: none). */
export function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  if (json === null || json === undefined) return []
  return (json as unknown[]).map((item) => rowFromJson(table, item) as T['$inferSelect'])
}

/**
 * Runs folded text as a named statement (named after its text: one per shape) on the executor's
 * connection, the transaction's inside one. Returns the rows as the driver gives them.
 */
export function runFolded<R>(x: Executor, text: string, params: FoldedParams): Promise<R[]> {
  return runNamed<R>(x, statementName('f', text), text, params.values)
}
