import { Id, paymentCalls } from '@siam/contracts'
import type { ProviderName } from '../../adapters/payments/gateway'
import { handleJob } from '../../jobs/queue'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { orderPaymentCause, orderRefundCause } from './payments.causes'
import { paymentRefundJob, reconcileJob } from './payments.jobs'
import { createPaymentsRepository } from './payments.repository'
import { createPaymentsService, type PaymentsService } from './payments.service'

declare module '../../platform/module' {
  interface ModuleServices {
    payments: PaymentsService
  }
}

export type { RefundRow as PaymentRefundRow } from './payments.repository'
export { providerTradeNoOf, refundsCarryingRequests } from './payments.repository'
export type { PaymentsService } from './payments.service'

const NOTIFY_PROVIDERS: readonly ProviderName[] = ['sandbox', 'wechat', 'alipay', 'card']

/** Paying orders and recharges (balance and providers), notifications, refunds, reconciliation. */
export const paymentsModule = defineModule({
  name: 'payments',
  causes: [orderPaymentCause, orderRefundCause],
  register: registerPayments,
})

function registerPayments({ app, deps, services }: ModuleContext) {
  const service = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    gateways: deps.gateways,
    orders: services.get('orders'),
    recharges: services.get('recharges'),
    repo: createPaymentsRepository(),
    targets: deps.payTargets,
    publicBaseUrl: (deps.config.PUBLIC_BASE_URL ?? '').replace(/\/$/, ''),
    reconcileAfterMs: deps.config.RECONCILE_AFTER_SECONDS * 1000,
    log: app.log,
  })
  const { http } = deps
  bindCall(app, http, paymentCalls.methods, ({ input, actor }) =>
    service.methods(actor.memberId, input, input.environment),
  )
  bindCall(app, http, paymentCalls.create, ({ input, actor, request }) =>
    service.createProviderPayment(actor.memberId, input, { clientIp: request.ip }),
  )
  bindCall(app, http, paymentCalls.byBalance, ({ input, actor, locale }) =>
    service.payByBalance(actor.memberId, input, locale),
  )
  bindCall(app, http, paymentCalls.query, ({ input, actor }) =>
    service.query(actor.memberId, input.paymentId),
  )
  bindCall(app, http, paymentCalls.cancel, ({ input, actor }) =>
    service.cancel(actor.memberId, input.paymentId),
  )

  // The payer's browser back from a provider's page. Proof of nothing: the check page it lands on
  // asks the provider (payment/query) before showing any result.
  app.get<{ Params: { paymentId: string } }>('/siam-server/pay/return/:paymentId', async (request, reply) => {
    // A path parameter is input too: one that is not an id (a NUL, say) never reaches SQL.
    const paymentId = Id.safeParse(request.params.paymentId)
    return reply.redirect(paymentId.success ? await service.returnTarget(paymentId.data) : '/web/', 303)
  })

  // Provider callbacks: raw body (the signature covers the exact bytes), no token, answered in the
  // provider's own format rather than our envelope.
  app.register(async (scope) => {
    const raw = (_request: unknown, body: string | Buffer, done: (err: null, body: string) => void) =>
      done(null, String(body))
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, raw)
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, raw)
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, raw)
    scope.post<{ Params: { provider: string } }>(
      '/siam-server/rest/notify/:provider',
      async (request, reply) => {
        const name = request.params.provider as ProviderName
        const provider = NOTIFY_PROVIDERS.includes(name) ? deps.gateways.byName(name) : null
        if (!provider) return reply.code(404).send()
        try {
          const answer = await service.handleNotification(name, request.headers, String(request.body ?? ''))
          return reply.code(answer.status).type(answer.contentType).send(answer.body)
        } catch (error) {
          request.log.warn({ err: error, provider: name }, 'payment notification refused')
          // Each provider has its own way of hearing "not accepted, send again".
          const answer = provider.answer(false)
          return reply.code(answer.status).type(answer.contentType).send(answer.body)
        }
      },
    )
  })

  // The sandbox's hosted pages, and its notifications delivered over real HTTP when this server
  // listens (in-process inject otherwise, e.g. in API tests): the same route either way.
  const sandbox = deps.gateways.sandbox
  if (sandbox) {
    sandbox.attach(app)
    sandbox.setDeliver(async (path, headers, body) => {
      const address = app.server.listening ? app.server.address() : null
      if (address && typeof address === 'object') {
        const host =
          address.family === 'IPv6'
            ? `[${address.address === '::' ? '::1' : address.address}]`
            : address.address === '0.0.0.0'
              ? '127.0.0.1'
              : address.address
        const response = await fetch(`http://${host}:${address.port}${path}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        })
        return { status: response.status, body: await response.text() }
      }
      const response = await app.inject({ method: 'POST', url: path, headers, payload: body })
      return { status: response.statusCode, body: response.body }
    })
  }
  return {
    services: { payments: service },
    jobs: [
      handleJob(paymentRefundJob, async ({ refundId }) => {
        await service.processRefund(refundId)
      }),
    ],
    recurring: [
      {
        type: reconcileJob,
        everyMs: deps.config.RECONCILE_EVERY_SECONDS * 1000,
        run: async () => {
          await service.reconcile()
        },
      },
    ],
  }
}
