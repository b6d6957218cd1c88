import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema'

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
    async ensureAccount(db: Executor, row: typeof ledgerAccounts.$inferInsert) {
      await db.insert(ledgerAccounts).values(row).onConflictDoNothing({ target: ledgerAccounts.id })
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
      return row ? row.balance : null
    },
    /** Invariant checks for tests and audits. */
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
