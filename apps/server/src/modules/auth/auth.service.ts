import { randomInt, timingSafeEqual } from 'node:crypto'
import type { EMAIL_CODE_TYPES, MemberInfo, StaffInfo } from '@siam/contracts'
import {
  type ValidationKey,
  validateEmail,
  validateEmailCode,
  validateLoginPassword,
  validatePaymentPassword,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import type { Actor, StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { newId, newToken, sha256 } from '../../platform/ids'
import { balanceOf, ensureMemberWallet, memberBalanceAccount } from '../ledger'
import { grantNewMemberGift } from '../loyalty'
import * as repo from './auth.repository'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords'

export type EmailCodePurpose = (typeof EMAIL_CODE_TYPES)[number]

/** E-mail codes: 6 digits, valid 10 minutes, one send a minute per address and purpose, 5 tries. */
export const EMAIL_CODE_TTL_MINUTES = 10
export const EMAIL_CODE_RESEND_SECONDS = 60
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** Payment password (product rules 7): 5 wrong tries lock it for 15 minutes. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const MAX_TOKEN_LENGTH = 256

export interface AuthServiceDeps {
  db: Db
  clock: Clock
  config: Pick<Config, 'SESSION_DAYS'>
  mailer: Mailer
  translate: Translate
}

export type AuthService = ReturnType<typeof createAuthService>

/** Addresses are compared and stored trimmed and lower-cased: one account per mailbox. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Throws VALIDATION_FAILED with every failing field at once (keys of the `validation` namespace). */
export function checkFields(fields: Record<string, ValidationKey | null>): void {
  const errors: Record<string, string> = {}
  for (const [field, key] of Object.entries(fields)) if (key) errors[field] = key
  const names = Object.keys(errors)
  if (names.length > 0) throw new AppError('VALIDATION_FAILED', { fields: names.join(', ') }, errors)
}

const required = (value: string | undefined): ValidationKey | null => (value ? null : 'password_required')

function codeHash(id: string, code: string): string {
  return sha256(`${id}:${code}`)
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

function codeInvalid(): AppError {
  return new AppError('CODE_INVALID', undefined, { code: 'code_invalid' })
}

function localizedName(name: LocalizedText, locale: Locale): string {
  return name[locale] || name['zh-Hans'] || name.en || Object.values(name).find(Boolean) || ''
}

const SEXES = ['male', 'female', 'secret'] as const
type Sex = (typeof SEXES)[number]
const asSex = (value: string): Sex =>
  (SEXES as readonly string[]).includes(value) ? (value as Sex) : 'secret'

/** The username a new member starts with: the e-mail's local part. */
const usernameFrom = (email: string): string => email.split('@')[0] || email

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, config, mailer, translate } = deps

  async function createSession(tx: Tx, subjectType: repo.SubjectType, subjectId: string): Promise<string> {
    const now = clock.now()
    const token = newToken()
    await repo.deleteExpiredSessions(tx, subjectType, subjectId, now)
    await repo.insertSession(tx, {
      tokenHash: sha256(token),
      subjectType,
      subjectId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.SESSION_DAYS * DAY),
    })
    return token
  }

  /**
   * Checks the latest code of (e-mail, purpose) under a row lock and consumes it when right.
   * A wrong try is counted; the caller commits that count even though the request then fails.
   */
  async function takeCode(tx: Tx, email: string, purpose: EmailCodePurpose, code: string): Promise<boolean> {
    const now = clock.now()
    const row = await repo.latestEmailCodeForUpdate(tx, email, purpose)
    if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
      return false
    if (!sameHex(row.codeHash, codeHash(row.id, code))) {
      await repo.countEmailCodeAttempt(tx, row.id)
      return false
    }
    await repo.consumeEmailCode(tx, row.id, now)
    return true
  }

  /**
   * Runs `work` in one transaction with the code consumed in it. A wrong code commits the counted
   * try and answers CODE_INVALID; a failure inside `work` rolls back and leaves the code usable.
   */
  async function withCode<T>(
    email: string,
    purpose: EmailCodePurpose,
    code: string,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      if (!(await takeCode(tx, email, purpose, code))) return { ok: false as const }
      return { ok: true as const, value: await work(tx) }
    })
    if (!outcome.ok) throw codeInvalid()
    return outcome.value
  }

  async function newMember(
    tx: Tx,
    input: { email: string; passwordHash: string | null; inviterId?: string | undefined; username?: string },
  ): Promise<string | null> {
    const id = newId()
    const inviterId =
      input.inviterId && (await repo.memberExists(tx, input.inviterId)) ? input.inviterId : null
    const created = await insertNewMember(tx, {
      id,
      email: input.email,
      username: input.username ?? usernameFrom(input.email),
      passwordHash: input.passwordHash,
      inviterId,
      createdAt: clock.now(),
    })
    return created ? id : null
  }

  async function staffInfo(row: repo.StaffRow, locale: Locale): Promise<StaffInfo> {
    const shopIds = await repo.shopIdsOfStaff(db, row.id)
    const names = new Map((await repo.shopNames(db, shopIds)).map((s) => [s.id, s.name]))
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as StaffInfo['role'],
      shops: shopIds.map((id) => {
        const name = names.get(id)
        return { id, name: name ? localizedName(name, locale) : id }
      }),
    }
  }

  return {
    /** The actor behind a token, or null for a missing, expired or unknown one. */
    async resolveActor(token: string): Promise<Actor | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null
      const session = await repo.liveSession(db, sha256(token), clock.now())
      if (!session) return null
      if (session.subjectType === 'member') {
        return (await repo.memberExists(db, session.subjectId))
          ? { type: 'member', memberId: session.subjectId }
          : null
      }
      const row = await repo.staffById(db, session.subjectId)
      if (!row) return null
      const shopIds = await repo.shopIdsOfStaff(db, row.id)
      return { type: 'staff', staffId: row.id, role: row.role as StaffActor['role'], shopIds }
    },

    async sendEmailCode(input: { email: string; type: EmailCodePurpose }, locale: Locale) {
      checkFields({ email: validateEmail(input.email) })
      const email = normalizeEmail(input.email)
      const purpose = input.type
      if (purpose === 'register' && (await repo.memberByEmail(db, email))) fail('EMAIL_TAKEN')
      if (purpose === 'forget' && !(await repo.memberByEmail(db, email))) fail('EMAIL_NOT_REGISTERED')

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const id = newId()
      await db.transaction(async (tx) => {
        const now = clock.now()
        await repo.lockEmailPurpose(tx, email, purpose)
        const last = await repo.latestEmailCode(tx, email, purpose)
        if (last) {
          const wait = Math.ceil(
            (last.createdAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000,
          )
          if (wait > 0) throw new AppError('CODE_TOO_FREQUENT', { seconds: wait })
        }
        await repo.deleteStaleEmailCodes(tx, email, purpose, new Date(now.getTime() - DAY))
        await repo.insertEmailCode(tx, {
          id,
          email,
          purpose,
          codeHash: codeHash(id, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * MINUTE),
        })
      })

      // The mail leaves after the commit (never a provider call inside a transaction).
      const key = purpose.replace('-', '_')
      const params = { code, minutes: EMAIL_CODE_TTL_MINUTES }
      const text = `${translate(locale, `mail:code_body_${key}`, params)}\n\n${translate(locale, 'mail:code_footer', params)}`
      try {
        await mailer.send({ to: email, subject: translate(locale, `mail:code_subject_${key}`, params), text })
      } catch {
        // Nothing was sent: forget the code so the member can ask again at once.
        await repo.deleteEmailCode(db, id)
        fail('PROVIDER_ERROR')
      }
      return { resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS }
    },

    async register(input: { email: string; code: string; password: string; inviterId?: string | undefined }) {
      checkFields({
        email: validateEmail(input.email),
        code: validateEmailCode(input.code),
        password: validateLoginPassword(input.password),
      })
      const email = normalizeEmail(input.email)
      const passwordHash = await hashPassword(input.password)
      return withCode(email, 'register', input.code, async (tx) => {
        const id = await newMember(tx, { email, passwordHash, inviterId: input.inviterId })
        if (!id) fail('EMAIL_TAKEN')
        return { token: await createSession(tx, 'member', id), isNewPeople: true }
      })
    },

    async login(input: { email: string; password: string }) {
      checkFields({ email: validateEmail(input.email), password: required(input.password) })
      const member = await repo.memberByEmail(db, normalizeEmail(input.email))
      const good = member?.passwordHash
        ? await verifyPassword(member.passwordHash, input.password)
        : await verifyAgainstDummy(input.password)
      if (!member || !good) fail('WRONG_CREDENTIALS')
      const token = await db.transaction((tx) => createSession(tx, 'member', member.id))
      return { token, isNewPeople: member.isNewPeople }
    },

    /** Sign in with a code; a new address becomes a new member (a visitor's fastest path). */
    async loginByCode(input: { email: string; code: string; inviterId?: string | undefined }) {
      checkFields({ email: validateEmail(input.email), code: validateEmailCode(input.code) })
      const email = normalizeEmail(input.email)
      return withCode(email, 'login', input.code, async (tx) => {
        const existing = await repo.memberByEmail(tx, email)
        if (existing)
          return { token: await createSession(tx, 'member', existing.id), isNewPeople: existing.isNewPeople }
        const id = await newMember(tx, { email, passwordHash: null, inviterId: input.inviterId })
        if (id) return { token: await createSession(tx, 'member', id), isNewPeople: true }
        // A concurrent sign-up of the same address won: sign in to that account.
        const winner = await repo.memberByEmail(tx, email)
        if (!winner) fail('INTERNAL')
        return { token: await createSession(tx, 'member', winner.id), isNewPeople: winner.isNewPeople }
      })
    },

    async forgetPassword(input: { email: string; code: string; password: string }) {
      checkFields({
        email: validateEmail(input.email),
        code: validateEmailCode(input.code),
        password: validateLoginPassword(input.password),
      })
      const email = normalizeEmail(input.email)
      const passwordHash = await hashPassword(input.password)
      await withCode(email, 'forget', input.code, async (tx) => {
        const member = await repo.memberByEmail(tx, email)
        if (!member) fail('EMAIL_NOT_REGISTERED')
        await repo.setMemberPassword(tx, member.id, passwordHash)
        await repo.deleteSessionsOf(tx, 'member', member.id)
      })
      return true
    },

    async logout(token: string | null) {
      if (token) await repo.deleteSession(db, sha256(token))
      return true
    },

    async memberInfo(memberId: string): Promise<MemberInfo> {
      const member = await repo.memberById(db, memberId)
      if (!member) fail('LOGIN_USER_ERROR')
      return {
        id: member.id,
        email: member.email,
        username: member.username,
        headImg: member.headImg,
        sex: asSex(member.sex),
        phone: member.phone,
        isNewPeople: member.isNewPeople,
        isRemindNewPeople: member.isRemindNewPeople,
        balanceFen: await balanceOf(db, memberBalanceAccount(member.id)),
        hasPaymentPassword: member.paymentPasswordHash !== null,
      }
    },

    async updateIsRemindNewPeople(memberId: string) {
      await repo.setRemindNewPeopleOff(db, memberId)
      return true
    },

    /** The first payment password (product rules 5); once set it changes with the old one or a code. */
    async setPaymentPassword(memberId: string, input: { paymentPassword: string }) {
      checkFields({ paymentPassword: validatePaymentPassword(input.paymentPassword) })
      const hash = await hashPassword(input.paymentPassword)
      // Only from "none": two racing first-sets cannot overwrite each other.
      if (!(await repo.setFirstPaymentPasswordHash(db, memberId, hash))) fail('PAYMENT_PASSWORD_ALREADY_SET')
      return true
    },

    /** Change with the current password; wrong tries count towards the same 5-try lock. */
    async changePaymentPassword(
      memberId: string,
      input: { oldPaymentPassword: string; paymentPassword: string },
    ) {
      checkFields({ paymentPassword: validatePaymentPassword(input.paymentPassword) })
      await checkPaymentPassword(db, memberId, input.oldPaymentPassword, clock.now())
      await repo.setPaymentPasswordHash(db, memberId, await hashPassword(input.paymentPassword))
      return true
    },

    /** Forgotten: an e-mail code of type payment-password sent to the member's own address; lifts a lock. */
    async resetPaymentPassword(memberId: string, input: { paymentPassword: string; code: string }) {
      checkFields({
        paymentPassword: validatePaymentPassword(input.paymentPassword),
        code: validateEmailCode(input.code),
      })
      const member = await repo.memberById(db, memberId)
      if (!member) fail('LOGIN_USER_ERROR')
      const hash = await hashPassword(input.paymentPassword)
      await withCode(member.email, 'payment-password', input.code, (tx) =>
        repo.setPaymentPasswordHash(tx, member.id, hash),
      )
      return true
    },

    async paymentPasswordStatus(memberId: string) {
      const state = await repo.paymentPasswordState(db, memberId)
      if (!state) fail('LOGIN_USER_ERROR')
      const locked = state.lockedUntil && state.lockedUntil > clock.now() ? state.lockedUntil : null
      return {
        isSet: state.hash !== null,
        lockedUntil: locked?.toISOString() ?? null,
        triesLeft: locked ? 0 : PAYMENT_PASSWORD_MAX_FAILURES - state.failures,
      }
    },

    async staffLogin(input: { email: string; password: string }, locale: Locale) {
      checkFields({ email: validateEmail(input.email), password: required(input.password) })
      const row = await repo.staffByEmail(db, normalizeEmail(input.email))
      const good = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password)
      if (!row || !good) fail('WRONG_CREDENTIALS')
      const token = await db.transaction((tx) => createSession(tx, 'staff', row.id))
      return { token, staff: await staffInfo(row, locale) }
    },

    async staffMe(staffId: string, locale: Locale): Promise<StaffInfo> {
      const row = await repo.staffById(db, staffId)
      if (!row) fail('LOGIN_USER_ERROR')
      return staffInfo(row, locale)
    },

    /** The latest mails of the offline outbox, newest first (development page). */
    latestOutboxMails(limit = 50) {
      return repo.latestOutboxMails(db, limit)
    },
  }
}

/**
 * Checks a member's payment password before a payment (product rules 7). Runs its own short
 * statements on `db`, so a wrong try stays counted even though the caller then fails: call it
 * BEFORE the payment transaction, never inside one.
 *   not set -> PAYMENT_PASSWORD_NOT_SET; locked -> PAYMENT_PASSWORD_LOCKED {minutes};
 *   wrong -> PAYMENT_PASSWORD_WRONG {remaining}, the 5th wrong try locks for 15 minutes and answers
 *   PAYMENT_PASSWORD_LOCKED; right -> the failure count starts again.
 */
export async function checkPaymentPassword(
  db: Db,
  memberId: string,
  password: string,
  now: Date,
): Promise<void> {
  const state = await repo.paymentPasswordState(db, memberId)
  if (!state) fail('LOGIN_USER_ERROR')
  if (!state.hash) fail('PAYMENT_PASSWORD_NOT_SET')
  if (state.lockedUntil && state.lockedUntil > now)
    fail('PAYMENT_PASSWORD_LOCKED', { minutes: minutesLeft(state.lockedUntil, now) })
  if (await verifyPassword(state.hash, password)) {
    if (state.failures > 0 || state.lockedUntil) await repo.resetPaymentPasswordFailures(db, memberId)
    return
  }
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * MINUTE)
  const after = await repo.recordPaymentPasswordFailure(
    db,
    memberId,
    PAYMENT_PASSWORD_MAX_FAILURES,
    lockUntil,
  )
  if (after?.lockedUntil && after.lockedUntil > now) {
    fail('PAYMENT_PASSWORD_LOCKED', { minutes: minutesLeft(after.lockedUntil, now) })
  }
  fail('PAYMENT_PASSWORD_WRONG', { remaining: PAYMENT_PASSWORD_MAX_FAILURES - (after?.failures ?? 0) })
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE))
}

/** Seed helper: a member with a login password, or the id of the one that has this e-mail. */
export async function createMemberWithPassword(
  db: Db,
  input: { email: string; password: string; username?: string },
  now: Date = new Date(),
): Promise<string> {
  const email = normalizeEmail(input.email)
  const existing = await repo.memberByEmail(db, email)
  if (existing) return existing.id
  const passwordHash = await hashPassword(input.password)
  const id = newId()
  await db.transaction((tx) =>
    insertNewMember(tx, {
      id,
      email,
      username: input.username ?? usernameFrom(email),
      passwordHash,
      inviterId: null,
      createdAt: now,
    }),
  )
  const row = await repo.memberByEmail(db, email)
  if (!row) throw new Error(`could not create member ${email}`)
  return row.id
}

/** Seed helper: a console account bound to shops, or the id of the one that has this e-mail. */
export async function createStaff(
  db: Db,
  input: { email: string; password: string; name: string; role: 'merchant' | 'platform'; shopIds: string[] },
): Promise<string> {
  const email = normalizeEmail(input.email)
  const existing = await repo.staffByEmail(db, email)
  if (existing) return existing.id
  const passwordHash = await hashPassword(input.password)
  await db.transaction((tx) =>
    repo.insertStaff(
      tx,
      { id: newId(), email, passwordHash, name: input.name, role: input.role },
      input.shopIds,
    ),
  )
  const row = await repo.staffByEmail(db, email)
  if (!row) throw new Error(`could not create staff ${email}`)
  return row.id
}

/**
 * Every way a member comes into being (register, first sign-in by code, seeds) goes through here: the
 * member, its balance wallet (product rules 6) and the new-member gift (product rules 7, coupon
 * sources) commit or roll back together. Only the call that actually inserted the row hands them out,
 * so a retried or raced sign-up of the same address gives nothing twice (the gift's ids are stable too).
 */
async function insertNewMember(tx: Tx, row: Parameters<typeof repo.insertMember>[1]): Promise<boolean> {
  const created = await repo.insertMember(tx, row)
  if (created) {
    await ensureMemberWallet(tx, row.id)
    await grantNewMemberGift(tx, row.id, row.createdAt)
  }
  return created
}
