import { platformCalls } from '@siam/contracts'
import type { Db } from '../../db/client'
import type { ResolveActor } from '../../platform/actor'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { registerAuthRoutes, registerDevOutboxRoute } from './auth.routes'
import { type AuthService, createAuthService } from './auth.service'
import { checkPaymentPassword } from './check-payment-password'
import { hashPassword, verifyPassword } from './passwords'
import { createMemberWithPassword, createStaff } from './seed-accounts'
import { createSessionCache, SESSIONS_ENDED_CHANNEL, type SessionCache } from './session-cache'
import { createStaffAdmin } from './staff-admin'

export { liveInviterPart, lockMember, memberByEmail, memberById, membersByIds } from './auth.repository'
export { newMembersByDay } from './figures.repository'

import {
  invitedCounts,
  invitedMembers,
  memberByOpenId,
  searchMembers,
  setOpenId,
  updateProfile,
} from './auth.repository'

/** Profile writes and invitation reads for the profile, invites and console lookups (issue 13). */
export const memberQueries = {
  updateProfile,
  invitedMembers,
  invitedCounts,
  searchMembers,
  memberByOpenId,
  setOpenId,
}

export { changeEmail } from './change-email'
export { checkPaymentPassword } from './check-payment-password'
export { hashPassword, hashPaymentPassword } from './passwords'
export { createMemberWithPassword, createStaff } from './seed-accounts'
export { type WechatProfile, wechatSignIn } from './wechat-sign-in'

interface AuthModule {
  resolveActor: ResolveActor
  service: AuthService
  hashPassword: typeof hashPassword
  verifyPassword: typeof verifyPassword
  /** Payment password check for the payments module: call it BEFORE the payment transaction. */
  checkPaymentPassword: (memberId: string, password: string, now?: Date) => Promise<void>
  createMemberWithPassword: (input: { email: string; password: string; username?: string }) => Promise<string>
  createStaff: (input: Parameters<typeof createStaff>[1]) => Promise<string>
}

declare module '../../platform/module' {
  interface ModuleServices {
    auth: AuthModule
  }
}

/** Member and console sign-in, sessions, e-mail codes, the payment password, the dev outbox page. */
export const authModule = defineModule({ name: 'auth', register: registerAuth })

function registerAuth({ app, deps }: ModuleContext) {
  const sessionCache =
    deps.config.SESSION_CACHE_MS > 0 ? createSessionCache(deps.config.SESSION_CACHE_MS) : undefined
  if (sessionCache) hearEndedSessions(app, deps, sessionCache)
  const service = createAuthService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    mailer: deps.mailer,
    translate: deps.translate,
    rateLimit: deps.http.rateLimit,
    sessionCache,
  })
  registerAuthRoutes(app, deps.http, service)
  registerDevOutboxRoute(app, deps.config, service)
  const staffAdmin = createStaffAdmin({ db: deps.db, clock: deps.clock })
  bindCall(app, deps.http, platformCalls.merchantList, () => staffAdmin.list())
  bindCall(app, deps.http, platformCalls.merchantCreate, ({ input, actor }) =>
    staffAdmin.create(actor, input),
  )
  bindCall(app, deps.http, platformCalls.merchantBind, ({ input, actor }) =>
    staffAdmin.bind(actor, input.id, input.shopIds),
  )
  // Every call after this one knows who is calling.
  deps.http.resolveActor = service.resolveActor
  const db: Db = deps.db
  const auth: AuthModule = {
    resolveActor: service.resolveActor,
    service,
    hashPassword,
    verifyPassword,
    checkPaymentPassword: (memberId, password, now = deps.clock.now()) =>
      checkPaymentPassword(db, memberId, password, now),
    createMemberWithPassword: (input) => createMemberWithPassword(db, input, deps.clock.now()),
    createStaff: (input) => createStaff(db, input),
  }
  return { services: { auth } }
}

/**
 * Sessions ended in any server process (sign-out, password reset) leave this process's kept ones
 * as soon as their transaction commits; after a lost listening connection, every kept one does.
 */
function hearEndedSessions(app: ModuleContext['app'], deps: ModuleContext['deps'], cache: SessionCache) {
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stop = await deps.listen(SESSIONS_ENDED_CHANNEL, (payload) => cache.dropNotice(payload), cache.clear)
  })
  app.addHook('onClose', async () => stop?.())
}
