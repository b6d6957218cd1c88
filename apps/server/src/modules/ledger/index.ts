import type { Executor, Tx } from '../../db/client'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { createLedgerRepository } from './ledger.repository'

/**
 * The double-entry ledger of product rules section 6. Every movement is a transfer whose legs sum
 * to zero; member wallets cannot go negative; platform accounts (the other side of every movement)
 * may. A transfer's idempotency key makes a retried posting a no-op.
 */
export const memberBalanceAccount = (memberId: string) => `member:${memberId}:balance`
export const PLATFORM_ACCOUNTS = {
  /** Money received from payment providers and not yet paid out. */
  providerClearing: 'platform:provider_clearing',
  /** What members paid for orders (revenue before settlement with shops). */
  orderReceipts: 'platform:order_receipts',
  /** Bonuses and promotional credit the platform funds. */
  promotions: 'platform:promotions',
} as const

export interface Leg {
  accountId: string
  amountFen: number
}

export interface Transfer {
  idempotencyKey: string
  causeType: 'order_payment' | 'order_refund' | 'recharge' | 'recharge_bonus' | 'seed'
  causeId: string
  description: string
  legs: Leg[]
}

const repo = createLedgerRepository()

export async function ensureMemberWallet(db: Executor, memberId: string): Promise<void> {
  await repo.ensureAccount(db, {
    id: memberBalanceAccount(memberId),
    memberId,
    kind: 'balance',
    allowNegative: false,
  })
}

/** Posts a balanced transfer inside the caller's transaction. Returns false if already posted. */
export async function postTransfer(tx: Tx, transfer: Transfer, now: Date): Promise<boolean> {
  const sum = transfer.legs.reduce((total, leg) => total + leg.amountFen, 0)
  if (sum !== 0 || transfer.legs.some((leg) => !Number.isSafeInteger(leg.amountFen))) {
    throw new Error(`unbalanced transfer ${transfer.idempotencyKey}: legs sum to ${sum}`)
  }
  const transferId = newId()
  const claimed = await repo.claimTransfer(tx, {
    id: transferId,
    idempotencyKey: transfer.idempotencyKey,
    causeType: transfer.causeType,
    causeId: transfer.causeId,
    createdAt: now,
  })
  if (!claimed) return false
  // Sorted order: two transfers touching the same accounts lock them in the same order (no deadlock).
  for (const leg of [...transfer.legs].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
    if (leg.accountId.startsWith('platform:')) {
      await repo.ensureAccount(tx, { id: leg.accountId, kind: 'platform', allowNegative: true })
    }
    if (!(await repo.move(tx, leg.accountId, leg.amountFen))) {
      const exists = (await repo.balance(tx, leg.accountId)) !== null
      throw exists ? new AppError('INSUFFICIENT_BALANCE') : new Error(`no ledger account ${leg.accountId}`)
    }
  }
  await repo.insertEntries(
    tx,
    transfer.legs.map((leg) => ({
      id: newId(),
      transferId,
      accountId: leg.accountId,
      amountFen: leg.amountFen,
      causeType: transfer.causeType,
      causeId: transfer.causeId,
      description: transfer.description,
      createdAt: now,
    })),
  )
  return true
}

export async function balanceOf(db: Executor, accountId: string): Promise<number> {
  return (await repo.balance(db, accountId)) ?? 0
}

export const ledgerAudit = {
  sumOfAllEntries: (db: Executor) => repo.sumOfAllEntries(db),
  sumOfEntries: (db: Executor, accountId: string) => repo.sumOfEntries(db, accountId),
}
