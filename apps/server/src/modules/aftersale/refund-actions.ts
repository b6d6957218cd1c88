import type { MemberRefundAction, StaffRefundAction } from '@siam/contracts'
import { allowedRefundEvents } from '@siam/domain'
import { type StaffActor, staffActorRef } from '../../platform/actor'
import type { RefundRequestRow } from './aftersale.repository'

/** The buttons a member sees on a request: what the refund machine allows them, within its window. */
export function memberActions(request: RefundRequestRow, now: Date): MemberRefundAction[] {
  if (request.kind !== 'member') return []
  const events = allowedRefundEvents(request.status, 'member')
  const actions: MemberRefundAction[] = []
  if (events.includes('escalate') && request.escalateDeadlineAt && now < request.escalateDeadlineAt)
    actions.push('escalate')
  if (events.includes('withdraw')) actions.push('withdraw')
  return actions
}

/** The answers a staff member may give a request now (merchant or platform, as the machine says). */
export function staffActions(request: RefundRequestRow, staff: StaffActor): StaffRefundAction[] {
  if (request.kind !== 'member') return []
  const events = allowedRefundEvents(request.status, staffActorRef(staff).type)
  const actions: StaffRefundAction[] = []
  if (events.includes('merchant_approve') || events.includes('platform_approve')) actions.push('approve')
  if (events.includes('merchant_reject') || events.includes('platform_reject')) actions.push('reject')
  return actions
}
