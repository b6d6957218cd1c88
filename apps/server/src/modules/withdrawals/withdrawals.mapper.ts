import type { Withdrawal } from '@siam/contracts'
import type { WithdrawalRow } from './withdrawals.repository'

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    withdrawalNo: row.withdrawalNo,
    memberId: row.memberId,
    amountFen: row.amountFen,
    channel: row.channel,
    account: row.account,
    realName: row.realName,
    status: row.status,
    payoutReference: row.payoutReference,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
