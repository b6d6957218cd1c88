import { withdrawalMachine } from '@siam/domain'
import type { Db, Tx } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { tryTransition } from '../../platform/transition'
import { audit } from '../audit'
import { memberAccount, postTransfer } from '../ledger'
import { WITHDRAWAL_ACCOUNTS, withdrawalPaidCause, withdrawalReturnedCause } from './withdrawals.causes'
import { toWithdrawal } from './withdrawals.mapper'
import { withdrawalsRepository as repo, type WithdrawalRow } from './withdrawals.repository'
import { withdrawals } from './withdrawals.tables'

interface Decider {
  actor: 'system' | 'platform'
  staffId: string | null
}

/**
 * reviewing -> approved and the held money out to the payout account, in the caller's transaction.
 * The status-guarded update decides: of two approvals (or an approval and a rejection) one wins.
 */
export async function approveWithdrawal(
  tx: Tx,
  row: WithdrawalRow,
  by: Decider & { payoutReference: string },
  now: Date,
): Promise<WithdrawalRow | null> {
  const moved = await tryTransition(tx, {
    machine: withdrawalMachine,
    table: withdrawals,
    id: row.id,
    event: 'approve',
    actor: by.actor,
    from: 'reviewing',
    patch: { payoutReference: by.payoutReference, decidedBy: by.staffId, decidedAt: now },
  })
  if (!moved) return null
  await postTransfer(
    tx,
    {
      idempotencyKey: `withdrawal_paid:${row.id}`,
      causeType: withdrawalPaidCause,
      causeId: row.id,
      description: `withdrawal ${row.withdrawalNo} paid (${by.payoutReference})`,
      legs: [
        { accountId: WITHDRAWAL_ACCOUNTS.pending, amountFen: -row.amountFen },
        { accountId: WITHDRAWAL_ACCOUNTS.paidOut, amountFen: row.amountFen },
      ],
    },
    now,
  )
  return moved
}

/** reviewing -> rejected and the held money back to the reward wallet: exactly once (status guard + transfer key). */
async function rejectWithdrawal(tx: Tx, row: WithdrawalRow, by: Decider & { reason: string }, now: Date) {
  const moved = await tryTransition(tx, {
    machine: withdrawalMachine,
    table: withdrawals,
    id: row.id,
    event: 'reject',
    actor: by.actor,
    from: 'reviewing',
    patch: { rejectReason: by.reason, decidedBy: by.staffId, decidedAt: now },
  })
  if (!moved) return null
  await postTransfer(
    tx,
    {
      idempotencyKey: `withdrawal_returned:${row.id}`,
      causeType: withdrawalReturnedCause,
      causeId: row.id,
      description: `withdrawal ${row.withdrawalNo} refused`,
      legs: [
        { accountId: WITHDRAWAL_ACCOUNTS.pending, amountFen: -row.amountFen },
        { accountId: memberAccount(row.memberId, 'reward'), amountFen: row.amountFen },
      ],
    },
    now,
  )
  return moved
}

export type AuditInput =
  | { id: string; decision: 'approve'; payoutReference: string }
  | { id: string; decision: 'reject'; reason: string }

/** The platform's decision on a reviewed withdrawal; a decided one is WITHDRAWAL_STATUS_CONFLICT. */
export async function auditWithdrawal(deps: { db: Db; clock: Clock }, staff: StaffActor, input: AuditInput) {
  const row = await repo.byId(deps.db, input.id)
  if (!row) fail('WITHDRAWAL_NOT_FOUND')
  const decided = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const by = { actor: 'platform' as const, staffId: staff.staffId }
    const moved =
      input.decision === 'approve'
        ? await approveWithdrawal(tx, row, { ...by, payoutReference: input.payoutReference }, now)
        : await rejectWithdrawal(tx, row, { ...by, reason: input.reason }, now)
    // money leaves (or returns to the member): the audit row commits with the transfer
    if (moved) {
      await audit.record(tx, {
        actor: staff,
        action: `withdrawal.${input.decision}`,
        subject: `withdrawal:${row.id}`,
        before: { status: row.status, amountFen: row.amountFen, memberId: row.memberId },
        after: {
          status: moved.status,
          ...(input.decision === 'approve'
            ? { payoutReference: input.payoutReference }
            : { reason: input.reason }),
        },
        at: now,
      })
    }
    return moved
  })
  if (!decided) fail('WITHDRAWAL_STATUS_CONFLICT')
  return toWithdrawal(decided)
}
