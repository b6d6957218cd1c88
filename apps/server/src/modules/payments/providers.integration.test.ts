import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import type { OrderDetail, Payment } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeAlipay, startFakeAlipay } from '../../adapters/payments/alipay/fake-alipay-server'
import { startFakeStripe } from '../../adapters/payments/card/fake-stripe-server'
import { toMerchantRef } from '../../adapters/payments/gateway'
import { startFakeWechatPay } from '../../adapters/payments/wechat/fake-wechat-server'
import { createWechatPayGateway } from '../../adapters/payments/wechat/wechat-gateway'
import { startFakeWechatMp } from '../../adapters/wechat/fake-wechat-mp-server'
import { testConfig } from '../../config'
import { ManualClock } from '../../platform/clock'
import { newId } from '../../platform/ids'
import { createAddress, createFixtureShop, createMember, type FixtureShop } from '../../test/fixtures'
import { deliveryDraft, orderRow, placeOrder } from '../../test/flows'
import { createTestApp, type TestApp } from '../../test/harness'
import { ledgerAudit } from '../ledger'
import { ledgerTransfers } from '../ledger/ledger.tables'
import { withOrderLock } from '../orders'
import { paymentRefunds, payments } from './payments.tables'

/**
 * The app configured with the real WeChat Pay, Alipay and card (Stripe) adapters, each talking to
 * a local fake of the provider's HTTP API over real sockets: notifications arrive over HTTP at our
 * notify routes, signed (and for WeChat encrypted) exactly as the providers do.
 */
type Keys = { publicKey: string; privateKey: string }
const rsa = (): Keys =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Polls until done; the deadline is only a ceiling for a hang (a loaded machine is slow, not wrong). */
async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('real provider adapters through the app, against local fakes', () => {
  const clock = new ManualClock(new Date())
  const now = () => clock.now()
  const merchantKeys = rsa()
  const wechatPlatformKeys = rsa()
  const alipayAppKeys = rsa()
  const alipayKeys = rsa()
  const apiV3Key = randomBytes(16).toString('hex')
  let t: TestApp
  let shop: FixtureShop
  let alipay: FakeAlipay
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>
  let wechat: Awaited<ReturnType<typeof startFakeWechatPay>>
  let mp: Awaited<ReturnType<typeof startFakeWechatMp>>
  let base: string

  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    alipay = await startFakeAlipay({
      appId: '2021000000000001',
      appPublicKeyPem: alipayAppKeys.publicKey,
      alipayPrivateKeyPem: alipayKeys.privateKey,
      now,
      notifyRetryDelaysMs: [50, 100],
    })
    stripe = await startFakeStripe({
      secretKey: 'sk_test_siam',
      webhookSecret: 'whsec_siam',
      now,
      webhookUrl: `${base}/siam-server/rest/notify/card`,
      webhookRetryDelaysMs: [50, 100],
    })
    wechat = await startFakeWechatPay({
      mchId: '1900000001',
      appId: 'wx0000000000000001',
      mchPublicKeyPem: merchantKeys.publicKey,
      mchSerialNo: 'SERIAL01',
      platformPrivateKeyPem: wechatPlatformKeys.privateKey,
      platformPublicKeyId: 'PUB_KEY_ID_01',
      apiV3Key,
      now,
      notifyRetryDelaysMs: [50, 100],
    })
    mp = await startFakeWechatMp({ appId: 'wx0000000000000001', appSecret: 'mp-secret', now })
    t = await createTestApp({
      clock,
      config: testConfig({
        PUBLIC_BASE_URL: base,
        PAY_WECHAT: 'wechat',
        PAY_ALIPAY: 'alipay',
        PAY_CARD: 'stripe',
        WECHAT_API_BASE: wechat.url,
        WECHAT_MP_API_BASE: mp.url,
        WECHAT_APP_ID: 'wx0000000000000001',
        WECHAT_APP_SECRET: 'mp-secret',
        WECHAT_MCH_ID: '1900000001',
        WECHAT_MCH_SERIAL_NO: 'SERIAL01',
        WECHAT_MCH_PRIVATE_KEY: merchantKeys.privateKey,
        WECHAT_API_V3_KEY: apiV3Key,
        WECHAT_PLATFORM_PUBLIC_KEY: wechatPlatformKeys.publicKey,
        WECHAT_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_01',
        ALIPAY_GATEWAY: alipay.url,
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: alipayAppKeys.privateKey,
        ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
        STRIPE_API_BASE: stripe.url,
        STRIPE_SECRET_KEY: 'sk_test_siam',
        STRIPE_WEBHOOK_SECRET: 'whsec_siam',
      }),
    })
    await t.app.listen({ port, host: '127.0.0.1' })
    shop = await createFixtureShop(t.db)
  })
  afterAll(async () => {
    await t?.close()
    await Promise.all([alipay?.close(), stripe?.close(), wechat?.close(), mp?.close()])
  })

  async function memberWithOrder() {
    clock.set(new Date())
    const m = await createMember(t)
    const address = await createAddress(t, m.token)
    const order = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
    return { ...m, order }
  }
  const createPayment = (token: string, orderId: string, payType: string, environment = 'browser') =>
    t.call<{ payment: Payment; action: { type: string; url: string } }>(
      'member/payment/create',
      { orderId, payType, environment, idempotencyKey: `pc-${newId()}` },
      token,
    )
  const paymentTransfers = async (paymentId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `payment:${paymentId}`))
    return Number(row?.n)
  }
  const paidStatus = (orderId: string) =>
    eventually(
      async () => (await orderRow(t, orderId)).status,
      (status) => status === 2,
    )

  it('Alipay: signed wap redirect, async notification over HTTP (replays once), refund through the adapter', async () => {
    const m = await memberWithOrder()
    const created = await createPayment(m.token, m.order.id, 'alipay')
    expect(created.success).toBe(true)
    const { payment, action } = created.data ?? { payment: null, action: null }
    if (!payment || !action) throw new Error('no payment')
    expect(action.type).toBe('redirect')
    expect(action.url.startsWith(alipay.url)).toBe(true)
    const redirect = new URL(action.url)
    expect(redirect.searchParams.get('notify_url')).toBe(`${base}/siam-server/rest/notify/alipay`)
    expect(redirect.searchParams.get('return_url')).toBe(`${base}/siam-server/pay/return/${payment.id}`)
    // The payer opens the wap page (the trade exists at Alipay from then on) and pays.
    expect((await fetch(action.url)).status).toBe(200)
    const outTradeNo = toMerchantRef(payment.id)
    await alipay.pay(outTradeNo)
    expect(await paidStatus(m.order.id)).toBe(2)
    await alipay.sendNotification(outTradeNo, { replays: 3 })
    expect(await paymentTransfers(payment.id)).toBe(1)
    expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
      status: 'succeeded',
    })

    // Money back through Alipay's refund call, once, even when the job runs twice.
    const [refundId] = await withOrderLock(t.db, m.order.id, (tx, order) =>
      t.app.services.payments.refundOrderInFull(tx, order, 'order_rejected'),
    )
    expect(await t.app.services.payments.processRefund(refundId ?? '')).toBe('succeeded')
    expect(await t.app.services.payments.processRefund(refundId ?? '')).toBe('skipped')
    expect(alipay.refunds().filter((r) => r.outTradeNo === outTradeNo)).toHaveLength(1)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('Alipay: a forged notification is answered "fail" and changes nothing', async () => {
    const m = await memberWithOrder()
    const { data } = await createPayment(m.token, m.order.id, 'alipay')
    const form = new URLSearchParams({
      notify_id: `forged-${newId()}`,
      app_id: '2021000000000001',
      out_trade_no: toMerchantRef(data?.payment.id ?? ''),
      trade_status: 'TRADE_SUCCESS',
      total_amount: '41.00',
      trade_no: '2026112222001',
      sign_type: 'RSA2',
      sign: Buffer.from('not a signature').toString('base64'),
    })
    const answer = await fetch(`${base}/siam-server/rest/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(await answer.text()).toBe('fail')
    expect((await orderRow(t, m.order.id)).status).toBe(1)
  })

  it('card (Stripe Checkout): hosted page, signed webhook, session found again by reference', async () => {
    const m = await memberWithOrder()
    const { data, success } = await createPayment(m.token, m.order.id, 'card')
    expect(success).toBe(true)
    const payment = data?.payment
    if (!payment || !data) throw new Error('no payment')
    expect(data.action.url.startsWith(stripe.url)).toBe(true)
    const session = stripe.sessions().find((s) => s.client_reference_id === toMerchantRef(payment.id))
    if (!session) throw new Error('no session at the fake')
    expect(session.amount_total).toBe(m.order.totalFen)
    stripe.pay(session.id)
    expect(await paidStatus(m.order.id)).toBe(2)
    expect(await paymentTransfers(payment.id)).toBe(1)
    const [refundId] = await withOrderLock(t.db, m.order.id, (tx, order) =>
      t.app.services.payments.refundOrderInFull(tx, order, 'order_rejected'),
    )
    expect(await t.app.services.payments.processRefund(refundId ?? '')).toBe('succeeded')
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, refundId ?? ''))
    expect(refund).toMatchObject({ status: 'succeeded', amountFen: m.order.totalFen })
  })

  it('WeChat Pay: refuses without the payer openid, and takes a signed, encrypted notification once', async () => {
    const m = await memberWithOrder()
    const refused = await createPayment(m.token, m.order.id, 'wechat', 'wechat')
    expect(refused).toMatchObject({ status: 409, errorKey: 'WECHAT_OPENID_REQUIRED' })
    expect(await t.db.select().from(payments).where(eq(payments.orderId, m.order.id))).toEqual([])

    // A payment started by a member who has an openid (WeChat login, a later issue), made here directly.
    const paymentId = newId()
    await t.db.insert(payments).values({
      id: paymentId,
      orderId: m.order.id,
      memberId: m.memberId,
      payType: 'wechat',
      provider: 'wechat',
      amountFen: m.order.totalFen,
      status: 'pending',
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 5 * 60_000),
    })
    const adapter = createWechatPayGateway({
      config: {
        apiBase: wechat.url,
        appId: 'wx0000000000000001',
        mchId: '1900000001',
        mchSerialNo: 'SERIAL01',
        mchPrivateKeyPem: merchantKeys.privateKey,
        apiV3Key,
        platformPublicKeyPem: wechatPlatformKeys.publicKey,
        platformPublicKeyId: 'PUB_KEY_ID_01',
      },
      clock,
    })
    const { action } = await adapter.createPayment({
      paymentId,
      orderNo: m.order.orderNo,
      payType: 'wechat',
      amountFen: m.order.totalFen,
      description: 'Siam order',
      returnUrl: `${base}/siam-server/pay/return/${paymentId}`,
      notifyUrl: `${base}/siam-server/rest/notify/wechat`,
      expiresAt: new Date(clock.now().getTime() + 5 * 60_000),
      payerOpenId: 'o-payer-openid',
    })
    expect(action.type).toBe('jsapi')
    const note = await wechat.pay(toMerchantRef(paymentId))
    expect(note.attempts.at(-1)?.status).toBe(204)
    expect(await paidStatus(m.order.id)).toBe(2)
    await wechat.sendNotification(toMerchantRef(paymentId), { replays: 5 })
    expect(await paymentTransfers(paymentId)).toBe(1)

    // Tampered: the body no longer matches the signature -> 500 FAIL, nothing recorded.
    const signed = wechat.paymentNotification(toMerchantRef(paymentId))
    const tampered = await fetch(`${base}/siam-server/rest/notify/wechat`, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body.replace('"id":"', '"id":"x'),
    })
    expect(tampered.status).toBe(500)
    expect(await tampered.json()).toEqual({ code: 'FAIL', message: 'failed' })
  })

  it('wxJsSdkConfig signs a page URL with a cached ticket, and refuses a missing URL', async () => {
    const url = 'https://siam.example/web/?from=share#/pages/index/index'
    const answer = await fetch(`${base}/siam-server/rest/system/wxJsSdkConfig?url=${encodeURIComponent(url)}`)
    const body = (await answer.json()) as { success: boolean; data: Record<string, unknown> }
    expect(body.success).toBe(true)
    expect(body.data).toMatchObject({ appId: 'wx0000000000000001' })
    expect(String(body.data.signature)).toMatch(/^[0-9a-f]{40}$/)
    await fetch(`${base}/siam-server/rest/system/wxJsSdkConfig?url=${encodeURIComponent(url)}`)
    expect(mp.counts.ticket).toBe(1)
    const missing = await fetch(`${base}/siam-server/rest/system/wxJsSdkConfig`)
    expect(missing.status).toBe(400)
  })

  it('answers the order as paid to the member after a provider payment', async () => {
    const m = await memberWithOrder()
    const { data } = await createPayment(m.token, m.order.id, 'card')
    const session = stripe
      .sessions()
      .find((s) => s.client_reference_id === toMerchantRef(data?.payment.id ?? ''))
    stripe.pay(session?.id ?? '')
    await paidStatus(m.order.id)
    const order = await t.ok<OrderDetail>('member/order/selectById', { id: m.order.id }, m.token)
    expect(order).toMatchObject({ status: 2, payType: 'card', paidFen: m.order.totalFen })
  })
})
