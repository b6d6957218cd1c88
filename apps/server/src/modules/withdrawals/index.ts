import { withdrawCalls } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { pageWindow } from '../../platform/paging'
import { applyWithdrawal } from './apply-withdrawal'
import { auditWithdrawal } from './decide-withdrawal'
import { withdrawalHeldCause, withdrawalPaidCause, withdrawalReturnedCause } from './withdrawals.causes'
import { toWithdrawal } from './withdrawals.mapper'
import { withdrawalsRepository as repo } from './withdrawals.repository'

/** Withdrawals of reward money (product rules 9, decision 0021): the member's calls and the platform's review. */
export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  causes: [withdrawalHeldCause, withdrawalPaidCause, withdrawalReturnedCause],
  register: registerWithdrawals,
})

function registerWithdrawals({ app, deps, services }: ModuleContext) {
  const { db, clock, http } = deps
  const applyDeps = {
    db,
    clock,
    checkPaymentPassword: (memberId: string, password: string) =>
      services.get('auth').checkPaymentPassword(memberId, password),
  }
  bindCall(app, http, withdrawCalls.withdrawApply, ({ input, actor }) =>
    applyWithdrawal(applyDeps, actor.memberId, input),
  )
  bindCall(app, http, withdrawCalls.withdrawList, async ({ input, actor }) => {
    const { rows, total } = await repo.pageOfMember(
      db,
      actor.memberId,
      pageWindow(input.pageNo, input.pageSize),
    )
    return { records: rows.map(toWithdrawal), total }
  })
  bindCall(app, http, withdrawCalls.withdrawDetail, async ({ input, actor }) => {
    const row = await repo.ownedBy(db, actor.memberId, input.id)
    if (!row) fail('WITHDRAWAL_NOT_FOUND')
    return toWithdrawal(row)
  })
  bindCall(app, http, withdrawCalls.adminWithdrawList, async ({ input }) => {
    const { rows, total } = await repo.pageByStatus(
      db,
      input.status ?? 'reviewing',
      pageWindow(input.pageNo, input.pageSize),
    )
    return { records: rows.map(toWithdrawal), total }
  })
  bindCall(app, http, withdrawCalls.adminWithdrawAudit, ({ input, actor }) =>
    auditWithdrawal({ db, clock }, actor, input),
  )
  return {}
}
