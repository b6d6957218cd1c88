import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, fen } from '../../db/columns'

/**
 * Double-entry ledger (product rules 6). Member wallets cache their balance, guarded inline: the
 * CHECK keeps them from going negative even under concurrent postings. House (platform) accounts
 * cache nothing (balance NULL): their balance is the sum of their entries, so no posting updates a
 * row shared by every member (decision 0032).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id'),
    kind: text('kind').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * Fen for money wallets, points for points wallets (a transfer never mixes the two units).
     * NULL for house accounts (kind 'platform'): read their balance as the sum of their entries.
     */
    balanceFen: fen('balance_fen').default(0),
  },
  (t) => [
    index('ledger_accounts_member_idx').on(t.memberId),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('balance','reward','points','points_pending','reward_pending','platform')`,
    ),
    check('ledger_accounts_nonnegative_check', sql`${t.allowNegative} or ${t.balanceFen} >= 0`),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    /** Insertion order: entries posted in one instant (a recharge and its bonus) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    transferId: text('transfer_id').notNull(),
    accountId: text('account_id').notNull(),
    amountFen: fen('amount_fen').notNull(),
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_account_seq_idx').on(t.accountId, t.seq),
    index('ledger_entries_cause_idx').on(t.causeId),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
)

/** One balanced movement; the idempotency key makes a retried posting a no-op. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  causeType: text('cause_type').notNull(),
  causeId: text('cause_id').notNull(),
  createdAt: createdAt(),
})
