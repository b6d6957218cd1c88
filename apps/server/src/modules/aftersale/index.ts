import { aftersaleCalls, aftersaleConsoleCalls } from '@siam/contracts'
import { RefundStatus } from '@siam/domain'
import { handleJob } from '../../jobs/queue'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { orderQueries } from '../orders'
import { shopQueries } from '../shops'
import { escalationDeadlineJob, merchantDeadlineJob } from './aftersale.jobs'
import { createAftersaleRepository } from './aftersale.repository'
import { type AftersaleService, createAftersaleService } from './aftersale.service'

declare module '../../platform/module' {
  interface ModuleServices {
    aftersale: AftersaleService
  }
}

export { type RefundFacts, refundFactsOf } from './aftersale.repository'
export { refundsByDay } from './figures.repository'

/** What the platform looks at unless it asks otherwise: escalated requests and merchant rejections. */
const ADMIN_DEFAULT_STATUSES = [RefundStatus.WAITING_PLATFORM, RefundStatus.MERCHANT_REJECTED]

/**
 * After-sale calls: the member's refund requests, the console's answers (merchant: its shops;
 * platform: all), out-of-stock lines, and the platform's watch over payment refunds.
 */
export const aftersaleModule = defineModule({ name: 'aftersale', register: registerAftersale })

function registerAftersale({ app, deps, services }: ModuleContext) {
  const orders = services.get('orders')
  const payments = services.get('payments')
  const boards = services.get('consoleBoards')
  const service = createAftersaleService({
    db: deps.db,
    clock: deps.clock,
    translate: deps.translate,
    settings: deps.settings,
    repo: createAftersaleRepository(),
    orders,
    ordersRepo: orderQueries,
    shops: shopQueries,
    payments,
    loyalty: services.get('loyalty'),
    log: app.log,
  })
  const { http } = deps

  bindCall(app, http, aftersaleCalls.refundPreview, ({ input, actor, locale }) =>
    service.preview(actor.memberId, input, locale),
  )
  bindCall(app, http, aftersaleCalls.applyRefund, ({ input, actor, locale }) =>
    service.apply(actor.memberId, input, locale),
  )
  bindCall(app, http, aftersaleCalls.refundProcess, ({ input, actor, locale }) =>
    service.process(actor.memberId, input, locale),
  )
  bindCall(app, http, aftersaleCalls.escalateRefund, ({ input, actor, locale }) =>
    service.escalate(actor.memberId, input.refundId, input.note, locale),
  )
  bindCall(app, http, aftersaleCalls.quickCancel, ({ input, actor, locale }) =>
    service.quickCancel(actor.memberId, input.id, input.reason, locale),
  )
  bindCall(app, http, aftersaleCalls.withdrawRefund, ({ input, actor, locale }) =>
    service.withdraw(actor.memberId, input.refundId, locale),
  )

  const c = aftersaleConsoleCalls
  bindCall(app, http, c.merchantRefunds, ({ input, actor, locale }) =>
    service.list(actor, input, locale, { statuses: [] }),
  )
  bindCall(app, http, c.merchantRefundDetail, async ({ input, actor, locale }) => {
    const { refund, order } = await service.detail(actor, input.refundId, locale)
    return { refund, order: await boards.board(order, locale, actor) }
  })
  bindCall(app, http, c.merchantAudit, ({ input, actor, locale }) => service.audit(actor, input, locale))
  bindCall(app, http, c.markOutOfStock, async ({ input, actor, locale }) =>
    boards.board(await service.markOutOfStock(actor, input), locale, actor),
  )
  bindCall(app, http, c.adminRefunds, ({ input, actor, locale }) =>
    service.list(actor, input, locale, { statuses: ADMIN_DEFAULT_STATUSES }),
  )
  bindCall(app, http, c.adminAudit, ({ input, actor, locale }) => service.audit(actor, input, locale))
  bindCall(app, http, c.paymentRefunds, ({ input }) => service.paymentRefunds(input))
  bindCall(app, http, c.retryPaymentRefund, ({ input }) => service.retryPaymentRefund(input.id))
  return {
    services: { aftersale: service },
    jobs: [
      handleJob(merchantDeadlineJob, async ({ refundId }) => {
        await service.merchantDeadlinePassed(refundId)
      }),
      handleJob(escalationDeadlineJob, async ({ refundId }) => {
        await service.escalationDeadlinePassed(refundId)
      }),
    ],
  }
}
