import type { RefundItem, RefundProcess } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import { scheduleJob } from '../../jobs/queue'
import { fail, isUniqueViolation } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { type ActorRef, withOwnOrderLock } from '../orders'
import { requireOwnedUploads } from '../uploads'
import { type AftersaleDeps, HOUR, SYSTEM } from './aftersale.deps'
import { merchantDeadlineJob } from './aftersale.jobs'
import { moveRequest } from './move-request'
import { amountOf, assertCanApply, refundState } from './refund-rules'
import { type ProcessDeps, processOf } from './refund-views'
import { submitRequest } from './submit-request'

type ApplyDeps = ProcessDeps & Pick<AftersaleDeps, 'settings' | 'orders' | 'payments'>

export interface RefundApplication {
  orderId: string
  items: RefundItem[]
  reason: number
  description: string
  images: string[]
  idempotencyKey: string
}

/**
 * A member asks for money back (product rules 4): within the refund window after payment, from
 * 2/3/4/5/12/6, one open request per order. The request is submitted (1) and handed to the
 * merchant (2) at once, with the merchant's answer deadline as a durable job; the order moves
 * to 7. The same idempotency key answers with the first request.
 */
export async function applyRefund(
  deps: ApplyDeps,
  memberId: string,
  input: RefundApplication,
  locale: Locale,
): Promise<RefundProcess> {
  const settings = await deps.settings.current()
  const { idempotencyKey, ...body } = input
  try {
    await withOwnOrderLock(deps.db, memberId, input.orderId, async (tx, order) =>
      idempotent(tx, `refund.apply:${memberId}`, idempotencyKey, body, async () => {
        const now = deps.clock.now()
        // Photos are the member's own uploads only, as for reviews (issue 10.4).
        await requireOwnedUploads(tx, memberId, input.images)
        const items = await deps.ordersRepo.items(tx, [order.id])
        const { state, open } = await refundState(deps, tx, order, items)
        assertCanApply(order, open, settings.refundWindowHours, now)
        const amount = amountOf(state, input.items)
        if (amount.totalFen === 0) fail('REFUND_NOTHING_LEFT')
        const merchantDeadlineAt = new Date(now.getTime() + settings.refundMerchantAnswerHours * HOUR)
        const member: ActorRef = { type: 'member', id: memberId }
        const submitted = await submitRequest(
          deps,
          tx,
          order,
          amount,
          {
            kind: 'member',
            reason: input.reason,
            description: input.description,
            images: input.images,
            merchantDeadlineAt,
          },
          member,
          now,
        )
        await moveRequest(deps, tx, submitted, { event: 'submit', actor: SYSTEM })
        await deps.orders.transition(tx, order, 'apply_refund', member)
        await scheduleJob(tx, merchantDeadlineJob, {
          dedupeKey: submitted.id,
          runAt: merchantDeadlineAt,
          payload: { refundId: submitted.id },
        })
        return { refundId: submitted.id }
      }),
    )
  } catch (error) {
    // Two first requests for one order at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) fail('REFUND_ALREADY_OPEN')
    throw error
  }
  return processOf(deps, memberId, input.orderId, locale)
}
