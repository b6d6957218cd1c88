import { consoleCalls, memberCalls, walletCalls } from '@siam/contracts'
import type { FastifyInstance } from 'fastify'
import { type Config, offlineAllowed } from '../../config'
import { tokenFrom } from '../../platform/actor'
import { bindCall, type HttpDeps } from '../../platform/http'
import type { AuthService } from './auth.service'
import { renderOutboxPage } from './dev-outbox'

/** Binds the auth contracts to the service: nothing else happens here. */
export function registerAuthRoutes(app: FastifyInstance, http: HttpDeps, service: AuthService): void {
  const m = memberCalls
  const limited = { rateLimited: true }

  bindCall(app, http, m.checkLoginToken, async ({ actor }) => actor?.type === 'member')
  bindCall(
    app,
    http,
    m.sendEmailCode,
    ({ input, locale, request }) => service.sendEmailCode(input, locale, request.ip),
    limited,
  )
  bindCall(app, http, m.register, ({ input }) => service.register(input), limited)
  bindCall(app, http, m.login, ({ input, locale }) => service.login(input, locale), limited)
  bindCall(app, http, m.loginByCode, ({ input }) => service.loginByCode(input), limited)
  bindCall(app, http, m.forgetPassword, ({ input }) => service.forgetPassword(input), limited)
  bindCall(app, http, m.logout, ({ request }) => service.logout(tokenFrom(request.headers.authorization)))
  bindCall(app, http, m.getLoginMemberInfo, ({ actor }) => service.memberInfo(actor.memberId))
  bindCall(app, http, m.updateIsRemindNewPeople, ({ actor }) =>
    service.updateIsRemindNewPeople(actor.memberId),
  )
  bindCall(app, http, m.setPaymentPassword, ({ actor, input }) =>
    service.setPaymentPassword(actor.memberId, input),
  )
  const w = walletCalls
  bindCall(app, http, w.paymentPasswordStatus, ({ actor }) => service.paymentPasswordStatus(actor.memberId))
  bindCall(app, http, w.changePaymentPassword, ({ actor, input }) =>
    service.changePaymentPassword(actor.memberId, input),
  )
  bindCall(app, http, w.resetPaymentPassword, ({ actor, input }) =>
    service.resetPaymentPassword(actor.memberId, input),
  )

  const c = consoleCalls
  bindCall(app, http, c.login, ({ input, locale }) => service.staffLogin(input, locale), limited)
  bindCall(app, http, c.me, ({ actor, locale }) => service.staffMe(actor.staffId, locale))
  bindCall(app, http, c.logout, ({ request }) => service.logout(tokenFrom(request.headers.authorization)))
}

/**
 * The outbox page (every e-mail code in clear) exists only with the offline mailer and never in
 * production; elsewhere the route is not there (404).
 */
export function registerDevOutboxRoute(
  app: FastifyInstance,
  config: Pick<Config, 'MAILER' | 'NODE_ENV'>,
  service: AuthService,
): void {
  if (config.MAILER !== 'outbox' || !offlineAllowed(config)) return
  app.get('/siam-server/dev/outbox', async (_request, reply) => {
    const mails = await service.latestOutboxMails(50)
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(mails))
  })
}
