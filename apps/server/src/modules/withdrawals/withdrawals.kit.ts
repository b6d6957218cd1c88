/** Test support for withdrawals and invitations: reward money put in directly, the withdrawals' ledger sides. */

import { newId } from '../../platform/ids'
import type { TestApp } from '../../test/harness'
import { balanceOf, memberAccount, PLATFORM_ACCOUNTS, postTransfer, seedCause } from '../ledger'
import { WITHDRAWAL_ACCOUNTS } from './withdrawals.causes'

/** Credited reward money, as if invitees' orders had earned it (the loyalty flow is tested on its own). */
export async function giveReward(t: TestApp, memberId: string, fen: number) {
  await t.db.transaction((tx) =>
    postTransfer(
      tx,
      {
        idempotencyKey: `test-reward:${newId()}`,
        causeType: seedCause,
        causeId: memberId,
        description: 'test reward',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.rewards, amountFen: -fen },
          { accountId: memberAccount(memberId, 'reward'), amountFen: fen },
        ],
      },
      t.clock.now(),
    ),
  )
}

export const rewardOf = (t: TestApp, memberId: string) => balanceOf(t.db, memberAccount(memberId, 'reward'))
export const heldForWithdrawals = (t: TestApp) => balanceOf(t.db, WITHDRAWAL_ACCOUNTS.pending)
export const paidOut = (t: TestApp) => balanceOf(t.db, WITHDRAWAL_ACCOUNTS.paidOut)
