import { paymentCalls } from '@siam/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '../../app'
import { AppError } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import type { OrdersService } from '../orders'
import { createPaymentsRepository } from './payments.repository'
import { createPaymentsService, type PaymentsService } from './payments.service'

export type { PaymentsService } from './payments.service'
export { payMethodOffers } from './payments.service'

/** Where the payer lands after the provider's page: the payment-status check page of the app. */
const returnUrlFor = (orderId: string) => (paymentId: string) =>
  `/web/#/pages/shop/success/success?paymentId=${encodeURIComponent(paymentId)}&orderId=${encodeURIComponent(orderId)}`

export function registerPayments(
  app: FastifyInstance,
  deps: ModuleDeps,
  orders: OrdersService,
): PaymentsService {
  const service = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    gateways: deps.gateways,
    orders,
    repo: createPaymentsRepository(),
  })
  const { http } = deps
  bindCall(app, http, paymentCalls.methods, ({ input, actor }) =>
    service.methods(actor.memberId, input.orderId, input.environment),
  )
  bindCall(app, http, paymentCalls.create, ({ input, actor }) =>
    service.createProviderPayment(actor.memberId, input, returnUrlFor(input.orderId)),
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

  // Provider callbacks: raw body (the signature covers the exact bytes), no token, answered in the
  // provider's own format rather than our envelope.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post('/siam-server/rest/notify/sandbox', async (request, reply) => {
      try {
        const answer = await service.handleNotification(
          'sandbox',
          request.headers,
          String(request.body ?? ''),
        )
        return reply.code(answer.status).type(answer.contentType).send(answer.body)
      } catch (error) {
        request.log.warn({ err: error }, 'payment notification refused')
        const answer = deps.gateways.sandbox?.answer(false)
        const status = error instanceof AppError ? error.status : 500
        return reply
          .code(status)
          .type('application/json')
          .send(answer?.body ?? '{}')
      }
    })
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
  return service
}
