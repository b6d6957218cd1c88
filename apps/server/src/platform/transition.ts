import type { ErrorKey } from '@siam/contracts'
import { findMove, type Machine, nextState, type StatusValue, sourcesOf } from '@siam/domain'
import { and, eq, getTableName, inArray, type Placeholder, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor, Tx } from '../db/client'
import { FoldedParams, type FoldedPart, quote, rowFromJson, runFolded, setSql, tableSql } from '../db/folded'
import { preparedByShape } from '../db/prepared'
import { AppError } from './errors'

/** A table whose rows move through a machine: a text `id` key and a `status` column. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn }

/** A machine with kinds needs the subject's kind (an order's kind); one without takes none. */
type KindField<K extends string> = [K] extends [never] ? { kind?: never } : { kind: K }

interface MoveRequest<T extends StatusTable, E extends string, A extends string> {
  table: T
  id: string
  event: E
  actor: A
  /** Other columns set in the same UPDATE (timestamps, amounts, the provider's numbers). */
  patch?: Omit<Partial<T['$inferInsert']>, 'status'>
  /** More conditions the row must meet besides its status (a coupon's owner and window). */
  where?: SQL
}

/** One move as it happened, for the history row. */
export interface AppliedMove<S extends StatusValue, E extends string, A extends string> {
  id: string
  from: S
  to: S
  event: E
  actor: A
}

type TryRequest<
  T extends StatusTable,
  S extends StatusValue,
  E extends string,
  A extends string,
  K extends string,
> = MoveRequest<T, E, A> &
  KindField<K> & {
    machine: Machine<S, E, A, K>
    /**
     * The status the caller saw, or the statuses it accepts; absent: every status the event leaves
     * for this actor (the update is the read, as when a provider's answer arrives).
     */
    from?: S | readonly S[]
  }

type ApplyRequest<
  T extends StatusTable,
  S extends StatusValue,
  E extends string,
  A extends string,
  K extends string,
> = MoveRequest<T, E, A> &
  KindField<K> & {
    machine: Machine<S, E, A, K>
    /** The status the caller saw: the history row says where the move started. */
    from: S
    /** What an illegal move or a lost race answers (ORDER_STATUS_CONFLICT, REFUND_STATUS_CONFLICT). */
    conflict: ErrorKey
    /** Writes the history row, in the same transaction, once the row has moved. */
    history?: (tx: Tx, move: AppliedMove<S, E, A>) => Promise<unknown>
    /**
     * The history row's insert as a part of the move's own statement (db/folded.ts; one round trip
     * instead of two, issue 17): `insert ... select ... from <moved>`, so it writes a row only when
     * the row moved (`moved` names the moved rows; `insertFromSql` writes such an insert).
     */
    record?: (move: AppliedMove<S, E, A>, moved: string) => FoldedPart
    /**
     * A statement that runs once per moved row, in the same statement as the move when it is folded
     * (`select pg_notify(...) from <moved>`: the live event of decision 0036, delivered at commit):
     * `moved` names the moved rows. Without `record` it runs as its own statement after the move.
     */
    announce?: (move: AppliedMove<S, E, A>, moved: string) => FoldedPart
  }

/**
 * Moves a row if the machine allows the move and the row is still where the caller saw it:
 * `UPDATE … SET status = to, …patch WHERE id = $id AND status IN (from) [AND where] RETURNING *`.
 * Of two racing moves exactly one gets the row back (PostgreSQL re-checks the WHERE on the row the
 * winner committed). Returns null for an illegal move, a lost race or a missing row.
 */
export async function tryTransition<
  T extends StatusTable,
  S extends StatusValue,
  E extends string,
  A extends string,
  K extends string,
>(x: Executor, request: TryRequest<T, S, E, A, K>): Promise<T['$inferSelect'] | null> {
  const { machine, event, actor, kind } = request
  const seen = request.from ?? sourcesOf<S, E, A, string>(machine, event, actor, kind)
  const legal: S[] = []
  const targets = new Set<S>()
  // A status is a string or a number, so an object is the list.
  for (const from of typeof seen === 'object' ? seen : [seen]) {
    const to = nextState<S, E, A, string>(machine, from, event, actor, kind)
    if (to === null) continue
    legal.push(from)
    targets.add(to)
  }
  if (targets.size > 1) throw new Error(`${machine.name}: ${event} from ${legal.join(', ')} has several ends`)
  const [to] = targets
  if (to === undefined) return null
  return updateStatus(x, request, legal, to)
}

/**
 * The one way a status changes when the caller saw the row: the move must be in the machine and
 * the row must still be in `from`, else the caller's conflict error; the history row is written
 * in the same transaction. Returns the moved row.
 */
export async function applyTransition<
  T extends StatusTable,
  S extends StatusValue,
  E extends string,
  A extends string,
  K extends string,
>(tx: Tx, request: ApplyRequest<T, S, E, A, K>): Promise<T['$inferSelect']> {
  const { machine, id, from, event, actor, kind } = request
  const move = findMove<S, E, A, string>(machine, from, event, actor, kind)
  if (!move) throw new AppError(request.conflict)
  const applied = { id, from, to: move.to, event, actor }
  if (request.record && !request.where) {
    // The same guarded update and the history row in one statement; a row that did not move
    // comes back as none, writes no history and is the same conflict.
    const moved = await moveAndRecord(
      tx,
      request,
      from,
      move.to,
      request.record(applied, 'moved'),
      request.announce?.(applied, 'moved'),
    )
    if (!moved) throw new AppError(request.conflict)
    return moved
  }
  const row = await updateStatus(tx, request, [from], move.to)
  if (!row) throw new AppError(request.conflict)
  for (const part of [request.record, request.announce]) {
    if (!part) continue
    const params = new FoldedParams()
    await runFolded(tx, part(applied, '(select 1) as moved')(params), params)
  }
  await request.history?.(tx, applied)
  return row
}

/**
 * `updateStatus` (no extra condition) and the caller's history insert as one statement: the update
 * a data-modifying CTE (`moved`), the insert selecting from it. The moved row is decoded as drizzle
 * decodes it (db/folded.ts); null when the row was not in `from` (or is missing).
 */
async function moveAndRecord<T extends StatusTable, S extends StatusValue>(
  tx: Tx,
  request: MoveRequest<T, string, string>,
  from: S,
  to: S,
  record: FoldedPart,
  announce: FoldedPart | undefined,
): Promise<T['$inferSelect'] | null> {
  const table: StatusTable = request.table
  const params = new FoldedParams()
  const set = setSql(table, { ...request.patch, status: to }, params)
  const where = `${quote(table.id.name)} = ${params.add(request.id)} and ${quote(table.status.name)} = ${params.add(from)}`
  // A plain CTE runs only when the statement reads it: the last column does, once per moved row.
  const announced = announce ? `, announced as (${announce(params)})` : ''
  const counted = announce ? ', (select count(*) from announced) as announced' : ''
  const text = `with moved as (update ${tableSql(table)} set ${set} where ${where} returning *), recorded as (${record(params)} returning 1)${announced} select (select to_json(moved) from moved) as row, (select count(*) from recorded) as recorded${counted}`
  const [result] = await runFolded<{ row: unknown }>(tx, text, params)
  return (rowFromJson(table, result?.row) as T['$inferSelect'] | undefined) ?? null
}

async function updateStatus<T extends StatusTable, S extends StatusValue>(
  x: Executor,
  request: MoveRequest<T, string, string>,
  from: readonly S[],
  to: S,
): Promise<T['$inferSelect'] | null> {
  const { id, patch, where } = request
  // Drizzle types a generic table's rows as an unresolved conditional, so the update runs on the
  // table's common shape and the row is typed back as the caller's table: the one cast here.
  const table: StatusTable = request.table
  if (where) {
    const [row] = await x
      .update(table)
      .set({ ...patch, status: to })
      .where(and(eq(table.id, id), inArray(table.status, [...from]), where))
      .returning()
    return (row as T['$inferSelect'] | undefined) ?? null
  }
  // the new status and the patch, the row's id, the statuses it may be in: rows of one shape
  const fromRow = Object.fromEntries(from.map((status, i) => [`from_${i}`, status]))
  const [row] = await moveStatement(table)(x, [{ ...patch, status: to }, { id }, fromRow])
  return (row as T['$inferSelect'] | undefined) ?? null
}

type MoveStatement = (x: Executor, rows: readonly Record<string, unknown>[]) => Promise<unknown[]>

/** Per table, its status update without extra conditions. */
const moveStatements = new WeakMap<StatusTable, MoveStatement>()

/**
 * The status update without extra conditions as a prepared statement, one per table and shape
 * (issue 17: every order payment moves one; drizzle built it on each call): the same SQL as above,
 * the values as placeholders (db/prepared.ts: the patched columns, which of them are null and how
 * many `from`s make the shape).
 */
function moveStatement(table: StatusTable): MoveStatement {
  let statement = moveStatements.get(table)
  if (!statement) {
    statement = preparedByShape(
      `transition_${getTableName(table)}`,
      (x, [set = {}, key = {}, from = {}], name) =>
        x
          .update(table)
          .set(set)
          .where(
            and(
              eq(table.id, key.id as Placeholder),
              inArray(table.status, Object.values(from) as Placeholder[]),
            ),
          )
          .returning()
          .prepare(name),
    )
    moveStatements.set(table, statement)
  }
  return statement
}
