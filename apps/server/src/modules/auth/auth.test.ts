import type { Coupon, MemberInfo, memberCalls, StaffInfo } from '@siam/contracts'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer'
import { testConfig } from '../../config'
import { AppError } from '../../platform/errors'
import { sha256 } from '../../platform/ids'
import { createTestApp } from '../../test/harness'
import type { RequestBody } from '../../test/requests'
import { UNLIMITED_AUTH, useApiTestApp } from '../../test/suite'
import { memberCoupons } from '../coupons/coupons.tables'
import { ledgerAccounts } from '../ledger/ledger.tables'
import { shops } from '../shops/shops.tables'
import { emailCodes, members, sessions } from './auth.tables'
import { checkPaymentPassword, createMemberWithPassword, createStaff, hashPassword } from './index'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const PASSWORD = 'sunny2026'
type TokenResult = { token: string; isNewPeople: boolean }

// A high limit here: the rate limit itself is tested on its own app below.
const t = useApiTestApp({
  deps: { config: testConfig({ ...UNLIMITED_AUTH, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }) },
})
let seq = 0
/** A fresh address per use: codes are limited to one send a minute per address. */
const freshEmail = (name = 'user') => `${name}.${++seq}@example.com`

async function sendCode(email: string, type: string) {
  return t.call<{ resendAfterSeconds: number }>('member/sendEmailCode', { email, type })
}

async function signUp(
  email = freshEmail(),
  password = PASSWORD,
  extra: Partial<RequestBody<typeof memberCalls.register>> = {},
) {
  await expectOk(sendCode(email, 'register'))
  const result = await t.ok<TokenResult>('member/register', {
    email,
    code: t.mailer.lastCode(email),
    password,
    ...extra,
  })
  return { email, password, ...result }
}

async function expectOk<T>(
  promise: Promise<{ success: boolean; data: T | null; errorKey?: string }>,
): Promise<T> {
  const result = await promise
  expect(result.errorKey).toBeUndefined()
  expect(result.success).toBe(true)
  return result.data as T
}

async function memberRow(email: string) {
  const [row] = await t.db.select().from(members).where(eq(members.email, email))
  return row
}

/** Every coupon row of the member (any state), delivery first: what the new-member gift left. */
async function couponRows(memberId: string) {
  return t.db
    .select()
    .from(memberCoupons)
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(asc(memberCoupons.kind))
}

/** The new-member gift (product rules 7) as it reads in the rows: kind, amount, threshold, window. */
async function expectExactlyTheGift(memberId: string, createdAt: Date) {
  const rows = await couponRows(memberId)
  expect(
    rows.map((c) => [
      c.kind,
      c.amountFen,
      c.thresholdFen,
      c.shopId,
      c.status,
      c.source,
      c.validFrom.toISOString(),
      c.validUntil.getTime() - createdAt.getTime(),
    ]),
  ).toEqual([
    ['delivery', 500, 0, null, 'unused', 'new_member', createdAt.toISOString(), 30 * DAY],
    ['shop', 1000, 3000, null, 'unused', 'new_member', createdAt.toISOString(), 30 * DAY],
  ])
  return rows.map((c) => c.id)
}

describe('checkLoginToken', () => {
  it('answers code 200 and false without a token, with garbage and with an unknown token', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(5000), 'Bearer nope']) {
      const result = await t.call<boolean>('member/checkLoginToken', {}, token)
      expect(result).toMatchObject({ success: true, code: 200, data: false, status: 200 })
    }
  })

  it('answers true for a live member session (raw token or "Bearer <token>")', async () => {
    const { token } = await signUp()
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(true)
    expect((await t.call('member/checkLoginToken', {}, `Bearer ${token}`)).data).toBe(true)
  })

  it('stores only the hash of the token, with an expiry SESSION_DAYS ahead', async () => {
    const { token } = await signUp()
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
    expect(row?.subjectType).toBe('member')
    expect((row?.expiresAt.getTime() ?? 0) - t.clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE)
    const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token))
    expect(raw).toHaveLength(0)
  })

  it('a session ended by another server process is refused here within SESSION_CACHE_MS', async () => {
    const { token } = await signUp()
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(true)
    // Another process's sign-out deletes the row; this process still holds the session it looked up ...
    await t.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)))
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(true)
    // ... for at most SESSION_CACHE_MS (2 s by default), then reads the table again.
    t.clock.advance(2_000)
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(false)
  })

  it('answers false once the session has expired', async () => {
    const { token } = await signUp()
    t.clock.advance(31 * 24 * 60 * MINUTE)
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(false)
    expect(await t.call('member/getLoginMemberInfo', {}, token)).toMatchObject({
      status: 401,
      errorKey: 'NOT_LOGGED_IN',
    })
  })
})

describe('sendEmailCode', () => {
  it('mails a 6-digit code valid for 10 minutes, in the request language', async () => {
    const email = freshEmail()
    const data = await expectOk(sendCode(email, 'login'))
    expect(data).toEqual({ resendAfterSeconds: 60 })
    const mail = t.mailer.sent.at(-1)
    expect(mail?.to).toBe(email)
    expect(mail?.subject).toBe('Siam login verification code')
    expect(mail?.text).toMatch(/\b\d{6}\b/)
    expect(mail?.text).toContain('valid for 10 minutes')

    const zhEmail = freshEmail()
    await expectOk(t.call('member/sendEmailCode', { email: zhEmail, type: 'register', lang: 'zh-Hans' }))
    const zhMail = t.mailer.sent.at(-1)
    expect(zhMail?.subject).toBe('Siam 注册验证码')
    expect(zhMail?.text).toContain(`您的注册验证码是 ${t.mailer.lastCode(zhEmail)}，10 分钟内有效`)
  })

  it('stores the code hashed, never in clear', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    const rows = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.codeHash).not.toContain(code)
    expect((rows[0]?.expiresAt.getTime() ?? 0) - t.clock.now().getTime()).toBe(10 * MINUTE)
  })

  it('refuses an invalid or missing e-mail with a field error', async () => {
    const invalid = await sendCode('not-an-email', 'login')
    expect(invalid).toMatchObject({ status: 400, code: 400, errorKey: 'VALIDATION_FAILED' })
    expect(invalid.fieldErrors).toEqual({ email: 'please enter a valid email address' })
    const missing = await sendCode('   ', 'login')
    expect(missing.fieldErrors).toEqual({ email: 'Please enter your email address' })
    const absent = await t.call('member/sendEmailCode', { type: 'login' })
    expect(absent).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: { email: 'This field is required' },
    })
    const badType = await t.call('member/sendEmailCode', { email: freshEmail(), type: 'bogus' })
    expect(badType).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    expect(t.mailer.sent.some((m) => m.to === 'not-an-email')).toBe(false)
  })

  it('sends at most one code a minute per address and purpose', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    t.clock.advance(20_000)
    const again = await sendCode(email, 'login')
    expect(again).toMatchObject({ status: 429, code: 429, errorKey: 'CODE_TOO_FREQUENT' })
    expect(again.message).toBe('A code can be sent once a minute, please try again in 40 seconds.')
    // another purpose for the same address is its own counter
    await expectOk(sendCode(email, 'payment-password'))
    t.clock.advance(40_000)
    await expectOk(sendCode(email, 'login'))
  })

  it('lets only one of several simultaneous requests through', async () => {
    const email = freshEmail()
    const results = await Promise.all(Array.from({ length: 5 }, () => sendCode(email, 'login')))
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.filter((r) => r.errorKey === 'CODE_TOO_FREQUENT')).toHaveLength(4)
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1)
  })

  it('register: an address that already has an account gets a notice, not a code, and the answer says nothing', async () => {
    const { email } = await signUp()
    t.clock.advance(MINUTE)
    const result = await sendCode(email.toUpperCase(), 'register')
    expect(result).toMatchObject({ success: true, data: { resendAfterSeconds: 60 } })
    const mail = t.mailer.sent.at(-1)
    expect(mail?.to).toBe(email)
    expect(mail?.text).not.toMatch(/\b\d{6}\b/)
  })

  it('forget: an address without an account gets a notice, not a code, and the answer says nothing', async () => {
    const email = freshEmail()
    const result = await sendCode(email, 'forget')
    expect(result).toMatchObject({ success: true, data: { resendAfterSeconds: 60 } })
    expect(t.mailer.sent.at(-1)?.text).not.toMatch(/\b\d{6}\b/)
  })

  it('answers PROVIDER_ERROR when the mail cannot be sent, and the address may ask again at once', async () => {
    const email = freshEmail()
    const original = t.mailer.send
    t.mailer.send = async () => {
      throw new Error('smtp down')
    }
    try {
      expect(await sendCode(email, 'login')).toMatchObject({ status: 502, errorKey: 'PROVIDER_ERROR' })
    } finally {
      t.mailer.send = original
    }
    await expectOk(sendCode(email, 'login'))
  })
})

describe('register', () => {
  it('creates a member with a balance account and signs in', async () => {
    const email = freshEmail('alice')
    const result = await signUp(email)
    expect(result.isNewPeople).toBe(true)
    expect(result.token).toEqual(expect.any(String))
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, result.token)
    expect(info).toMatchObject({
      email,
      username: email.split('@')[0],
      isNewPeople: true,
      isRemindNewPeople: true,
      balanceFen: 0,
      hasPaymentPassword: false,
      sex: 'secret',
      headImg: null,
      phone: null,
    })
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `member:${info.id}:balance`))
    expect(account).toMatchObject({ memberId: info.id, kind: 'balance', allowNegative: false, balanceFen: 0 })
  })

  it('gives the new member the new-member gift once; a sign-up sent twice or retried adds nothing', async () => {
    const createdAt = t.clock.now()
    const email = freshEmail()
    await expectOk(sendCode(email, 'register'))
    const body = { email, code: t.mailer.lastCode(email), password: PASSWORD }
    // A double tap: both requests at once, then the same request again.
    const answers = await Promise.all([
      t.call<TokenResult>('member/register', body),
      t.call<TokenResult>('member/register', body),
    ])
    answers.push(await t.call<TokenResult>('member/register', body))
    const won = answers.filter((a) => a.success)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => !a.success).map((a) => a.errorKey)).toEqual(['CODE_INVALID', 'CODE_INVALID'])
    const token = won[0]?.data?.token ?? ''
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)
    const ids = await expectExactlyTheGift(info.id, createdAt)
    // The member's own lists show them, translated, on the app's clock.
    const delivery = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, token)
    expect(delivery.records.map((c) => [c.id, c.title, c.source])).toEqual([
      [ids[0], 'New member gift: 5 yuan off delivery', 'new_member'],
    ])
    const shop = await t.ok<{ records: Coupon[] }>(
      'member/coupon/list',
      { kind: 'shop', lang: 'zh-Hans' },
      token,
    )
    expect(shop.records.map((c) => [c.id, c.title])).toEqual([[ids[1], '新人礼：满30元减10元']])

    // Signing up the address again later mails the owner a notice (no code), and gives nothing more.
    t.clock.advance(MINUTE)
    expect(await sendCode(email, 'register')).toMatchObject({ success: true })
    expect(t.mailer.sent.at(-1)?.text).not.toMatch(/\b\d{6}\b/)
    expect((await couponRows(info.id)).map((c) => c.id)).toEqual(ids)
  })

  it('a sign-up that fails gives no gift to anyone', async () => {
    const before = await t.db.select({ id: memberCoupons.id }).from(memberCoupons)
    const email = freshEmail()
    await expectOk(sendCode(email, 'register'))
    const wrong = t.mailer.lastCode(email) === '000000' ? '111111' : '000000'
    expect(await t.call('member/register', { email, code: wrong, password: PASSWORD })).toMatchObject({
      errorKey: 'CODE_INVALID',
    })
    expect(await memberRow(email)).toBeUndefined()
    expect(await t.db.select({ id: memberCoupons.id }).from(memberCoupons)).toHaveLength(before.length)
  })

  it('validates every field at once', async () => {
    const result = await t.call('member/register', { email: 'bad@', code: '', password: 'short' })
    expect(result).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      // the fields by their names in the reader's language, not their ids
      message: 'Please check: e-mail, verification code, and password',
    })
    expect(result.fieldErrors).toEqual({
      email: 'please enter a valid email address',
      code: 'Please enter the email verification code',
      password: 'The password needs 8 to 64 characters, with at least one letter and one digit',
    })
    const weak = await t.call('member/register', {
      email: freshEmail(),
      code: '123456',
      password: '12345678',
    })
    expect(weak.fieldErrors).toEqual({
      password: 'The password needs 8 to 64 characters, with at least one letter and one digit',
    })
    const code = await t.call('member/register', { email: freshEmail(), code: '12ab', password: PASSWORD })
    expect(code.fieldErrors).toEqual({ code: 'Incorrect verification code' })
  })

  it('refuses a wrong code, and a code of another purpose', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    const result = await t.call('member/register', { email, code, password: PASSWORD })
    expect(result).toMatchObject({
      status: 400,
      errorKey: 'CODE_INVALID',
      fieldErrors: { code: 'Incorrect verification code' },
    })
    expect(await memberRow(email)).toBeUndefined()
  })

  it('refuses a taken e-mail (an account made after the code was sent) and keeps the code', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'register'))
    const code = t.mailer.lastCode(email)
    await createMemberWithPassword(t.db, { email, password: PASSWORD })
    const result = await t.call('member/register', { email, code, password: PASSWORD })
    expect(result).toMatchObject({ status: 409, errorKey: 'EMAIL_TAKEN' })
  })

  it('binds an inviter that exists, ignores one that does not', async () => {
    const inviter = await signUp()
    const inviterInfo = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, inviter.token)
    const invited = await signUp(freshEmail(), PASSWORD, { inviterId: inviterInfo.id })
    expect(invited.isNewPeople).toBe(true)
    expect((await memberRow(invited.email))?.inviterId).toBe(inviterInfo.id)
    const stranger = await signUp(freshEmail(), PASSWORD, { inviterId: 'nobody' })
    expect((await memberRow(stranger.email))?.inviterId).toBeNull()
  })

  it('stores the e-mail lower-cased and the password as an argon2id hash', async () => {
    const email = `Mixed.Case.${++seq}@Example.COM`
    await expectOk(sendCode(email, 'register'))
    await t.ok('member/register', { email, code: t.mailer.lastCode(email.toLowerCase()), password: PASSWORD })
    const row = await memberRow(email.toLowerCase())
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(
      await t.ok<TokenResult>('member/login', { email: email.toLowerCase(), password: PASSWORD }),
    ).toBeTruthy()
  })
})

describe('e-mail codes', () => {
  it('die after 5 wrong tries, even for the right code', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const result = await t.call('member/loginByCode', { email, code: wrong })
      expect(result).toMatchObject({ status: 400, errorKey: 'CODE_INVALID' })
    }
    expect(await t.call('member/loginByCode', { email, code })).toMatchObject({
      status: 400,
      errorKey: 'CODE_INVALID',
    })
    expect(await memberRow(email)).toBeUndefined()
  })

  it('accept the right code after fewer than 5 wrong tries', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await t.call('member/loginByCode', { email, code: wrong })
    await expectOk(t.call('member/loginByCode', { email, code }))
  })

  it('expire after 10 minutes', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    t.clock.advance(11 * MINUTE)
    expect(await t.call('member/loginByCode', { email, code })).toMatchObject({
      status: 400,
      errorKey: 'CODE_INVALID',
    })
  })

  it('are consumed once', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const code = t.mailer.lastCode(email)
    await expectOk(t.call('member/loginByCode', { email, code }))
    expect(await t.call('member/loginByCode', { email, code })).toMatchObject({
      status: 400,
      errorKey: 'CODE_INVALID',
    })
  })

  it('only the latest code counts', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const first = t.mailer.lastCode(email)
    t.clock.advance(MINUTE)
    await expectOk(sendCode(email, 'login'))
    const second = t.mailer.lastCode(email)
    if (first !== second) {
      expect(await t.call('member/loginByCode', { email, code: first })).toMatchObject({
        errorKey: 'CODE_INVALID',
      })
    }
    await expectOk(t.call('member/loginByCode', { email, code: second }))
  })

  it('refuse a missing code with code_required', async () => {
    const result = await t.call('member/loginByCode', { email: freshEmail(), code: '' })
    expect(result).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    expect(result.fieldErrors).toEqual({ code: 'Please enter the email verification code' })
    const absent = await t.call('member/loginByCode', { email: freshEmail() })
    expect(absent.fieldErrors).toEqual({ code: 'This field is required' })
  })
})

describe('login', () => {
  it('signs in with e-mail and password', async () => {
    const { email } = await signUp()
    const result = await t.ok<TokenResult>('member/login', { email, password: PASSWORD })
    expect(result.isNewPeople).toBe(true)
    expect((await t.call('member/checkLoginToken', {}, result.token)).data).toBe(true)
  })

  it('answers WRONG_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp()
    const wrong = await t.call('member/login', { email, password: 'wrong-pass1' })
    const unknown = await t.call('member/login', { email: freshEmail(), password: PASSWORD })
    expect(wrong).toMatchObject({
      status: 401,
      code: 401,
      errorKey: 'WRONG_CREDENTIALS',
      message: 'Wrong email or password.',
    })
    expect(unknown).toEqual(wrong)
  })

  it('answers WRONG_CREDENTIALS for a member who only ever used codes', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    await expectOk(t.call('member/loginByCode', { email, code: t.mailer.lastCode(email) }))
    expect(await t.call('member/login', { email, password: PASSWORD })).toMatchObject({
      errorKey: 'WRONG_CREDENTIALS',
    })
  })

  it('validates the e-mail format and requires a password', async () => {
    const result = await t.call('member/login', { email: 'user@@x', password: '' })
    expect(result).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
    expect(result.fieldErrors).toEqual({
      email: 'please enter a valid email address',
      password: 'Please enter the password',
    })
  })
})

describe('loginByCode', () => {
  it('signs up a new address, then signs the same member in', async () => {
    const inviter = await signUp()
    const inviterId = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, inviter.token)).id
    const email = freshEmail('visitor')
    await expectOk(sendCode(email, 'login'))
    const first = await t.ok<TokenResult>('member/loginByCode', {
      email,
      code: t.mailer.lastCode(email),
      inviterId,
    })
    expect(first.isNewPeople).toBe(true)
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, first.token)
    expect(info).toMatchObject({ email, username: email.split('@')[0], balanceFen: 0 })
    expect((await memberRow(email))?.inviterId).toBe(inviterId)
    expect((await memberRow(email))?.passwordHash).toBeNull()

    t.clock.advance(MINUTE)
    await expectOk(sendCode(email, 'login'))
    const second = await t.ok<TokenResult>('member/loginByCode', {
      email,
      code: t.mailer.lastCode(email),
      inviterId: 'other',
    })
    expect((await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, second.token)).id).toBe(info.id)
    expect((await memberRow(email))?.inviterId).toBe(inviterId)
  })

  it('gives the member it creates the new-member gift once; signing in again adds nothing', async () => {
    const email = freshEmail('visitor')
    const createdAt = t.clock.now()
    await expectOk(sendCode(email, 'login'))
    const first = await t.ok<TokenResult>('member/loginByCode', { email, code: t.mailer.lastCode(email) })
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, first.token)).id
    const ids = await expectExactlyTheGift(id, createdAt)

    t.clock.advance(MINUTE)
    await expectOk(sendCode(email, 'login'))
    await t.ok<TokenResult>('member/loginByCode', { email, code: t.mailer.lastCode(email) })
    expect((await couponRows(id)).map((c) => c.id)).toEqual(ids)
  })

  it('a sign-up and a first code sign-in of one address at once make one member with one gift', async () => {
    const email = freshEmail('race')
    const createdAt = t.clock.now()
    await expectOk(sendCode(email, 'register'))
    const registerCode = t.mailer.lastCode(email)
    await expectOk(sendCode(email, 'login'))
    const loginCode = t.mailer.lastCode(email)
    const [registered, signedIn] = await Promise.all([
      t.call<TokenResult>('member/register', { email, code: registerCode, password: PASSWORD }),
      t.call<TokenResult>('member/loginByCode', { email, code: loginCode }),
    ])
    // The code sign-in always gets in (to the winner's account if the sign-up won); the sign-up may
    // lose to it with EMAIL_TAKEN.
    expect(signedIn.success).toBe(true)
    expect(registered.success || registered.errorKey === 'EMAIL_TAKEN').toBe(true)
    const rows = await t.db.select().from(members).where(eq(members.email, email))
    expect(rows).toHaveLength(1)
    await expectExactlyTheGift(rows[0]?.id ?? '', createdAt)
  })
})

describe('forgetPassword', () => {
  it('sets a new password and ends every session of the member', async () => {
    const { email, token } = await signUp()
    const other = await t.ok<TokenResult>('member/login', { email, password: PASSWORD })
    // Both tokens answered once: this process keeps them (decision 0057) until the reset ends them.
    for (const live of [token, other.token]) {
      expect((await t.call('member/checkLoginToken', {}, live)).data).toBe(true)
    }
    await expectOk(sendCode(email, 'forget'))
    const newPassword = 'rainy2027x'
    expect(
      await t.ok('member/forgetPassword', { email, code: t.mailer.lastCode(email), password: newPassword }),
    ).toBe(true)
    for (const old of [token, other.token]) {
      expect((await t.call('member/checkLoginToken', {}, old)).data).toBe(false)
    }
    expect(await t.call('member/login', { email, password: PASSWORD })).toMatchObject({
      errorKey: 'WRONG_CREDENTIALS',
    })
    await expectOk(t.call('member/login', { email, password: newPassword }))
  })

  it('refuses a weak password and a wrong code, and changes nothing', async () => {
    const { email, token } = await signUp()
    await expectOk(sendCode(email, 'forget'))
    const code = t.mailer.lastCode(email)
    const weak = await t.call('member/forgetPassword', { email, code, password: 'abc' })
    expect(weak.fieldErrors).toEqual({
      password: 'The password needs 8 to 64 characters, with at least one letter and one digit',
    })
    const wrong = await t.call('member/forgetPassword', {
      email,
      code: code === '999999' ? '000000' : '999999',
      password: 'other2027x',
    })
    expect(wrong).toMatchObject({ errorKey: 'CODE_INVALID' })
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(true)
    await expectOk(t.call('member/login', { email, password: PASSWORD }))
  })
})

describe('logout', () => {
  it('ends the session: the token is dead afterwards', async () => {
    const { token } = await signUp()
    expect(await t.ok('member/logout', {}, token)).toBe(true)
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(false)
    const info = await t.call('member/getLoginMemberInfo', {}, token)
    expect(info).toMatchObject({
      status: 401,
      code: 401,
      errorKey: 'NOT_LOGGED_IN',
      message: 'User expired or not logged in, please log in before use!',
    })
  })

  it('needs a member session', async () => {
    expect(await t.call('member/logout', {})).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
  })
})

describe('member info and flags', () => {
  it('getLoginMemberInfo needs a session', async () => {
    expect(await t.call('member/getLoginMemberInfo', {})).toMatchObject({
      status: 401,
      errorKey: 'NOT_LOGGED_IN',
    })
    expect(await t.call('member/getLoginMemberInfo', {}, 'garbage')).toMatchObject({
      status: 401,
      errorKey: 'NOT_LOGGED_IN',
    })
  })

  it('updateIsRemindNewPeople turns the guide off', async () => {
    const { token } = await signUp()
    expect(await t.ok('member/updateIsRemindNewPeople', {}, token)).toBe(true)
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)
    expect(info).toMatchObject({ isRemindNewPeople: false, isNewPeople: true })
  })

  it('shows the cached balance of the balance account', async () => {
    const { token } = await signUp()
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id
    await t.db
      .update(ledgerAccounts)
      .set({ balanceFen: 12_345 })
      .where(eq(ledgerAccounts.id, `member:${id}:balance`))
    expect((await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).balanceFen).toBe(12_345)
  })
})

describe('payment password: set, change, reset by e-mail code, status', () => {
  const FORMAT = { paymentPassword: 'The payment password must be exactly 6 digits' }

  it('sets the first 6-digit password without a code, then refuses a second set', async () => {
    const { email, token } = await signUp()
    expect(await t.ok('member/paymentPassword/status', {}, token)).toEqual({
      isSet: false,
      lockedUntil: null,
      triesLeft: 5,
    })
    const empty = await t.call('member/setPaymentPassword', { paymentPassword: '' }, token)
    expect(empty.fieldErrors).toEqual({ paymentPassword: 'Please enter the password' })
    for (const bad of ['12a456', '12345', '1234567', '１２３４５６']) {
      const result = await t.call('member/setPaymentPassword', { paymentPassword: bad }, token)
      expect(result).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
      expect(result.fieldErrors).toEqual(FORMAT)
    }
    expect((await memberRow(email))?.paymentPasswordHash).toBeNull()

    expect(await t.ok('member/setPaymentPassword', { paymentPassword: '135790' }, token)).toBe(true)
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)
    expect(info.hasPaymentPassword).toBe(true)
    const row = await memberRow(email)
    expect(row?.paymentPasswordHash).toMatch(/^\$argon2id\$/)
    await expect(checkPaymentPassword(t.db, info.id, '135790', t.clock.now())).resolves.toBeUndefined()

    // Once set, "set" cannot overwrite it: the member changes it or resets it with a code.
    const again = await t.call('member/setPaymentPassword', { paymentPassword: '000000' }, token)
    expect(again).toMatchObject({ status: 409, errorKey: 'PAYMENT_PASSWORD_ALREADY_SET' })
    expect(again.message).toBe(
      'A payment password is already set: change it, or reset it with an e-mail code',
    )
    expect((await memberRow(email))?.paymentPasswordHash).toBe(row?.paymentPasswordHash)
  })

  it('stores the payment password at its own cost and rehashes an older hash on its next right use', async () => {
    const { email, token } = await signUp()
    await t.ok('member/setPaymentPassword', { paymentPassword: '246810' }, token)
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id
    expect((await memberRow(email))?.paymentPasswordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)

    // A hash from before decision 0033 (the login password's cost) still verifies ...
    const older = await hashPassword('246810')
    expect(older).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    await t.db.update(members).set({ paymentPasswordHash: older }).where(eq(members.id, id))
    // ... a wrong try leaves it as it is ...
    await expect(checkPaymentPassword(t.db, id, '000000', t.clock.now())).rejects.toMatchObject({
      key: 'PAYMENT_PASSWORD_WRONG',
    })
    expect((await memberRow(email))?.paymentPasswordHash).toBe(older)
    // ... and the right one replaces it with a hash at the payment password's cost.
    await expect(checkPaymentPassword(t.db, id, '246810', t.clock.now())).resolves.toBeUndefined()
    const rehashed = (await memberRow(email))?.paymentPasswordHash
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    expect((await memberRow(email))?.paymentPasswordFailures).toBe(0)
    await expect(checkPaymentPassword(t.db, id, '246810', t.clock.now())).resolves.toBeUndefined()
    expect((await memberRow(email))?.paymentPasswordHash).toBe(rehashed)
    await expect(checkPaymentPassword(t.db, id, '000000', t.clock.now())).rejects.toMatchObject({
      key: 'PAYMENT_PASSWORD_WRONG',
    })
  })

  it('changes with the old password; wrong old passwords count towards the lock', async () => {
    const { token } = await signUp()
    await t.ok('member/setPaymentPassword', { paymentPassword: '111111' }, token)
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id

    const badNew = await t.call(
      'member/changePaymentPassword',
      { oldPaymentPassword: '111111', paymentPassword: '22' },
      token,
    )
    expect(badNew.fieldErrors).toEqual(FORMAT)
    const wrong = await t.call(
      'member/changePaymentPassword',
      { oldPaymentPassword: '999999', paymentPassword: '222222' },
      token,
    )
    expect(wrong).toMatchObject({
      status: 400,
      errorKey: 'PAYMENT_PASSWORD_WRONG',
      message: 'Wrong payment password, 4 tries left',
    })
    expect(await t.ok('member/paymentPassword/status', {}, token)).toMatchObject({
      isSet: true,
      triesLeft: 4,
    })
    await expect(checkPaymentPassword(t.db, id, '111111', t.clock.now())).resolves.toBeUndefined()

    expect(
      await t.ok(
        'member/changePaymentPassword',
        { oldPaymentPassword: '111111', paymentPassword: '222222' },
        token,
      ),
    ).toBe(true)
    await expect(checkPaymentPassword(t.db, id, '222222', t.clock.now())).resolves.toBeUndefined()
    await expect(checkPaymentPassword(t.db, id, '111111', t.clock.now())).rejects.toMatchObject({
      key: 'PAYMENT_PASSWORD_WRONG',
    })
  })

  it('resets a forgotten or locked password with a code sent to the member own address only', async () => {
    const { email, token } = await signUp()
    await t.ok('member/setPaymentPassword', { paymentPassword: '111111' }, token)
    for (let i = 0; i < 5; i++) {
      await t.call(
        'member/changePaymentPassword',
        { oldPaymentPassword: '000000', paymentPassword: '222222' },
        token,
      )
    }
    const locked = await t.ok<{ lockedUntil: string | null; triesLeft: number }>(
      'member/paymentPassword/status',
      {},
      token,
    )
    expect(locked.triesLeft).toBe(0)
    expect(new Date(locked.lockedUntil ?? 0).getTime()).toBe(t.clock.now().getTime() + 15 * MINUTE)
    // Locked: even the right old password is refused until the lock ends or a reset.
    expect(
      await t.call(
        'member/changePaymentPassword',
        { oldPaymentPassword: '111111', paymentPassword: '222222' },
        token,
      ),
    ).toMatchObject({
      status: 423,
      errorKey: 'PAYMENT_PASSWORD_LOCKED',
      message: 'Too many wrong tries, try again in 15 minutes',
    })

    const otherEmail = freshEmail()
    await expectOk(sendCode(otherEmail, 'payment-password'))
    expect(
      await t.call(
        'member/resetPaymentPassword',
        { paymentPassword: '333333', code: t.mailer.lastCode(otherEmail) },
        token,
      ),
    ).toMatchObject({ status: 400, errorKey: 'CODE_INVALID' })

    await expectOk(sendCode(email, 'payment-password'))
    expect(t.mailer.sent.at(-1)?.subject).toBe('Set your Siam payment password')
    const code = t.mailer.lastCode(email)
    const badFormat = await t.call('member/resetPaymentPassword', { paymentPassword: 'abcdef', code }, token)
    expect(badFormat.fieldErrors).toEqual(FORMAT)
    expect(await t.ok('member/resetPaymentPassword', { paymentPassword: '333333', code }, token)).toBe(true)
    expect(await t.ok('member/paymentPassword/status', {}, token)).toEqual({
      isSet: true,
      lockedUntil: null,
      triesLeft: 5,
    })
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id
    await expect(checkPaymentPassword(t.db, id, '333333', t.clock.now())).resolves.toBeUndefined()
    // A code works once.
    expect(
      await t.call('member/resetPaymentPassword', { paymentPassword: '444444', code }, token),
    ).toMatchObject({
      errorKey: 'CODE_INVALID',
    })
  })

  it('needs a member session', async () => {
    for (const [path, body] of [
      ['member/setPaymentPassword', { paymentPassword: '135790' }],
      ['member/changePaymentPassword', { oldPaymentPassword: '135790', paymentPassword: '135791' }],
      ['member/resetPaymentPassword', { paymentPassword: '135790', code: '123456' }],
      ['member/paymentPassword/status', {}],
    ] as const) {
      expect(await t.call(path, body)).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
    }
  })
})

describe('checkPaymentPassword', () => {
  async function memberWithPaymentPassword() {
    const { token } = await signUp()
    await t.ok('member/setPaymentPassword', { paymentPassword: '246810' }, token)
    return (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id
  }

  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AppError)
    return error as AppError
  }

  it('answers PAYMENT_PASSWORD_NOT_SET when there is none', async () => {
    const { token } = await signUp()
    const id = (await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)).id
    const error = await failure(checkPaymentPassword(t.db, id, '123456', t.clock.now()))
    expect(error.key).toBe('PAYMENT_PASSWORD_NOT_SET')
    expect(error.status).toBe(409)
  })

  it('counts wrong tries, locks for 15 minutes at the 5th, unlocks after', async () => {
    const id = await memberWithPaymentPassword()
    for (const remaining of [4, 3, 2, 1]) {
      const error = await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
      expect(error.key).toBe('PAYMENT_PASSWORD_WRONG')
      expect(error.params).toEqual({ remaining })
    }
    const locked = await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
    expect(locked.key).toBe('PAYMENT_PASSWORD_LOCKED')
    expect(locked.params).toEqual({ minutes: 15 })
    expect(locked.status).toBe(423)

    // even the right password is refused while locked
    t.clock.advance(10 * MINUTE)
    const still = await failure(checkPaymentPassword(t.db, id, '246810', t.clock.now()))
    expect(still.key).toBe('PAYMENT_PASSWORD_LOCKED')
    expect(still.params).toEqual({ minutes: 5 })

    t.clock.advance(5 * MINUTE)
    await expect(checkPaymentPassword(t.db, id, '246810', t.clock.now())).resolves.toBeUndefined()
    // a fresh count after the lock
    const next = await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
    expect(next.params).toEqual({ remaining: 4 })
  })

  it('counts simultaneous wrong tries without losing one', async () => {
    const id = await memberWithPaymentPassword()
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))),
    )
    expect(errors.map((e) => e.key).sort()).toEqual([
      'PAYMENT_PASSWORD_LOCKED',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
    ])
    const locked = await failure(checkPaymentPassword(t.db, id, '246810', t.clock.now()))
    expect(locked.key).toBe('PAYMENT_PASSWORD_LOCKED')
  })

  it('a right password resets the count', async () => {
    const id = await memberWithPaymentPassword()
    await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
    await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
    await checkPaymentPassword(t.db, id, '246810', t.clock.now())
    const [row] = await t.db.select().from(members).where(eq(members.id, id))
    expect(row?.paymentPasswordFailures).toBe(0)
    const error = await failure(checkPaymentPassword(t.db, id, '000000', t.clock.now()))
    expect(error.params).toEqual({ remaining: 4 })
  })

  it('the message of the API error is translated with its parameters', async () => {
    expect(t.app.moduleDeps.translate('en', 'errors:PAYMENT_PASSWORD_WRONG', { remaining: 3 })).toBe(
      'Wrong payment password, 3 tries left',
    )
    expect(t.app.moduleDeps.translate('zh-Hans', 'errors:PAYMENT_PASSWORD_LOCKED', { minutes: 15 })).toBe(
      '错误次数过多，请 15 分钟后再试',
    )
  })
})

describe('console auth', () => {
  let shopId: string
  const staffPassword = 'console2026'

  beforeAll(async () => {
    shopId = `shop-auth-test`
    await t.db.insert(shops).values({
      id: shopId,
      key: 'auth-test-shop',
      cityId: 'city-test',
      name: { 'zh-Hans': '泰式小馆', en: 'Thai Bistro' },
      type: 'asian',
      cuisine: 'thai',
      tastes: ['spicy'],
      address: { 'zh-Hans': '南京东路 1 号', en: '1 East Nanjing Road' },
      lng: 121.47,
      lat: 31.23,
      phone: '021-12345678',
      hours: [{ open: '10:00', close: '22:00' }],
      fullReductionTiers: [],
      image: 'shop.svg',
    })
  })

  it('merchant/login answers a token and the staff member with shop names in the request language', async () => {
    const email = freshEmail('merchant')
    const id = await createStaff(t.db, {
      email,
      password: staffPassword,
      name: 'Ms Chen',
      role: 'merchant',
      shopIds: [shopId],
    })
    const result = await t.ok<{ token: string; staff: StaffInfo }>('merchant/login', {
      email,
      password: staffPassword,
    })
    expect(result.staff).toEqual({
      id,
      email,
      name: 'Ms Chen',
      role: 'merchant',
      shops: [{ id: shopId, name: 'Thai Bistro' }],
    })

    const me = await t.ok<StaffInfo>('merchant/me', {}, result.token)
    expect(me.id).toBe(id)
    // no Japanese name: the Chinese original
    const ja = await t.call<StaffInfo>('merchant/me', { lang: 'ja' }, result.token)
    expect(ja.data?.shops).toEqual([{ id: shopId, name: '泰式小馆' }])

    const actor = await t.app.moduleDeps.http.resolveActor(result.token)
    expect(actor).toEqual({ type: 'staff', staffId: id, role: 'merchant', shopIds: [shopId] })

    expect(await t.ok('merchant/logout', {}, result.token)).toBe(true)
    expect(await t.call('merchant/me', {}, result.token)).toMatchObject({
      status: 401,
      errorKey: 'NOT_LOGGED_IN',
    })
  })

  it('createStaff is idempotent by e-mail', async () => {
    const email = freshEmail('platform')
    const first = await createStaff(t.db, {
      email,
      password: staffPassword,
      name: 'Ops',
      role: 'platform',
      shopIds: [],
    })
    const second = await createStaff(t.db, {
      email,
      password: 'other',
      name: 'Other',
      role: 'platform',
      shopIds: [],
    })
    expect(second).toBe(first)
  })

  it('refuses a wrong password or an unknown e-mail with the same answer', async () => {
    const email = freshEmail('merchant')
    await createStaff(t.db, { email, password: staffPassword, name: 'Mr Li', role: 'merchant', shopIds: [] })
    const wrong = await t.call('merchant/login', { email, password: 'nope' })
    const unknown = await t.call('merchant/login', { email: freshEmail(), password: staffPassword })
    expect(wrong).toMatchObject({ status: 401, errorKey: 'WRONG_CREDENTIALS' })
    expect(unknown).toEqual(wrong)
    // a member account is not a console account
    const member = await signUp()
    expect(await t.call('merchant/login', { email: member.email, password: PASSWORD })).toEqual(wrong)
  })

  it('a member token cannot call console calls, a staff token cannot call member calls', async () => {
    const member = await signUp()
    const forbidden = await t.call('merchant/me', {}, member.token)
    expect(forbidden).toMatchObject({
      status: 403,
      code: 403,
      errorKey: 'FORBIDDEN',
      message: 'You have no permission to access this function!',
    })
    const email = freshEmail('merchant')
    await createStaff(t.db, {
      email,
      password: staffPassword,
      name: 'Ms Wang',
      role: 'merchant',
      shopIds: [shopId],
    })
    const { token } = await t.ok<{ token: string }>('merchant/login', { email, password: staffPassword })
    expect(await t.call('member/getLoginMemberInfo', {}, token)).toMatchObject({
      status: 403,
      errorKey: 'FORBIDDEN',
    })
    expect(await t.call('member/setPaymentPassword', { paymentPassword: '123456' }, token)).toMatchObject({
      status: 403,
      errorKey: 'FORBIDDEN',
    })
    // a staff session is not a member login for the app
    expect((await t.call('member/checkLoginToken', {}, token)).data).toBe(false)
  })
})

describe('seed helpers', () => {
  it('createMemberWithPassword is idempotent and the member can sign in', async () => {
    const email = freshEmail('demo')
    const id = await createMemberWithPassword(t.db, { email, password: PASSWORD, username: 'Demo' })
    expect(await createMemberWithPassword(t.db, { email, password: 'other123x' })).toBe(id)
    const { token } = await t.ok<TokenResult>('member/login', { email, password: PASSWORD })
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, token)
    expect(info).toMatchObject({ id, username: 'Demo', balanceFen: 0 })
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `member:${id}:balance`))
    expect(account?.kind).toBe('balance')
  })

  it('createMemberWithPassword gives the new-member gift at the given time, once', async () => {
    const email = freshEmail('seeded')
    const at = new Date('2026-05-01T02:00:00Z')
    const id = await createMemberWithPassword(t.db, { email, password: PASSWORD }, at)
    const ids = await expectExactlyTheGift(id, at)
    expect(await createMemberWithPassword(t.db, { email, password: PASSWORD }, t.clock.now())).toBe(id)
    expect((await couponRows(id)).map((c) => c.id)).toEqual(ids)
  })
})

describe('translated messages', () => {
  it('answers in the language of the body lang field', async () => {
    const result = await t.call('member/login', { email: freshEmail(), password: PASSWORD, lang: 'zh-Hans' })
    expect(result).toMatchObject({ errorKey: 'WRONG_CREDENTIALS', message: '邮箱或密码错误。' })
    const fields = await t.call('member/sendEmailCode', { email: 'x', type: 'login', lang: 'zh-Hans' })
    expect(fields.fieldErrors).toEqual({ email: '请输入有效的邮箱地址' })
    expect(fields.message).toBe('请检查：邮箱')
  })

  it('answers in the language of the mlang header', async () => {
    const result = await t.call('member/getLoginMemberInfo', {}, null, { mlang: 'zh-Hans' })
    expect(result).toMatchObject({ status: 401, message: '用户已过期或未登录，请登录后使用！' })
    const fr = await t.call('member/getLoginMemberInfo', {}, null, { mlang: 'fr-FR' })
    expect(fr.message).toBe(
      "Session expirée ou non connecté, veuillez vous connecter avant d'utiliser ce service\u202f!",
    )
  })

  it('CODE_TOO_FREQUENT carries the seconds to wait in every language', async () => {
    const email = freshEmail()
    await expectOk(sendCode(email, 'login'))
    const result = await t.call('member/sendEmailCode', { email, type: 'login', lang: 'zh-Hant' })
    expect(result.message).toBe('驗證碼每分鐘只能發送一次，請 60 秒後再試。')
  })
})

describe('dev outbox page', () => {
  it('lists the latest mails of the outbox, escaped, newest first, refreshing every 5 s', async () => {
    const outbox = createOutboxMailer(t.db, { info() {} })
    await outbox.send({ to: 'first@example.com', subject: 'First', text: 'one' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await outbox.send({
      to: 'evil@example.com',
      subject: '<script>alert(1)</script>',
      text: 'code 123456 & "more"',
    })
    const response = await t.app.inject({ method: 'GET', url: '/siam-server/dev/outbox' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.body
    expect(html).toContain('<meta http-equiv="refresh" content="5">')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('code 123456 &#38; &#34;more&#34;')
    expect(html.indexOf('evil@example.com')).toBeLessThan(html.indexOf('first@example.com'))
  })

  it('does not exist when the mailer is SMTP', async () => {
    const smtp = await createTestApp({
      config: testConfig({ MAILER: 'smtp', SMTP_URL: 'smtp://localhost:2525' }),
    })
    try {
      const response = await smtp.app.inject({ method: 'GET', url: '/siam-server/dev/outbox' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ errorKey: 'ROUTE_NOT_FOUND' })
    } finally {
      await smtp.close()
    }
  })
})

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED over the limit and lets the caller in again the next minute', async () => {
    const limited = await createTestApp({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }) })
    try {
      const body = { email: 'nobody@example.com', password: PASSWORD }
      for (let i = 0; i < 3; i++) {
        expect(await limited.call('member/login', body)).toMatchObject({
          status: 401,
          errorKey: 'WRONG_CREDENTIALS',
        })
      }
      const over = await limited.call('member/login', body)
      expect(over).toMatchObject({ status: 429, code: 429, errorKey: 'RATE_LIMITED' })
      expect(over.message).toBe('Too many requests, please try again in a minute.')
      // calls that are not public auth calls are not limited
      expect((await limited.call('member/checkLoginToken', {})).status).toBe(200)
      limited.clock.advance(MINUTE)
      expect(await limited.call('member/login', body)).toMatchObject({
        status: 401,
        errorKey: 'WRONG_CREDENTIALS',
      })
    } finally {
      await limited.close()
    }
  })
})
