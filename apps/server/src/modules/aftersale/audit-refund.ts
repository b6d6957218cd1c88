import type { ConsoleRefund, StaffRefundAction } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import { type StaffActor, staffActorRef } from '../../platform/actor'
import { AppError } from '../../platform/errors'
import { audit } from '../audit'
import type { AftersaleDeps } from './aftersale.deps'
import { merchantAudit } from './merchant-audit'
import { platformAudit } from './platform-audit'
import { visibleRequest, withRequestOrderLock } from './refund-access'
import { type ConsoleViewDeps, consoleView } from './refund-views'
import { type SettleDeps, sendPaymentRefunds } from './settle-refund'

/**
 * A staff answer: a merchant approves or rejects a request waiting for it; the platform
 * approves an escalated or merchant-rejected request, or rejects an escalated one. A rejection
 * needs a reason (shown to the member). Two staff answering at once: one wins, one gets 409.
 */
export async function auditRefund(
  deps: SettleDeps & ConsoleViewDeps & Pick<AftersaleDeps, 'settings' | 'log'>,
  staff: StaffActor,
  input: { refundId: string; decision: StaffRefundAction; reason: string },
  locale: Locale,
): Promise<ConsoleRefund> {
  if (input.decision === 'reject' && !input.reason)
    throw new AppError('VALIDATION_FAILED', { fields: 'reason' }, { reason: 'required' })
  const settings = await deps.settings.current()
  const actor = staffActorRef(staff)
  const decision = { approve: input.decision === 'approve', reason: input.reason, actor }
  const refundIds = await withRequestOrderLock(deps, input.refundId, async (tx, order) => {
    const request = await visibleRequest(deps, tx, staff, input.refundId)
    const refunds = await (actor.type === 'merchant'
      ? merchantAudit(deps, tx, request, order, {
          ...decision,
          escalationHours: settings.refundEscalationHours,
        })
      : platformAudit(deps, tx, request, order, decision))
    // a refund decision moves money (or refuses to): the audit row commits with it
    const after = await visibleRequest(deps, tx, staff, input.refundId)
    await audit.record(tx, {
      actor: staff,
      action: `refund.${actor.type}_${input.decision}`,
      subject: `refund:${request.id}`,
      before: { orderId: request.orderId, status: request.status, amountFen: request.amountFen },
      after: { status: after.status, reason: input.reason || null },
      at: deps.clock.now(),
    })
    return refunds
  })
  await sendPaymentRefunds(deps, refundIds)
  return (await consoleView(deps, staff, input.refundId, locale)).view
}
