import type { OrderDetail } from '@siam/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config'
import { newId } from '../../platform/ids'
import { createAddress, createFixtureShop, createMember } from '../../test/fixtures'
import { deliveryDraft, orderRow, placeOrder } from '../../test/flows'
import { createTestApp, type TestApp } from '../../test/harness'

/**
 * Issue 10.2: X-Forwarded-For is believed only from configured proxies, sign-in is limited per
 * account (a lock that grows, a mail to the owner), e-mail codes per address and per client, the
 * payment-password lock holds under parallel guesses, and sign-up / reset answers do not say which
 * addresses have accounts.
 */
const MINUTE = 60_000
const PASSWORD = 'Passw0rd1'

async function appWith(overrides: Parameters<typeof testConfig>[0] = {}): Promise<TestApp> {
  return createTestApp({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...overrides }) })
}

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip })
const wrongLogin = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.call('member/login', { email, password: 'Wrong-pass1' }, null, headers)

describe('client addresses: X-Forwarded-For only from TRUST_PROXY', () => {
  let direct: TestApp
  let proxied: TestApp
  beforeAll(async () => {
    direct = await createTestApp({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }) })
    proxied = await createTestApp({
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' }),
    })
  }, 60_000)
  afterAll(async () => {
    await direct?.close()
    await proxied?.close()
  })

  it('ignores a client-chosen X-Forwarded-For: rotating it does not escape the per-IP limit', async () => {
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push((await wrongLogin(direct, `x${i}@example.com`, fromIp(`10.0.0.${i}`))).errorKey)
    expect(answers.slice(0, 3)).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'WRONG_CREDENTIALS'])
    expect(answers.slice(3)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED'])
  })

  it('believes X-Forwarded-For from a configured proxy', async () => {
    for (let i = 0; i < 6; i++)
      expect((await wrongLogin(proxied, `y${i}@example.com`, fromIp(`10.0.1.${i}`))).errorKey).toBe(
        'WRONG_CREDENTIALS',
      )
  })
})

describe('sign-in: per account, whatever the client address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => t?.close())

  it('locks a member after 5 wrong passwords from 5 addresses, mails the owner, and the lock grows', async () => {
    const { email } = await createMember(t)
    const before = t.mailer.sent.length
    for (let i = 0; i < 4; i++)
      expect((await wrongLogin(t, email, fromIp(`10.1.0.${i}`))).errorKey).toBe('WRONG_CREDENTIALS')
    const fifth = await wrongLogin(t, email, fromIp('10.1.0.9'))
    expect(fifth).toMatchObject({ status: 423, errorKey: 'ACCOUNT_LOCKED' })
    expect(fifth.message).toContain('15 minutes')
    const notices = t.mailer.sent.slice(before).filter((m) => m.to === email)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.subject).toContain('locked')

    // Even the right password is refused while locked (nothing is verified).
    const right = await t.call('member/login', { email, password: PASSWORD }, null, fromIp('10.1.0.20'))
    expect(right.errorKey).toBe('ACCOUNT_LOCKED')
    t.clock.advance(15 * MINUTE)
    // After the lock, 5 more wrong ones lock for twice as long.
    for (let i = 0; i < 4; i++) await wrongLogin(t, email, fromIp(`10.1.1.${i}`))
    const again = await wrongLogin(t, email, fromIp('10.1.1.9'))
    expect(again.errorKey).toBe('ACCOUNT_LOCKED')
    expect(again.message).toContain('30 minutes')
    t.clock.advance(30 * MINUTE)
    expect((await t.call('member/login', { email, password: PASSWORD })).success).toBe(true)
    // A right password starts the count again.
    expect((await wrongLogin(t, email)).errorKey).toBe('WRONG_CREDENTIALS')
  })

  it('an unknown address locks the same way (no mail), so a lock tells nothing', async () => {
    const email = `nobody-${newId().slice(0, 6)}@example.com`
    const before = t.mailer.sent.length
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await wrongLogin(t, email, fromIp(`10.2.0.${i}`))).errorKey)
    expect(answers).toEqual([
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ])
    expect(t.mailer.sent.length).toBe(before)
  })

  it('parallel guesses cannot pass the lock', async () => {
    const { email } = await createMember(t)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call(
          'member/login',
          { email, password: i === 29 ? PASSWORD : 'Wrong-pass1' },
          null,
          fromIp(`10.3.0.${i}`),
        ),
      ),
    )
    expect(answers.filter((a) => a.errorKey !== 'ACCOUNT_LOCKED').length).toBeLessThanOrEqual(5)
    expect(answers[29]?.errorKey).toBe('ACCOUNT_LOCKED')
  })

  it('locks a staff account the same way', async () => {
    const shop = await createFixtureShop(t.db)
    const email = `staff-${newId().slice(0, 6)}@example.com`
    await t.app.services.auth.createStaff({
      email,
      password: PASSWORD,
      name: 'S',
      role: 'merchant',
      shopIds: [shop.shopId],
    })
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(
        (await t.call('merchant/login', { email, password: 'nope-Nope1' }, null, fromIp(`10.4.0.${i}`)))
          .errorKey,
      )
    expect(answers).toEqual([
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'WRONG_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ])
    expect(t.mailer.sent.at(-1)?.to).toBe(email)
    expect((await t.call('merchant/login', { email, password: PASSWORD })).errorKey).toBe('ACCOUNT_LOCKED')
  })
})

describe('e-mail codes: per address and per client address; no answer says who has an account', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => t?.close())

  const send = (email: string, type: string, ip = '10.9.9.9') =>
    t.call<{ resendAfterSeconds: number }>('member/sendEmailCode', { email, type }, null, fromIp(ip))

  it('limits codes per address across client addresses', async () => {
    const email = `codes-${newId().slice(0, 6)}@example.com`
    const answers = []
    for (let i = 0; i < 8; i++) {
      answers.push((await send(email, 'login', `10.5.0.${i}`)).errorKey ?? 'ok')
      t.clock.advance(MINUTE + 1000)
    }
    expect(answers.slice(0, 6)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok'])
    expect(answers.slice(6)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
  })

  it('limits codes per client address across addresses', async () => {
    const answers = []
    for (let i = 0; i < 14; i++)
      answers.push(
        (await send(`spray${i}-${newId().slice(0, 4)}@example.com`, 'login', '10.6.0.1')).errorKey ?? 'ok',
      )
    expect(answers.filter((a) => a === 'ok')).toHaveLength(12)
    expect(answers.slice(12)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
  })

  it('answers a sign-up code for a registered address like any other, and tells the owner by mail', async () => {
    const { email } = await createMember(t)
    const fresh = `fresh-${newId().slice(0, 6)}@example.com`
    const taken = await send(email, 'register', '10.7.0.1')
    const free = await send(fresh, 'register', '10.7.0.2')
    expect(taken).toEqual(free)
    expect(taken.success).toBe(true)
    const mail = t.mailer.sent.at(-2)
    expect(mail?.to).toBe(email)
    expect(mail?.text).not.toMatch(/\b\d{6}\b/)
    expect(mail?.subject).toContain('sign up')
    // The once-a-minute answer is the same for both too.
    expect((await send(email, 'register', '10.7.0.3')).errorKey).toBe('CODE_TOO_FREQUENT')
    expect((await send(fresh, 'register', '10.7.0.4')).errorKey).toBe('CODE_TOO_FREQUENT')
  })

  it('answers a reset code for an unknown address like any other, and a reset with a guess fails as a wrong code', async () => {
    const { email } = await createMember(t)
    const unknown = `unknown-${newId().slice(0, 6)}@example.com`
    const known = await send(email, 'forget', '10.8.0.1')
    const missing = await send(unknown, 'forget', '10.8.0.2')
    expect(missing).toEqual(known)
    expect(t.mailer.sent.at(-1)?.to).toBe(unknown)
    expect(t.mailer.sent.at(-1)?.text).not.toMatch(/\b\d{6}\b/)
    const reset = await t.call('member/forgetPassword', {
      email: unknown,
      code: '123456',
      password: 'Passw0rd2',
    })
    expect(reset.errorKey).toBe('CODE_INVALID')
  })
})

describe('payment password under parallel guesses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await appWith()
  }, 60_000)
  afterAll(async () => t?.close())

  it('60 parallel tries, the right one last: at most 5 are verified and the order stays unpaid', async () => {
    const shop = await createFixtureShop(t.db)
    const member = await createMember(t, { balanceFen: 100_000 })
    const address = await createAddress(t, member.token)
    const order = await placeOrder(t, member.token, deliveryDraft(shop, address.id))
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.call<OrderDetail>(
          'member/platformPay/byBalance',
          {
            orderId: order.id,
            paymentPassword: i === 59 ? '123456' : '000000',
            idempotencyKey: `guess-${i}-${newId()}`,
          },
          member.token,
        ),
      ),
    )
    expect(answers.filter((a) => a.errorKey === 'VALIDATION_FAILED')).toEqual([])
    const verified = answers.filter((a) => a.errorKey !== 'PAYMENT_PASSWORD_LOCKED')
    expect(verified.length).toBeLessThanOrEqual(5)
    expect(answers[59]?.errorKey).toBe('PAYMENT_PASSWORD_LOCKED')
    expect((await orderRow(t, order.id))?.status).toBe(1)
  }, 120_000)
})
