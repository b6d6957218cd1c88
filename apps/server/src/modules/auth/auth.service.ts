import type { AuthDeps } from './auth.deps'
import * as repo from './auth.repository'
import { paymentPasswordStatus } from './check-payment-password'
import { forgetPassword } from './forget-password'
import { login } from './login'
import { loginByCode } from './login-by-code'
import { memberInfo, stopNewPeopleReminder } from './member-info'
import { register } from './register'
import { sendEmailCode } from './send-email-code'
import { logout, resolveActor } from './sessions'
import { changePaymentPassword, resetPaymentPassword, setPaymentPassword } from './set-payment-password'
import { staffLogin, staffMe } from './staff-login'

export type AuthService = ReturnType<typeof createAuthService>

/** The auth use cases bound to the app's dependencies: what the routes and other modules call. */
export function createAuthService(deps: AuthDeps) {
  const bound =
    <A extends unknown[], R>(useCase: (deps: AuthDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args)
  return {
    resolveActor: bound(resolveActor),
    sendEmailCode: bound(sendEmailCode),
    register: bound(register),
    login: bound(login),
    loginByCode: bound(loginByCode),
    forgetPassword: bound(forgetPassword),
    logout: bound(logout),
    memberInfo: bound(memberInfo),
    updateIsRemindNewPeople: bound(stopNewPeopleReminder),
    setPaymentPassword: bound(setPaymentPassword),
    changePaymentPassword: bound(changePaymentPassword),
    resetPaymentPassword: bound(resetPaymentPassword),
    paymentPasswordStatus: bound(paymentPasswordStatus),
    staffLogin: bound(staffLogin),
    staffMe: bound(staffMe),
    /** The latest mails of the offline outbox, newest first (development page). */
    latestOutboxMails: (limit = 50) => repo.latestOutboxMails(deps.db, limit),
  }
}
