import { createPrivateKey } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../platform/clock'
import { expectAppError } from '../../../test/assertions'
import { type CreatePaymentRequest, toMerchantRef, type VerifiedNotification } from '../gateway'
import { type AlipayGateway, createAlipayGateway } from './alipay-gateway'
import { type FakeAlipay, startFakeAlipay } from './fake-alipay-server'
import { signNotify } from './signature'
import { eventually, generateRsaKeys, type KeyPairPem, startReceiver } from './test-support'

const APP_ID = '2021000000000001'
const PAYMENT_ID = '0b5c8d6e-1f2a-4b3c-9d4e-5f6a7b8c9d0e'
const REFUND_ID = 'a1b2c3d4-e5f6-4789-8abc-def012345678'
const OUT_TRADE_NO = toMerchantRef(PAYMENT_ID)

let appKeys: KeyPairPem
let alipayKeys: KeyPairPem
let strangerKeys: KeyPairPem
let clock: ManualClock
let fake: FakeAlipay
let adapter: AlipayGateway
let receiver: Awaited<ReturnType<typeof startReceiver>>
let verified: VerifiedNotification[]
let rejected: unknown[]
/** How the merchant endpoint answers: by default as the adapter says. */
let merchantAnswers: (() => boolean | null)[]

function gatewayFor(overrides: Partial<Parameters<typeof createAlipayGateway>[0]['config']> = {}) {
  return createAlipayGateway({
    config: {
      gateway: fake.url,
      appId: APP_ID,
      privateKeyPem: appKeys.privateKeyPem,
      alipayPublicKeyPem: alipayKeys.publicKeyPem,
      timeoutMs: 2000,
      ...overrides,
    },
    clock,
  })
}

function paymentRequest(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return {
    paymentId: PAYMENT_ID,
    orderNo: '20261121-0001',
    payType: 'alipay',
    amountFen: 12345,
    description: 'Siam order 20261121-0001',
    returnUrl: 'https://siam.example.cn/web/pay/return',
    notifyUrl: receiver.url,
    expiresAt: new Date(clock.now().getTime() + 15 * 60 * 1000),
    ...overrides,
  }
}

/** Creates the payment and opens its redirect URL as the payer's browser would. */
async function openPayPage(overrides: Partial<CreatePaymentRequest> = {}) {
  const { action } = await adapter.createPayment(paymentRequest(overrides))
  if (action.type !== 'redirect') throw new Error('expected a redirect')
  const page = await fetch(action.url)
  return { url: action.url, html: await page.text() }
}

const refundRequest = (amountFen: number, refundId = REFUND_ID) => ({
  paymentId: PAYMENT_ID,
  refundId,
  amountFen,
  paymentAmountFen: 12345,
  reason: 'customer cancelled',
  notifyUrl: receiver.url,
})

const formBody = (params: Record<string, string>) => new URLSearchParams(params).toString()

beforeAll(() => {
  appKeys = generateRsaKeys('pkcs8')
  alipayKeys = generateRsaKeys('pkcs1')
  strangerKeys = generateRsaKeys('pkcs8')
})

beforeEach(async () => {
  clock = new ManualClock(new Date('2026-11-21T04:00:00Z'))
  verified = []
  rejected = []
  merchantAnswers = []
  receiver = await startReceiver(async ({ headers, body }) => {
    const forced = merchantAnswers.shift()?.()
    try {
      const notification = await adapter.verifyNotification(headers, body)
      verified.push(notification)
      return adapter.answer(forced ?? true)
    } catch (error) {
      rejected.push(error)
      return adapter.answer(false)
    }
  })
  fake = await startFakeAlipay({
    appId: APP_ID,
    appPublicKeyPem: appKeys.publicKeyPem,
    alipayPrivateKeyPem: alipayKeys.privateKeyPem,
    now: () => clock.now(),
    notifyRetryDelaysMs: [20, 20, 20],
  })
  adapter = gatewayFor()
})

afterEach(async () => {
  await fake.close()
  await receiver.close()
})

describe('createPayment', () => {
  it('answers a signed wap pay redirect without calling Alipay', async () => {
    const result = await adapter.createPayment(paymentRequest())
    expect(result.providerTradeNo).toBeNull()
    expect(fake.requests).toHaveLength(0)
    if (result.action.type !== 'redirect') throw new Error('expected a redirect')
    const url = new URL(result.action.url)
    expect(`${url.origin}${url.pathname}`).toBe(fake.url)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.wap.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-11-21 12:00:00',
      version: '1.0',
      return_url: 'https://siam.example.cn/web/pay/return',
      notify_url: receiver.url,
    })
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: OUT_TRADE_NO,
      total_amount: '123.45',
      subject: 'Siam order 20261121-0001',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-21 12:15:00',
      quit_url: 'https://siam.example.cn/web/pay/return',
    })
  })

  it('opens a trade on the pay page, which accepts our signature', async () => {
    const { html } = await openPayPage()
    expect(fake.pageVisits).toEqual([{ outTradeNo: OUT_TRADE_NO, errorCode: null }])
    expect(html).toContain('123.45')
    expect(fake.trade(OUT_TRADE_NO)).toMatchObject({ status: 'WAIT_BUYER_PAY', totalFen: 12345 })
  })

  it('is refused by the pay page when the URL was altered', async () => {
    const { action } = await adapter.createPayment(paymentRequest())
    if (action.type !== 'redirect') throw new Error('expected a redirect')
    const url = new URL(action.url)
    url.searchParams.set('biz_content', (url.searchParams.get('biz_content') ?? '').replace('123.45', '0.01'))
    const html = await (await fetch(url)).text()
    expect(html).toContain('isv.invalid-signature')
    expect(fake.trade(OUT_TRADE_NO)).toBeUndefined()
  })

  it('is refused by the pay page after the deadline', async () => {
    const { action } = await adapter.createPayment(paymentRequest())
    if (action.type !== 'redirect') throw new Error('expected a redirect')
    clock.advance(16 * 60 * 1000)
    expect(await (await fetch(action.url)).text()).toContain('ACQ.TRADE_HAS_CLOSE')
    expect(fake.trade(OUT_TRADE_NO)).toBeUndefined()
  })

  it('keeps / = & out of the subject, which Alipay refuses', async () => {
    const { action } = await adapter.createPayment(paymentRequest({ description: 'A/B=C&D' }))
    if (action.type !== 'redirect') throw new Error('expected a redirect')
    const biz = JSON.parse(new URL(action.url).searchParams.get('biz_content') ?? '')
    expect(biz.subject).toBe('A B C D')
  })
})

describe('query', () => {
  it('answers null for a trade Alipay never saw', async () => {
    expect(await adapter.query(PAYMENT_ID)).toBeNull()
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'alipay.trade.query',
      subCode: 'ACQ.TRADE_NOT_EXIST',
    })
  })

  it('follows the trade: waiting, paid', async () => {
    await openPayPage()
    expect(await adapter.query(PAYMENT_ID)).toEqual({
      status: 'pending',
      providerTradeNo: fake.trade(OUT_TRADE_NO)?.tradeNo,
      amountFen: 12345,
    })
    await fake.pay(OUT_TRADE_NO)
    const trade = await adapter.query(PAYMENT_ID)
    expect(trade).toEqual({
      status: 'succeeded',
      providerTradeNo: expect.stringMatching(/^\d{28}$/),
      amountFen: 12345,
    })
  })

  it('sees a trade Alipay closed at its deadline', async () => {
    await openPayPage()
    clock.advance(16 * 60 * 1000)
    expect((await adapter.query(PAYMENT_ID))?.status).toBe('closed')
    await expect(fake.pay(OUT_TRADE_NO)).rejects.toThrow(/TRADE_CLOSED/)
  })

  it('reports a fully refunded trade (TRADE_CLOSED at Alipay) as paid', async () => {
    await openPayPage()
    await fake.pay(OUT_TRADE_NO)
    expect((await adapter.refund(refundRequest(12345))).status).toBe('succeeded')
    expect(fake.trade(OUT_TRADE_NO)?.status).toBe('TRADE_CLOSED')
    expect((await adapter.query(PAYMENT_ID))?.status).toBe('succeeded')
  })
})

describe('close', () => {
  it('closes a waiting trade', async () => {
    await openPayPage()
    expect((await adapter.close(PAYMENT_ID))?.status).toBe('closed')
    expect(fake.trade(OUT_TRADE_NO)?.status).toBe('TRADE_CLOSED')
    expect(fake.requests.map((r) => r.method)).toEqual(['alipay.trade.close', 'alipay.trade.query'])
  })

  it('answers null when Alipay has no trade', async () => {
    expect(await adapter.close(PAYMENT_ID)).toBeNull()
  })

  it('answers the paid trade when the payer was faster (ACQ.TRADE_STATUS_ERROR)', async () => {
    await openPayPage()
    await fake.pay(OUT_TRADE_NO)
    expect(await adapter.close(PAYMENT_ID)).toMatchObject({ status: 'succeeded', amountFen: 12345 })
    expect(fake.requests[0]).toMatchObject({
      method: 'alipay.trade.close',
      subCode: 'ACQ.TRADE_STATUS_ERROR',
    })
  })
})

describe('refund', () => {
  beforeEach(async () => {
    await openPayPage()
    await fake.pay(OUT_TRADE_NO)
  })

  it('refunds, and a repeat with the same refund id moves no more money', async () => {
    expect(await adapter.refund(refundRequest(2000))).toEqual({
      status: 'succeeded',
      providerRefundNo: null,
      error: null,
    })
    expect(await adapter.refund(refundRequest(2000))).toMatchObject({ status: 'succeeded' })
    expect(fake.refunds(OUT_TRADE_NO)).toEqual([
      expect.objectContaining({ outRequestNo: toMerchantRef(REFUND_ID), amountFen: 2000 }),
    ])
    expect(fake.trade(OUT_TRADE_NO)?.refundedFen).toBe(2000)
    // The repeat was confirmed through the refund query, as Alipay documents for fund_change N.
    expect(fake.requests.map((r) => r.method)).toEqual([
      'alipay.trade.refund',
      'alipay.trade.refund',
      'alipay.trade.fastpay.refund.query',
    ])
  })

  it('sends the refund in fen-exact yuan with our refund id', async () => {
    await adapter.refund(refundRequest(1))
    const biz = JSON.parse(fake.requests.at(-1)?.params.biz_content ?? '')
    expect(biz).toEqual({
      out_trade_no: OUT_TRADE_NO,
      refund_amount: '0.01',
      out_request_no: toMerchantRef(REFUND_ID),
      refund_reason: 'customer cancelled',
    })
  })

  it('refuses more than what is left (ACQ.REFUND_AMT_NOT_EQUAL_TOTAL)', async () => {
    await adapter.refund(refundRequest(12000))
    const second = await adapter.refund(refundRequest(346, 'ffffffff-e5f6-4789-8abc-def012345678'))
    expect(second).toEqual({
      status: 'failed',
      providerRefundNo: null,
      error: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL: 退款金额超限',
    })
    expect(fake.trade(OUT_TRADE_NO)?.refundedFen).toBe(12000)
  })

  it('refuses refunds once the refund period is over (TRADE_FINISHED, still a paid trade)', async () => {
    fake.finishTrade(OUT_TRADE_NO)
    expect((await adapter.query(PAYMENT_ID))?.status).toBe('succeeded')
    expect(await adapter.refund(refundRequest(2000))).toMatchObject({
      status: 'failed',
      error: 'ACQ.TRADE_HAS_FINISHED: 交易已完结',
    })
  })

  it('reports business refusals as failed refunds', async () => {
    fake.failNext('alipay.trade.refund', { code: '40004', subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH' })
    expect(await adapter.refund(refundRequest(2000))).toMatchObject({
      status: 'failed',
      error: 'ACQ.SELLER_BALANCE_NOT_ENOUGH: 卖家余额不足',
    })
    expect(fake.refunds()).toHaveLength(0)
  })

  it('throws PROVIDER_ERROR when Alipay is unavailable (20000), answers 502, or drops the line', async () => {
    fake.failNext('alipay.trade.refund', { code: '20000' })
    await expectAppError(adapter.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    fake.failNext('alipay.trade.refund', { httpStatus: 502 })
    await expectAppError(adapter.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    fake.failNext('alipay.trade.refund', { dropConnection: true })
    await expectAppError(adapter.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    fake.failNext('alipay.trade.refund', { code: '40004', subCode: 'ACQ.SYSTEM_ERROR' })
    await expectAppError(adapter.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    expect(fake.refunds()).toHaveLength(0)
  })

  it('throws PROVIDER_ERROR when nothing listens at the gateway', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const offline = gatewayFor({ gateway: `http://127.0.0.1:${port}/gateway.do` })
    await expectAppError(offline.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    await expectAppError(offline.query(PAYMENT_ID), 'PROVIDER_ERROR')
  })

  it('after a refund lost in flight, the retry finds it instead of refunding twice', async () => {
    fake.holdNext('refund')
    const impatient = gatewayFor({ timeoutMs: 300 })
    await expectAppError(impatient.refund(refundRequest(2000)), 'PROVIDER_ERROR')
    expect(fake.refunds()).toHaveLength(1)
    expect(await adapter.queryRefund(refundRequest(2000))).toMatchObject({ status: 'succeeded' })
    expect(await adapter.refund(refundRequest(2000))).toMatchObject({ status: 'succeeded' })
    expect(fake.trade(OUT_TRADE_NO)?.refundedFen).toBe(2000)
  })
})

describe('a query lost in flight', () => {
  it('throws PROVIDER_ERROR when Alipay never answers (holdNext create holds the query)', async () => {
    await openPayPage()
    fake.holdNext('create')
    await expectAppError(gatewayFor({ timeoutMs: 300 }).query(PAYMENT_ID), 'PROVIDER_ERROR')
    expect((await adapter.query(PAYMENT_ID))?.status).toBe('pending')
  })
})

describe('queryRefund', () => {
  it('answers unknown when Alipay has no such refund, or no such trade', async () => {
    expect(await adapter.queryRefund({ paymentId: PAYMENT_ID, refundId: REFUND_ID })).toMatchObject({
      status: 'unknown',
    })
    await openPayPage()
    await fake.pay(OUT_TRADE_NO)
    expect(await adapter.queryRefund({ paymentId: PAYMENT_ID, refundId: REFUND_ID })).toMatchObject({
      status: 'unknown',
    })
    await adapter.refund(refundRequest(500))
    expect(await adapter.queryRefund({ paymentId: PAYMENT_ID, refundId: REFUND_ID })).toEqual({
      status: 'succeeded',
      providerRefundNo: null,
      error: null,
    })
  })
})

describe('answers that are not Alipay’s', () => {
  it('throws PROVIDER_ERROR when the answer is signed by another key', async () => {
    await openPayPage()
    const fooled = gatewayFor({ alipayPublicKeyPem: strangerKeys.publicKeyPem })
    await expectAppError(fooled.query(PAYMENT_ID), 'PROVIDER_ERROR')
    await expectAppError(fooled.close(PAYMENT_ID), 'PROVIDER_ERROR')
    // Business refusals are decisions too: an unverifiable "no such trade" is not believed.
    await expectAppError(fooled.queryRefund(refundRequest(1)), 'PROVIDER_ERROR')
  })

  it('throws PROVIDER_ERROR when the answer was altered or its signature removed on the way', async () => {
    await openPayPage()
    let rewrite = (body: string) => body.replace('WAIT_BUYER_PAY', 'TRADE_SUCCESS')
    const proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const upstream = await fetch(`${fake.url}${(req.url ?? '').replace('/gateway.do', '')}`, {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body: Buffer.concat(chunks),
      })
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(rewrite(await upstream.text()))
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()))
    try {
      const via = gatewayFor({
        gateway: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/gateway.do`,
      })
      await expectAppError(via.query(PAYMENT_ID), 'PROVIDER_ERROR')
      rewrite = (body) => body.replace(/,"sign":"[^"]*"/, '')
      await expectAppError(via.query(PAYMENT_ID), 'PROVIDER_ERROR')
      rewrite = (body) => body
      expect((await via.query(PAYMENT_ID))?.status).toBe('pending')
    } finally {
      proxy.closeAllConnections()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    }
  })

  it('throws PROVIDER_ERROR when Alipay refuses our signature (40002 isv.invalid-signature)', async () => {
    const wrongKey = gatewayFor({ privateKeyPem: strangerKeys.privateKeyPem })
    await expectAppError(wrongKey.query(PAYMENT_ID), 'PROVIDER_ERROR')
    expect(fake.requests.at(-1)).toMatchObject({ code: '40002', subCode: 'isv.invalid-signature' })
  })

  it('throws PROVIDER_ERROR for a request Alipay thinks is stale (isv.invalid-timestamp)', async () => {
    const lateClock = new ManualClock(new Date(clock.now().getTime() - 60 * 60 * 1000))
    const late = createAlipayGateway({
      config: {
        gateway: fake.url,
        appId: APP_ID,
        privateKeyPem: appKeys.privateKeyPem,
        alipayPublicKeyPem: alipayKeys.publicKeyPem,
      },
      clock: lateClock,
    })
    await expectAppError(late.query(PAYMENT_ID), 'PROVIDER_ERROR')
    expect(fake.requests.at(-1)?.subCode).toBe('isv.invalid-timestamp')
  })
})

describe('notifications', () => {
  beforeEach(async () => {
    await openPayPage()
  })

  it('verifies the payment notification and acknowledges it with exactly "success"', async () => {
    const attempt = await fake.pay(OUT_TRADE_NO)
    expect(attempt).toMatchObject({ acknowledged: true, httpStatus: 200, answer: 'success' })
    expect(verified).toEqual([
      {
        kind: 'payment',
        eventId: attempt?.notifyId,
        paymentId: PAYMENT_ID,
        status: 'succeeded',
        amountFen: 12345,
        providerTradeNo: fake.trade(OUT_TRADE_NO)?.tradeNo,
      },
    ])
    expect(receiver.received[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded')
  })

  it('is retried by Alipay until acknowledged, with the same notify_id', async () => {
    merchantAnswers.push(
      () => false,
      () => false,
    )
    await fake.pay(OUT_TRADE_NO)
    await eventually(() => fake.notifications.some((n) => n.acknowledged))
    expect(fake.notifications.map((n) => [n.attempt, n.answer])).toEqual([
      [1, 'fail'],
      [2, 'fail'],
      [3, 'success'],
    ])
    expect(new Set(verified.map((n) => n.eventId)).size).toBe(1)
  })

  it('is given up after Alipay’s last attempt when never acknowledged', async () => {
    merchantAnswers.push(...Array.from({ length: 10 }, () => () => false))
    await fake.pay(OUT_TRADE_NO)
    await eventually(() => fake.notifications.length === 4)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fake.notifications.map((n) => n.acknowledged)).toEqual([false, false, false, false])
  })

  it('replays carry the same event id', async () => {
    await fake.pay(OUT_TRADE_NO)
    const attempts = await fake.sendNotification(OUT_TRADE_NO, { replays: 2 })
    expect(attempts.every((a) => a.acknowledged)).toBe(true)
    expect(verified).toHaveLength(4)
    expect(new Set(verified.map((n) => n.eventId)).size).toBe(1)
  })

  it('maps a trade Alipay closed', async () => {
    fake.closeTrade(OUT_TRADE_NO)
    await fake.sendNotification(OUT_TRADE_NO)
    expect(verified).toMatchObject([{ kind: 'payment', status: 'closed', paymentId: PAYMENT_ID }])
  })

  it('ignores the notification Alipay sends after a refund', async () => {
    await fake.pay(OUT_TRADE_NO)
    await adapter.refund(refundRequest(2000))
    await eventually(() => verified.length === 2)
    expect(verified[1]).toEqual({ kind: 'ignored', eventId: expect.any(String) })
    expect(fake.notifications[1]?.params).toMatchObject({
      out_biz_no: toMerchantRef(REFUND_ID),
      refund_fee: '20.00',
    })
  })

  describe('refuses with SIGNATURE_INVALID', () => {
    let genuine: Record<string, string>
    beforeEach(async () => {
      await fake.pay(OUT_TRADE_NO)
      genuine = fake.signedNotification(OUT_TRADE_NO)
      // The genuine one passes, so each refusal below is about its own change.
      await expect(adapter.verifyNotification({}, formBody(genuine))).resolves.toMatchObject({
        amountFen: 12345,
      })
    })

    it('a tampered amount', async () => {
      await expectAppError(
        adapter.verifyNotification({}, formBody({ ...genuine, total_amount: '0.01' })),
        'SIGNATURE_INVALID',
      )
    })

    it('another application’s notification, even signed by Alipay', async () => {
      const alipayKey = createPrivateKey(alipayKeys.privateKeyPem)
      const { sign: _, ...unsigned } = genuine
      const forOther = signNotify({ ...unsigned, app_id: '2021000000000999' }, alipayKey)
      await expectAppError(adapter.verifyNotification({}, formBody(forOther)), 'SIGNATURE_INVALID')
    })

    it('a signature by another key, a missing or garbled one', async () => {
      const { sign: _, ...unsigned } = genuine
      const forged = signNotify(unsigned, createPrivateKey(strangerKeys.privateKeyPem))
      await expectAppError(adapter.verifyNotification({}, formBody(forged)), 'SIGNATURE_INVALID')
      await expectAppError(adapter.verifyNotification({}, formBody(unsigned)), 'SIGNATURE_INVALID')
      await expectAppError(
        adapter.verifyNotification({}, formBody({ ...genuine, sign: '!!' })),
        'SIGNATURE_INVALID',
      )
      await expectAppError(adapter.verifyNotification({}, 'not a form'), 'SIGNATURE_INVALID')
    })

    it('a parameter given twice', async () => {
      const body = `${formBody(genuine)}&total_amount=0.01`
      await expectAppError(adapter.verifyNotification({}, body), 'SIGNATURE_INVALID')
    })

    it('a signed notification with an amount that is not exact yuan', async () => {
      const alipayKey = createPrivateKey(alipayKeys.privateKeyPem)
      const { sign: _, ...unsigned } = genuine
      for (const amount of ['0.001', '1e3']) {
        const odd = signNotify({ ...unsigned, total_amount: amount }, alipayKey)
        await expectAppError(adapter.verifyNotification({}, formBody(odd)), 'SIGNATURE_INVALID')
      }
    })
  })

  it('answers success / fail as plain text with status 200', () => {
    expect(adapter.answer(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' })
    expect(adapter.answer(false)).toEqual({ status: 200, contentType: 'text/plain', body: 'fail' })
  })
})

describe('verifyReturnParams', () => {
  it('names the payment from Alipay’s signed return parameters, and nothing else', async () => {
    await openPayPage()
    // The payer confirms on the wap page and is sent back to return_url with signed parameters.
    const confirmed = await fetch(fake.url.replace('/gateway.do', `/fake/pay/${OUT_TRADE_NO}`), {
      method: 'POST',
      redirect: 'manual',
    })
    expect(confirmed.status).toBe(303)
    const back = new URL(confirmed.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe('https://siam.example.cn/web/pay/return')
    const query = Object.fromEntries(back.searchParams)
    expect(adapter.verifyReturnParams(query)).toEqual({ paymentId: PAYMENT_ID })
    expect(adapter.verifyReturnParams({ ...query, out_trade_no: toMerchantRef(REFUND_ID) })).toBeNull()
    expect(adapter.verifyReturnParams({ ...query, sign: '' })).toBeNull()
    const otherApp = gatewayFor({ appId: '2021000000000999' })
    expect(otherApp.verifyReturnParams(query)).toBeNull()
  })
})
