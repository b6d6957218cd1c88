import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { FoldedParams, type FoldedPart, runFolded } from '../../db/folded'
import { runNamed } from '../../db/prepared'
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.tables'

export interface EntryWithBalance {
  id: string
  accountId: string
  transferId: string
  amount: number
  causeType: string
  causeId: string
  createdAt: Date
  balanceAfter: number
}

interface RawEntry extends Record<string, unknown> {
  id: string
  account_id: string
  transfer_id: string
  amount_fen: string | number
  cause_type: string
  cause_id: string
  created_at: string | Date
  balance_after: string | number
}

/**
 * The entries of some accounts, each with its account's balance right after it: a running sum in
 * insertion order (seq), computed before any filter or paging so every row shows a true balance.
 * Callers append `where` / `order by` / `limit` to the derived table.
 */
function runningEntries(accountIds: string[]) {
  return sql`
    select id, seq, account_id, transfer_id, amount_fen, cause_type, cause_id, created_at, balance_after
    from (
      select e.*, sum(e.amount_fen) over (partition by e.account_id order by e.seq) as balance_after
      from ${ledgerEntries} e where e.account_id in (${sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) running`
}

function toEntry(row: RawEntry): EntryWithBalance {
  return {
    id: row.id,
    accountId: row.account_id,
    transferId: row.transfer_id,
    amount: Number(row.amount_fen),
    causeType: row.cause_type,
    causeId: row.cause_id,
    createdAt: new Date(row.created_at),
    balanceAfter: Number(row.balance_after),
  }
}

/**
 * A statement folded in front of a posting (db/folded.ts), written by the module that owns its
 * table (a payment's row, an order's award): it runs as the CTE `lead` and must return its rows
 * (`returning`); with `gate` the transfer is claimed only when `lead` gave a row (an award recorded
 * before posts nothing again).
 */
export interface LeadingPart {
  sql: FoldedPart
  gate: boolean
}

/** The transfer row a posting claims (its idempotency key). */
type TransferClaim = {
  id: string
  idempotencyKey: string
  causeType: string
  causeId: string
  createdAt: Date
}
/** An entry row as a posting records it. */
type EntryRow = typeof ledgerEntries.$inferInsert & { createdAt: Date }

/**
 * The text of `claimMoveAndRecord` for so many house accounts and entries, and its values: every
 * value a parameter, so the text depends only on the shape (the houses, the entries, the leading
 * part's text) and runs as a named prepared statement (every balance payment and points posting
 * sends it; issue 17).
 */
function claimMoveAndRecordSql(
  params: FoldedParams,
  claim: TransferClaim,
  houses: string[],
  wallet: { accountId: string; amountFen: number },
  entries: EntryRow[],
  lead?: LeadingPart,
): string {
  const p = (value: unknown) => params.add(value)
  const led = lead ? `lead as (${lead.sql(params)}),` : ''
  const opened =
    houses.length === 0
      ? ''
      : `opened as (
          insert into ledger_accounts (id, member_id, kind, allow_negative, balance_fen)
          values ${houses.map((id) => `(${p(id)}, null, 'platform', true, null)`).join(', ')}
          on conflict (id) do nothing),`
  const claimRow = `(${p(claim.id)}, ${p(claim.idempotencyKey)}, ${p(claim.causeType)}, ${p(claim.causeId)}, ${p(claim.createdAt.toISOString())}::timestamptz)`
  const claimed = lead?.gate
    ? `select * from (values ${claimRow}) v where exists (select 1 from lead)`
    : `values ${claimRow}`
  const walletId = p(wallet.accountId)
  const amount = `${p(wallet.amountFen)}::bigint`
  const rows = entries
    .map(
      (e) =>
        `(${p(e.id)}, ${p(e.transferId)}, ${p(e.accountId)}, ${p(e.amountFen)}::bigint, ${p(e.causeType)}, ${p(e.causeId)}, ${p(e.description)}, ${p(e.createdAt.toISOString())}::timestamptz)`,
    )
    .join(', ')
  return `with ${led} ${opened} claim as (
      insert into ledger_transfers (id, idempotency_key, cause_type, cause_id, created_at)
      ${claimed}
      on conflict (idempotency_key) do nothing
      returning id),
    moved as (
      update ledger_accounts set balance_fen = balance_fen + ${amount}
      where id = ${walletId} and exists (select 1 from claim)
        and (allow_negative or balance_fen + ${amount} >= 0)
      returning id),
    recorded as (
      insert into ledger_entries
        (id, transfer_id, account_id, amount_fen, cause_type, cause_id, description, created_at)
      select * from (values ${rows}) v where exists (select 1 from moved)
      returning id)
    select ${lead ? '(select count(*) from lead)::int' : '1'} as led,
      (select count(*) from claim)::int as claimed, (select count(*) from moved)::int as moved`
}

export function createLedgerRepository() {
  return {
    /** Claims the transfer's idempotency key; false when it was posted before. */
    async claimTransfer(db: Executor, row: typeof ledgerTransfers.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(ledgerTransfers)
        .values(row)
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id })
      return inserted.length > 0
    },
    /**
     * One statement for a transfer with a single wallet leg: runs the leading part if there is one,
     * claims the idempotency key (with a gate: only if the leading part gave a row), opens the house
     * accounts it names if they are new (rows that no posting updates, so this never waits), moves
     * the wallet (guarded like `move`) only if the key was new, and records the entries only if the
     * wallet moved. 'not_moved': the key is claimed but the wallet was short or does not exist yet
     * (the caller decides, then records the entries itself). `led`: the leading part's rows.
     */
    async claimMoveAndRecord(
      db: Executor,
      claim: TransferClaim,
      houses: string[],
      wallet: { accountId: string; amountFen: number },
      entries: EntryRow[],
      lead?: LeadingPart,
    ): Promise<{ outcome: 'posted' | 'replayed' | 'not_moved'; led: number }> {
      const params = new FoldedParams()
      const text = claimMoveAndRecordSql(params, claim, houses, wallet, entries, lead)
      // Without a leading part the shape is the houses and entries: named without hashing the text.
      const [row] = lead
        ? await runFolded<{ led: number; claimed: number; moved: number }>(db, text, params)
        : await runNamed<{ led: number; claimed: number; moved: number }>(
            db,
            `ledger_claim_move_record_${houses.length}_${entries.length}`,
            text,
            params.values,
          )
      const led = Number(row?.led ?? 0)
      if (!row || Number(row.claimed) === 0) return { outcome: 'replayed', led }
      return { outcome: Number(row.moved) === 1 ? 'posted' : 'not_moved', led }
    },
    /** A leading part on its own (a posting that is not one statement: several wallets); its rows. */
    async runLead(db: Executor, lead: LeadingPart): Promise<number> {
      const params = new FoldedParams()
      const text = `with lead as (${lead.sql(params)}) select count(*)::int as led from lead`
      const [row] = await runFolded<{ led: number }>(db, text, params)
      return Number(row?.led ?? 0)
    },
    /** Opens the accounts that do not exist yet, in one statement. */
    async ensureAccounts(db: Executor, rows: (typeof ledgerAccounts.$inferInsert)[]) {
      await db.insert(ledgerAccounts).values(rows).onConflictDoNothing({ target: ledgerAccounts.id })
    },
    /**
     * Moves an account by `amountFen` unless that would take a non-negative account below zero.
     * The row lock serialises concurrent postings and the WHERE is re-checked on the locked row,
     * so two payments racing for the last yuan cannot both pass.
     */
    async move(db: Executor, accountId: string, amountFen: number): Promise<boolean> {
      const updated = await db
        .update(ledgerAccounts)
        .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${amountFen}` })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balanceFen} + ${amountFen} >= 0)`,
          ),
        )
        .returning({ id: ledgerAccounts.id })
      return updated.length > 0
    },
    async insertEntries(db: Executor, rows: (typeof ledgerEntries.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(ledgerEntries).values(rows)
    },
    async balance(db: Executor, accountId: string): Promise<number | null> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId))
      return row ? (row.balance ?? 0) : null
    },
    /**
     * One wallet's entries, newest first, each with the wallet's balance right after it (running
     * sum in entry order, computed before paging so every page shows true balances).
     */
    async entriesWithBalance(
      db: Executor,
      accountId: string,
      window: { limit: number | null; offset: number },
    ): Promise<{ rows: EntryWithBalance[]; total: number }> {
      const limit = window.limit === null ? sql`all` : sql`${window.limit}`
      const result = await db.execute<RawEntry>(
        sql`${runningEntries([accountId])} order by seq desc limit ${limit} offset ${window.offset}`,
      )
      const [count] = await db
        .select({ n: sql<string>`count(*)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
      return { rows: result.rows.map(toEntry), total: Number(count?.n ?? 0) }
    },
    /** One entry with its balance-after, only if it belongs to one of the given accounts. */
    async entryWithBalance(db: Executor, id: string, accountIds: string[]): Promise<EntryWithBalance | null> {
      const result = await db.execute<RawEntry>(sql`${runningEntries(accountIds)} where id = ${id}`)
      const row = result.rows[0]
      return row ? toEntry(row) : null
    },
    /** Entries of one cause in the given accounts (a recharge and its bonus), each with its balance-after. */
    async entriesOfCause(db: Executor, causeId: string, accountIds: string[]): Promise<EntryWithBalance[]> {
      const result = await db.execute<RawEntry>(
        sql`${runningEntries(accountIds)} where cause_id = ${causeId} order by seq`,
      )
      return result.rows.map(toEntry)
    },
    async balances(db: Executor, accountIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, accountIds))
      return new Map(rows.map((r) => [r.id, r.balance ?? 0]))
    },
    /** Invariant checks for tests and audits; a house account's balance (decision 0032). */
    async sumOfAllEntries(db: Executor): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
        .from(ledgerEntries)
      return Number(row?.total ?? 0)
    },
    async sumOfEntries(db: Executor, accountId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
      return Number(row?.total ?? 0)
    },
  }
}
