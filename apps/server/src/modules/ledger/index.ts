import type { Executor, Tx } from '../../db/client'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { createLedgerRepository, type LeadingPart } from './ledger.repository'

/**
 * The double-entry ledger of product rules section 6. Every movement is a transfer whose legs sum
 * to zero; member wallets cannot go negative; platform accounts (the other side of every movement)
 * may. A transfer's idempotency key makes a retried posting a no-op.
 *
 * Only member wallets are guarded inline (a cached balance, moved under its row lock). House
 * accounts are never updated by a posting: their balance is the sum of their entries (decision
 * 0032), so payments of unrelated members never wait on one shared row.
 */
/** A member's wallets (product rules 6); points wallets count points, the others fen. */
export const WALLET_KINDS = ['balance', 'reward', 'points', 'points_pending', 'reward_pending'] as const
export type WalletKind = (typeof WALLET_KINDS)[number]
const POINTS_KINDS: readonly string[] = ['points', 'points_pending']

export const memberAccount = (memberId: string, kind: WalletKind) => `member:${memberId}:${kind}`
export const memberBalanceAccount = (memberId: string) => memberAccount(memberId, 'balance')

export const PLATFORM_ACCOUNTS = {
  /** Money received from payment providers and not yet paid out. */
  providerClearing: 'platform:provider_clearing',
  /** What members paid for orders (revenue before settlement with shops). */
  orderReceipts: 'platform:order_receipts',
  /** Bonuses and promotional credit the platform funds. */
  promotions: 'platform:promotions',
  /** Money members hold as balance came in through here (recharges). */
  recharges: 'platform:recharges',
  /** Points the platform has issued (in points, never mixed with money). */
  pointsIssued: 'platform:points_issued',
  /** Invitation rewards the platform owes (in fen). */
  rewards: 'platform:rewards',
} as const

const PLATFORM_POINTS_ACCOUNTS: readonly string[] = [PLATFORM_ACCOUNTS.pointsIssued]
const isPlatformAccount = (accountId: string) => accountId.startsWith('platform:')

/** Points and fen never meet in one transfer: each side balances in its own unit. */
export function accountUnit(accountId: string): 'points' | 'fen' {
  if (PLATFORM_POINTS_ACCOUNTS.includes(accountId)) return 'points'
  const kind = accountId.startsWith('member:') ? accountId.slice(accountId.lastIndexOf(':') + 1) : ''
  return POINTS_KINDS.includes(kind) ? 'points' : 'fen'
}

interface Leg {
  accountId: string
  amountFen: number
}

declare const causeBrand: unique symbol

/**
 * What a transfer is for (ledger_entries.cause_type), declared by the module whose movements it
 * names (`defineCause('order_payment')`) and listed in that module's manifest: a transfer takes
 * only a declared cause, never a bare string.
 */
export type Cause = string & { readonly [causeBrand]: true }

export function defineCause(type: string): Cause {
  return type as Cause
}

/** Money put in from outside the product's flows (seed scripts, the benchmark's funds). */
export const seedCause = defineCause('seed')

export interface Transfer {
  idempotencyKey: string
  causeType: Cause
  causeId: string
  description: string
  legs: Leg[]
}

const repo = createLedgerRepository()

/** Creates the member's wallets (all five, never negative); safe to call again. */
export async function ensureMemberWallet(db: Executor, memberId: string): Promise<void> {
  await repo.ensureAccounts(
    db,
    WALLET_KINDS.map((kind) => ({ id: memberAccount(memberId, kind), memberId, kind, allowNegative: false })),
  )
}

/** Posts a balanced transfer inside the caller's transaction. Returns false if already posted. */
export async function postTransfer(tx: Tx, transfer: Transfer, now: Date): Promise<boolean> {
  return (await post(tx, transfer, now)).posted
}

/**
 * `postTransfer` with a statement of the caller's folded in front of it (`LeadingPart`): one round
 * trip instead of two for the usual posting (issue 17: a payment's row, an order's award). With
 * `gate`, nothing is posted when the leading part gave no row. `led`: the leading part's rows.
 */
export async function postTransferAfter(
  tx: Tx,
  lead: LeadingPart,
  transfer: Transfer,
  now: Date,
): Promise<{ led: number; posted: boolean }> {
  return post(tx, transfer, now, lead)
}

async function post(
  tx: Tx,
  transfer: Transfer,
  now: Date,
  lead?: LeadingPart,
): Promise<{ led: number; posted: boolean }> {
  const sum = transfer.legs.reduce((total, leg) => total + leg.amountFen, 0)
  if (sum !== 0 || transfer.legs.some((leg) => !Number.isSafeInteger(leg.amountFen))) {
    throw new Error(`unbalanced transfer ${transfer.idempotencyKey}: legs sum to ${sum}`)
  }
  if (new Set(transfer.legs.map((leg) => accountUnit(leg.accountId))).size > 1) {
    throw new Error(`transfer ${transfer.idempotencyKey} mixes points and fen`)
  }
  const transferId = newId()
  const claim = {
    id: transferId,
    idempotencyKey: transfer.idempotencyKey,
    causeType: transfer.causeType,
    causeId: transfer.causeId,
    createdAt: now,
  }
  const entries = transfer.legs.map((leg) => ({
    id: newId(),
    transferId,
    accountId: leg.accountId,
    amountFen: leg.amountFen,
    causeType: transfer.causeType,
    causeId: transfer.causeId,
    description: transfer.description,
    createdAt: now,
  }))
  // House legs only get their entry: nothing to lock, nothing to wait for (decision 0032). A house
  // account (any module may name one: `platform:coupon_sales`) is opened on its first posting.
  const walletLegs = transfer.legs.filter((leg) => !isPlatformAccount(leg.accountId))
  const houses = [...new Set(transfer.legs.map((leg) => leg.accountId).filter(isPlatformAccount))]
  const [only] = walletLegs
  if (only && walletLegs.length === 1) {
    // The usual posting (a payment, a recharge, points): one wallet and the house, in one statement.
    const { outcome, led } = await repo.claimMoveAndRecord(tx, claim, houses, only, entries, lead)
    if (outcome === 'replayed') return { led, posted: false }
    if (outcome === 'posted') return { led, posted: true }
    // Claimed, but the wallet did not move: too little in it, or not opened yet.
    await moveWallet(tx, only)
    await repo.insertEntries(tx, entries)
    return { led, posted: true }
  }
  // Several wallets (or none): the leading part on its own first, then the posting as it always was.
  const led = lead ? await repo.runLead(tx, lead) : 0
  if (lead?.gate && led === 0) return { led, posted: false }
  if (!(await repo.claimTransfer(tx, claim))) return { led, posted: false }
  if (houses.length > 0) await repo.ensureAccounts(tx, houses.map(houseAccount))
  // Sorted order: two transfers touching the same wallets lock them in the same order (no deadlock).
  for (const leg of walletLegs.sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) await moveWallet(tx, leg)
  await repo.insertEntries(tx, entries)
  return { led, posted: true }
}

/** A house account's row: no member, may go negative, caches no balance (decision 0032). */
const houseAccount = (id: string) => ({ id, kind: 'platform', allowNegative: true, balanceFen: null })

/** Moves one wallet (guarded: never below zero); a wallet added after sign-up is opened on first use. */
async function moveWallet(tx: Tx, leg: Leg): Promise<void> {
  if (await repo.move(tx, leg.accountId, leg.amountFen)) return
  const exists = (await repo.balance(tx, leg.accountId)) !== null
  if (exists) throw new AppError('INSUFFICIENT_BALANCE')
  const memberId = leg.accountId.startsWith('member:') ? leg.accountId.split(':')[1] : undefined
  if (!memberId) throw new Error(`no ledger account ${leg.accountId}`)
  await ensureMemberWallet(tx, memberId)
  if (!(await repo.move(tx, leg.accountId, leg.amountFen))) throw new AppError('INSUFFICIENT_BALANCE')
}

/** A wallet's cached balance; a house account's sum of entries (it caches none, decision 0032). */
export async function balanceOf(db: Executor, accountId: string): Promise<number> {
  if (isPlatformAccount(accountId)) return repo.sumOfEntries(db, accountId)
  return (await repo.balance(db, accountId)) ?? 0
}

export const ledgerAudit = {
  sumOfAllEntries: (db: Executor) => repo.sumOfAllEntries(db),
  sumOfEntries: (db: Executor, accountId: string) => repo.sumOfEntries(db, accountId),
}

export type { EntryWithBalance, LeadingPart } from './ledger.repository'

/** Reads of a member's own wallets (balance details, bill detail, summary). */
export const memberWalletEntries = {
  page: (db: Executor, accountId: string, window: { limit: number | null; offset: number }) =>
    repo.entriesWithBalance(db, accountId, window),
  /** One entry, only if it is in one of this member's wallets. */
  one: (db: Executor, memberId: string, entryId: string) =>
    repo.entryWithBalance(
      db,
      entryId,
      WALLET_KINDS.map((kind) => memberAccount(memberId, kind)),
    ),
  /** The member's entries of the same cause (a recharge and its bonus, a payment and its points). */
  sameCause: (db: Executor, memberId: string, entry: { causeId: string }) =>
    repo.entriesOfCause(
      db,
      entry.causeId,
      WALLET_KINDS.map((kind) => memberAccount(memberId, kind)),
    ),
  async balances(db: Executor, memberId: string): Promise<Record<WalletKind, number>> {
    const ids = WALLET_KINDS.map((kind) => memberAccount(memberId, kind))
    const found = await repo.balances(db, ids)
    return Object.fromEntries(
      WALLET_KINDS.map((kind) => [kind, found.get(memberAccount(memberId, kind)) ?? 0]),
    ) as Record<WalletKind, number>
  },
}
