import { reviewCalls, reviewConsoleCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createReviewsRepository } from './reviews.repository'
import { createReviewsService } from './reviews.service'

export { reviewedOrderIds } from './reviews.repository'
export { maskName } from './reviews.service'

/**
 * Reviews (product rules 4.5): members review completed orders once, within the review window,
 * with their own photos; anyone reads a shop's reviews; merchants (and the platform) reply.
 */
export const reviewsModule = defineModule({ name: 'reviews', register: registerReviews })

function registerReviews({ app, deps }: ModuleContext) {
  const service = createReviewsService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    repo: createReviewsRepository(),
  })
  const { http } = deps
  bindCall(app, http, reviewCalls.insert, ({ input, actor }) => service.insert(actor.memberId, input))
  bindCall(app, http, reviewCalls.state, ({ input, actor, locale }) =>
    service.state(actor.memberId, input.orderId, locale),
  )
  bindCall(app, http, reviewCalls.list, ({ input }) =>
    service.list(input.shopId, input.pageNo, input.pageSize),
  )
  bindCall(app, http, reviewConsoleCalls.list, ({ input, actor, locale }) =>
    service.consoleList(actor, input, locale),
  )
  bindCall(app, http, reviewConsoleCalls.reply, ({ input, actor, locale }) =>
    service.reply(actor, input.id, input.reply, locale),
  )
}
