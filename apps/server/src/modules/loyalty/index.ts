/**
 * Loyalty: points earned by paid orders, the inviter's reward on an invitee's
 * orders (product rules 7, 8, 9), and how refunds and cancellations give them back (4.3, decision 0010).
 *
 * The after-sale module and the order flows call these hooks inside the transaction that records the
 * decision, so what loyalty writes commits or rolls back with it.
 *
 * How to get one: modules use the app's instance, `services.get('loyalty')` (this module builds it
 * with the app's clock). `createLoyalty({ clock })` builds another (services wired by hand in tests);
 * without arguments it runs on the system clock.
 *
 * Who calls what: `orders.transition` calls `followOrderStatus` after every status change, which
 * covers payment (1 -> 2), unpaid cancel and expiry (-> 10), full refunds (-> 11 quick cancel,
 * merchant rejection, all lines out of stock; -> 8) and completion (-> 6, or -> 9 for an order that
 * never completed). The after-sale flow calls `orderRefunded` for each partial refund decision.
 * Every hook is idempotent: a whole-order refund reported twice reverses and returns nothing twice.
 */
import { handleJob } from '../../jobs/queue'
import { type Clock, systemClock } from '../../platform/clock'
import { defineModule, type ModuleContext } from '../../platform/module'
import { awardsRepository } from './awards.repository'
import { loyaltyCauses } from './loyalty.causes'
import { loyaltyCreditJob } from './loyalty.jobs'
import { createLoyaltyService, type LoyaltyService } from './loyalty.service'

/** The inviter's view of what invitees' orders earned (invites module, issue 13). */
export const inviteRewardQueries = {
  byInvitee: awardsRepository.rewardsByInvitee,
  pending: awardsRepository.pendingRewards,
  ticketBasis: awardsRepository.ticketBasis,
}

export { followOrderStatus } from './follow-order-status'
export type { Loyalty } from './loyalty.service'
/** The points pages' reads (issue 12): what each order earned, reversed and when it is credited. */
export { pointsQueries } from './points-queries'

/** The hooks plus the credit job's handler (`creditOrder`). */
function createLoyalty(deps: { clock: Clock } = { clock: systemClock }): LoyaltyService {
  return createLoyaltyService(deps)
}

declare module '../../platform/module' {
  interface ModuleServices {
    /** The hooks order and refund flows call inside their transactions. */
    loyalty: LoyaltyService
  }
}

/** The loyalty hooks, and the job that credits what completed orders earned. */
export const loyaltyModule = defineModule({
  name: 'loyalty',
  causes: Object.values(loyaltyCauses),
  register: registerLoyalty,
})

function registerLoyalty({ deps }: ModuleContext) {
  const loyalty = createLoyalty({ clock: deps.clock })
  return {
    services: { loyalty },
    jobs: [
      handleJob(loyaltyCreditJob, async ({ orderId }) => {
        await loyalty.creditOrder(deps.db, orderId)
      }),
    ],
  }
}
