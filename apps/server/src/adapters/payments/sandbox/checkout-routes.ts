import type { FastifyInstance } from 'fastify'
import { renderCheckoutPage, renderDonePage } from './checkout-page'
import type { SandboxBooks, TradeRow } from './sandbox-books'

export const CHECKOUT_PREFIX = '/siam-server/sandbox/checkout'

/** The hosted checkout pages, served under /siam-server/sandbox/ as if on the provider's site. */
export function attachCheckoutPages(
  app: FastifyInstance,
  deps: { books: SandboxBooks; notify: (row: TradeRow) => Promise<boolean> },
): void {
  const { books, notify } = deps
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )
    scope.get<{ Params: { tradeNo: string } }>(`${CHECKOUT_PREFIX}/:tradeNo`, async (request, reply) => {
      const row = await books.byTradeNo(request.params.tradeNo)
      if (!row) return reply.code(404).type('text/html').send(renderDonePage('Unknown trade', '/web/'))
      return reply.type('text/html').send(renderCheckoutPage(row, CHECKOUT_PREFIX))
    })
    scope.post<{ Params: { tradeNo: string; decision: string } }>(
      `${CHECKOUT_PREFIX}/:tradeNo/:decision`,
      async (request, reply) => {
        const { tradeNo, decision } = request.params
        if (decision !== 'approve' && decision !== 'decline') return reply.code(404).send()
        const decided = await books.decide(tradeNo, decision)
        const row = decided ?? (await books.byTradeNo(tradeNo))
        if (!row) return reply.code(404).type('text/html').send(renderDonePage('Unknown trade', '/web/'))
        // Like a real provider: the notification is sent to the merchant; the payer returns.
        if (decided) await notify(decided)
        return reply.redirect(row.returnUrl, 303)
      },
    )
  })
}
