import type { Withdrawal } from '@siam/contracts'
import { formatOrderNumber, WITHDRAWAL_AUTO_APPROVE_FEN, WITHDRAWAL_MIN_FEN } from '@siam/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { memberById } from '../auth'
import { balanceOf, memberAccount, postTransfer } from '../ledger'
import { orderQueries } from '../orders'
import { approveWithdrawal } from './decide-withdrawal'
import { WITHDRAWAL_ACCOUNTS, withdrawalHeldCause } from './withdrawals.causes'
import { toWithdrawal } from './withdrawals.mapper'
import { withdrawalsRepository as repo } from './withdrawals.repository'

export interface ApplyInput {
  amountFen: number
  channel: Withdrawal['channel']
  account: string
  paymentPassword: string
  idempotencyKey: string
}

export interface ApplyDeps {
  db: Db
  clock: Clock
  /** auth's payment password check (counts failures, locks after 5): before the transaction. */
  checkPaymentPassword: (memberId: string, password: string) => Promise<void>
}

/**
 * A withdrawal of credited reward money (product rules 9): at least 10 yuan, a real name on file and
 * the payment password. One transaction holds the money (reward -> withdrawals pending: the reward
 * wallet's guarded update refuses to go below zero, so concurrent requests never overdraw) and, up
 * to 100 yuan, approves it at once. Same key and body answer the first withdrawal.
 */
export async function applyWithdrawal(
  deps: ApplyDeps,
  memberId: string,
  input: ApplyInput,
): Promise<Withdrawal> {
  const { db, clock } = deps
  if (input.amountFen < WITHDRAWAL_MIN_FEN) fail('WITHDRAWAL_BELOW_MINIMUM')
  const member = await memberById(db, memberId)
  if (!member) fail('MEMBER_NOT_FOUND')
  const realName = member.realName?.trim()
  if (!realName) fail('WITHDRAWAL_REAL_NAME_REQUIRED')
  await deps.checkPaymentPassword(memberId, input.paymentPassword)
  const reward = memberAccount(memberId, 'reward')

  const { paymentPassword: _secret, ...body } = input
  let id: string
  try {
    id = await db.transaction(async (tx) => {
      const { result } = await idempotent(
        tx,
        `withdraw.apply:${memberId}`,
        input.idempotencyKey,
        body,
        async () => {
          // Checked here, after the key: a replay of a request that went through answers its
          // withdrawal, not "over the reward" because of the money that request took.
          if ((await balanceOf(tx, reward)) < input.amountFen) fail('WITHDRAWAL_OVER_REWARD')
          const now = clock.now()
          const row = await repo.insert(tx, {
            id: newId(),
            withdrawalNo: `W${formatOrderNumber(now, await orderQueries.nextSequence(tx))}`,
            memberId,
            amountFen: input.amountFen,
            channel: input.channel,
            account: input.account,
            realName,
            status: 'reviewing',
            createdAt: now,
          })
          await postTransfer(
            tx,
            {
              idempotencyKey: `withdrawal_held:${row.id}`,
              causeType: withdrawalHeldCause,
              causeId: row.id,
              description: `withdrawal ${row.withdrawalNo}`,
              legs: [
                { accountId: reward, amountFen: -row.amountFen },
                { accountId: WITHDRAWAL_ACCOUNTS.pending, amountFen: row.amountFen },
              ],
            },
            now,
          )
          if (row.amountFen <= WITHDRAWAL_AUTO_APPROVE_FEN) {
            await approveWithdrawal(
              tx,
              row,
              { actor: 'system', staffId: null, payoutReference: `AUTO-${row.withdrawalNo}` },
              now,
            )
          }
          return { withdrawalId: row.id }
        },
      )
      return result.withdrawalId
    })
  } catch (error) {
    // Another request took the reward meanwhile: the guarded update refused, nothing was written.
    if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE') fail('WITHDRAWAL_OVER_REWARD')
    throw error
  }
  const row = await repo.byId(db, id)
  if (!row) fail('WITHDRAWAL_NOT_FOUND')
  return toWithdrawal(row)
}
