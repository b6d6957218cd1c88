import { createCipheriv, createVerify, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../platform/clock'
import { expectAppError } from '../../../test/assertions'
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  toMerchantRef,
  type VerifiedNotification,
} from '../gateway'
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechat-server'
import { eventually, type Received, rsaKeyPair, startNotifyReceiver } from './notify-receiver.test-kit'
import { answerMessage, newNonce, signMessage, unixSeconds } from './wechat-crypto'
import { createWechatPayGateway, type WechatPaySettings } from './wechat-gateway'

const APP_ID = 'wx8888888888888888'
const MCH_ID = '1900000109'
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092024111900000000000001'
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTn3mCyLh9QdXsP4'

let merchant: ReturnType<typeof rsaKeyPair>
let platform: ReturnType<typeof rsaKeyPair>
let fake: FakeWechatPay
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>
const clock = new ManualClock(new Date())
/** What our notify route decided for each notification it received (null: rejected). */
const verified: (VerifiedNotification | null)[] = []
let refuseNotifications = 0

function settings(overrides: Partial<WechatPaySettings> = {}): WechatPaySettings {
  return {
    apiBase: fake.url,
    appId: APP_ID,
    mchId: MCH_ID,
    mchSerialNo: MCH_SERIAL,
    mchPrivateKeyPem: merchant.privateKeyPem,
    apiV3Key: API_V3_KEY,
    platformPublicKeyPem: platform.publicKeyPem,
    platformPublicKeyId: PUBLIC_KEY_ID,
    timeoutMs: 2000,
    ...overrides,
  }
}

let gateway: PaymentProvider

function paymentRequest(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return {
    paymentId: randomUUID(),
    orderNo: 'SO20261121000001',
    payType: 'wechat',
    amountFen: 4250,
    description: 'Siam order SO20261121000001',
    returnUrl: 'https://siam.example/web/pay/result',
    notifyUrl: receiver.url,
    expiresAt: new Date(clock.now().getTime() + 15 * 60 * 1000),
    payerOpenId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    clientIp: '203.0.113.7',
    ...overrides,
  }
}

async function paidPayment(amountFen = 4250) {
  const request = paymentRequest({ amountFen })
  await gateway.createPayment(request)
  await fake.pay(toMerchantRef(request.paymentId))
  return request
}

beforeAll(async () => {
  merchant = rsaKeyPair()
  platform = rsaKeyPair()
  receiver = await startNotifyReceiver(async (headers, body) => {
    try {
      verified.push(await gateway.verifyNotification(headers, body))
      if (refuseNotifications > 0) {
        refuseNotifications--
        return gateway.answer(false)
      }
      return gateway.answer(true)
    } catch {
      verified.push(null)
      return gateway.answer(false)
    }
  })
  fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    mchPublicKeyPem: merchant.publicKeyPem,
    mchSerialNo: MCH_SERIAL,
    platformPrivateKeyPem: platform.privateKeyPem,
    platformPublicKeyId: PUBLIC_KEY_ID,
    apiV3Key: API_V3_KEY,
    now: () => clock.now(),
    notifyRetryDelaysMs: [30, 30, 30],
  })
  gateway = createWechatPayGateway({ config: settings(), clock })
})

afterAll(async () => {
  await fake?.close()
  await receiver?.close()
})

beforeEach(() => {
  clock.set(new Date())
  fake.setRefundOutcome('PROCESSING')
})

describe('createPayment', () => {
  it('places a JSAPI order with a signed request and answers the signed JS-SDK pay parameters', async () => {
    const request = paymentRequest({ expiresAt: new Date('2026-11-21T04:15:00Z') })
    clock.set(new Date('2026-11-21T04:00:00Z'))
    const { providerTradeNo, action } = await gateway.createPayment(request)

    expect(providerTradeNo).toBeNull()
    const sent = fake.requests.at(-1)
    expect(sent?.endpoint).toBe('create')
    expect(sent?.signatureValid).toBe(true)
    expect(sent?.headers['wechatpay-serial']).toBe(PUBLIC_KEY_ID)
    expect(sent?.headers.accept).toBe('application/json')
    expect(sent?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: 'Siam order SO20261121000001',
      out_trade_no: toMerchantRef(request.paymentId),
      time_expire: '2026-11-21T12:15:00+08:00',
      notify_url: receiver.url,
      amount: { total: 4250, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      scene_info: { payer_client_ip: '203.0.113.7' },
    })

    const trade = fake.trades.get(toMerchantRef(request.paymentId))
    expect(action.type).toBe('jsapi')
    if (action.type !== 'jsapi') return
    const { params } = action
    expect(params).toMatchObject({
      appId: APP_ID,
      timeStamp: String(Date.parse('2026-11-21T04:00:00Z') / 1000),
      timestamp: String(Date.parse('2026-11-21T04:00:00Z') / 1000),
      package: `prepay_id=${trade?.prepayId}`,
      signType: 'RSA',
    })
    expect(params.nonceStr).toMatch(/^[0-9A-F]{32}$/)
    const message = `${APP_ID}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
    const signatureOk = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKeyPem, params.paySign ?? '', 'base64')
    expect(signatureOk).toBe(true)
  })

  it('cuts a long description at 127 bytes of UTF-8 without splitting a character', async () => {
    const request = paymentRequest({ description: '泰'.repeat(60) })
    await gateway.createPayment(request)
    const sent = JSON.parse(fake.requests.at(-1)?.body ?? '{}') as { description: string }
    expect(sent.description).toBe('泰'.repeat(42))
  })

  it('refuses without the payer openid, before asking WeChat Pay', async () => {
    const before = fake.requests.length
    await expectAppError(
      gateway.createPayment(paymentRequest({ payerOpenId: null })),
      'PAY_METHOD_UNAVAILABLE',
    )
    expect(fake.requests.length).toBe(before)
  })

  it('is idempotent on the payment id, and refuses an already paid trade', async () => {
    const request = paymentRequest()
    const first = await gateway.createPayment(request)
    const again = await gateway.createPayment(request)
    expect(again.action.type === 'jsapi' && again.action.params.package).toBe(
      first.action.type === 'jsapi' && first.action.params.package,
    )
    expect([...fake.trades.keys()].filter((ref) => ref === toMerchantRef(request.paymentId))).toHaveLength(1)

    await fake.pay(toMerchantRef(request.paymentId))
    await expectAppError(gateway.createPayment(request), 'ORDER_NOT_PAYABLE')
  })

  it('treats WeChat Pay 5xx, refusals and signature errors as PROVIDER_ERROR', async () => {
    fake.failNext('create', { status: 500, code: 'SYSTEM_ERROR' })
    await expectAppError(gateway.createPayment(paymentRequest()), 'PROVIDER_ERROR')
    fake.failNext('create', { status: 400, code: 'PARAM_ERROR' })
    await expectAppError(gateway.createPayment(paymentRequest()), 'PROVIDER_ERROR')

    // Our requests signed with a key WeChat Pay does not know: 401 SIGN_ERROR.
    const wrongKey = createWechatPayGateway({
      config: settings({ mchPrivateKeyPem: platform.privateKeyPem }),
      clock,
    })
    await expectAppError(wrongKey.createPayment(paymentRequest()), 'PROVIDER_ERROR')
    expect(fake.requests.at(-1)?.signatureValid).toBe(false)
  })
})

describe('payment notification', () => {
  it('create -> pay -> the notification is verified, decrypted and acknowledged with 204', async () => {
    const request = paymentRequest({ amountFen: 1999 })
    await gateway.createPayment(request)
    const ref = toMerchantRef(request.paymentId)
    const notification = await fake.pay(ref)

    expect(notification.delivered).toBe(true)
    expect(notification.attempts.map((a) => a.status)).toEqual([204])
    const trade = fake.trades.get(ref)
    expect(verified.at(-1)).toEqual({
      kind: 'payment',
      eventId: notification.id,
      paymentId: request.paymentId,
      status: 'succeeded',
      amountFen: 1999,
      providerTradeNo: trade?.transactionId,
    })
    expect(trade?.transactionId).toMatch(/^4200\d{24}$/)
  })

  it('is sent again until acknowledged, and replays carry the same event id', async () => {
    const request = paymentRequest()
    await gateway.createPayment(request)
    const ref = toMerchantRef(request.paymentId)
    refuseNotifications = 2
    const notification = await fake.pay(ref)
    expect(notification.delivered).toBe(false)
    await eventually(() => notification.delivered)
    expect(notification.attempts.map((a) => a.status)).toEqual([500, 500, 204])

    const replays = await fake.sendNotification(ref, { replays: 2 })
    expect(replays).toHaveLength(3)
    const ids = verified.slice(-3).map((n) => n?.eventId)
    expect(ids).toEqual([notification.id, notification.id, notification.id])
  })
})

describe('query', () => {
  it('answers null for a trade WeChat Pay does not have', async () => {
    expect(await gateway.query(randomUUID())).toBeNull()
  })

  it('maps every trade state', async () => {
    const request = paymentRequest({ amountFen: 777 })
    await gateway.createPayment(request)
    const ref = toMerchantRef(request.paymentId)
    const expected = {
      NOTPAY: 'pending',
      USERPAYING: 'pending',
      PAYERROR: 'failed',
      CLOSED: 'closed',
      REVOKED: 'closed',
      SUCCESS: 'succeeded',
      REFUND: 'succeeded',
    } as const
    for (const [state, status] of Object.entries(expected)) {
      fake.setTradeState(ref, state as keyof typeof expected)
      const trade = await gateway.query(request.paymentId)
      expect({ state, status: trade?.status, amountFen: trade?.amountFen }).toEqual({
        state,
        status,
        amountFen: 777,
      })
    }
    expect((await gateway.query(request.paymentId))?.providerTradeNo).toBe(
      fake.trades.get(ref)?.transactionId,
    )
  })

  it('sends the merchant id in the signed query string', async () => {
    const request = paymentRequest()
    await gateway.createPayment(request)
    await gateway.query(request.paymentId)
    const sent = fake.requests.at(-1)
    expect(sent?.path).toBe(
      `/v3/pay/transactions/out-trade-no/${toMerchantRef(request.paymentId)}?mchid=${MCH_ID}`,
    )
    expect(sent?.signatureValid).toBe(true)
  })

  it('takes an unsigned 404 for its code, but refuses a 404 whose signature is wrong', async () => {
    fake.failNext('query', { status: 404, code: 'ORDER_NOT_EXIST', unsigned: true })
    expect(await gateway.query(randomUUID())).toBeNull()
    fake.failNext('query', { tamper: 'signature' })
    await expectAppError(gateway.query(randomUUID()), 'PROVIDER_ERROR')
    // A 404 without WeChat's code is not "no such trade" (a proxy, a wrong base URL).
    fake.failNext('query', { status: 404, code: 'NOT_FOUND' })
    await expectAppError(gateway.query(randomUUID()), 'PROVIDER_ERROR')
  })

  it.each(['body', 'signature', 'serial', 'stale', 'unsigned'] as const)(
    'refuses an answer it cannot verify (%s) with PROVIDER_ERROR',
    async (tamper) => {
      const request = paymentRequest()
      await gateway.createPayment(request)
      fake.failNext('query', { tamper })
      await expectAppError(gateway.query(request.paymentId), 'PROVIDER_ERROR')
      // The same question answered properly is fine: the failure was the answer, not the trade.
      expect((await gateway.query(request.paymentId))?.status).toBe('pending')
    },
  )

  it('refuses every answer when configured with another WeChat Pay public key', async () => {
    const wrongKey = createWechatPayGateway({
      config: settings({ platformPublicKeyPem: merchant.publicKeyPem }),
      clock,
    })
    await expectAppError(wrongKey.createPayment(paymentRequest()), 'PROVIDER_ERROR')
    await expectAppError(wrongKey.query(randomUUID()), 'PROVIDER_ERROR')
  })
})

describe('close', () => {
  it('closes an unpaid trade and answers it closed', async () => {
    const request = paymentRequest()
    await gateway.createPayment(request)
    const trade = await gateway.close(request.paymentId)
    expect(trade).toEqual({ status: 'closed', providerTradeNo: null, amountFen: 4250 })
    expect(fake.trades.get(toMerchantRef(request.paymentId))?.tradeState).toBe('CLOSED')
  })

  it('answers the paid trade when the payer was quicker (ORDERPAID)', async () => {
    const request = await paidPayment()
    const trade = await gateway.close(request.paymentId)
    expect(trade?.status).toBe('succeeded')
    expect(trade?.providerTradeNo).toBe(fake.trades.get(toMerchantRef(request.paymentId))?.transactionId)
  })

  it('answers null for an unknown trade, PROVIDER_ERROR on 5xx', async () => {
    expect(await gateway.close(randomUUID())).toBeNull()
    const request = paymentRequest()
    await gateway.createPayment(request)
    fake.failNext('close', { status: 503, code: 'SYSTEM_ERROR' })
    await expectAppError(gateway.close(request.paymentId), 'PROVIDER_ERROR')
    expect(fake.trades.get(toMerchantRef(request.paymentId))?.tradeState).toBe('NOTPAY')
  })
})

describe('refund', () => {
  const refundOf = (paymentId: string, amountFen: number, refundId = randomUUID()) => ({
    paymentId,
    refundId,
    amountFen,
    paymentAmountFen: 4250,
    reason: 'order rejected by the shop',
    notifyUrl: receiver.url,
  })

  it('asks for the refund with the documented body; PROCESSING is pending', async () => {
    const payment = await paidPayment()
    const request = refundOf(payment.paymentId, 1000)
    const result = await gateway.refund(request)
    const record = fake.refunds.get(toMerchantRef(request.refundId))
    expect(result).toEqual({ status: 'pending', providerRefundNo: record?.refundId, error: null })
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '')).toEqual({
      out_trade_no: toMerchantRef(payment.paymentId),
      out_refund_no: toMerchantRef(request.refundId),
      reason: 'order rejected by the shop',
      notify_url: receiver.url,
      amount: { refund: 1000, total: 4250, currency: 'CNY' },
    })
    expect(await gateway.queryRefund(request)).toEqual(result)
  })

  it('answers succeeded when WeChat Pay refunds at once, and notifies the refund', async () => {
    fake.setRefundOutcome('SUCCESS')
    const payment = await paidPayment()
    const request = refundOf(payment.paymentId, 4250)
    const result = await gateway.refund(request)
    expect(result.status).toBe('succeeded')
    await eventually(() => verified.at(-1)?.kind === 'refund')
    expect(verified.at(-1)).toEqual({
      kind: 'refund',
      eventId: fake.refunds.get(toMerchantRef(request.refundId))?.notificationId,
      paymentId: payment.paymentId,
      refundId: request.refundId,
      status: 'succeeded',
      amountFen: 4250,
      providerRefundNo: result.providerRefundNo,
    })
  })

  it('is idempotent on the refund id: a repeat answers the same refund', async () => {
    const payment = await paidPayment()
    const request = refundOf(payment.paymentId, 4000)
    const first = await gateway.refund(request)
    const again = await gateway.refund(request)
    expect(again).toEqual(first)
    const refunds = [...fake.refunds.values()].filter(
      (r) => r.outTradeNo === toMerchantRef(payment.paymentId),
    )
    expect(refunds).toHaveLength(1)
  })

  it('answers business refusals as failed with the code, and throws on 5xx', async () => {
    const payment = await paidPayment()
    fake.failNext('refund', { status: 403, code: 'NOT_ENOUGH' })
    expect(await gateway.refund(refundOf(payment.paymentId, 100))).toEqual({
      status: 'failed',
      providerRefundNo: null,
      error: 'NOT_ENOUGH: 基本账户余额不足，请充值后重新发起',
    })
    const tooMuch = await gateway.refund(refundOf(payment.paymentId, 4251))
    expect(tooMuch.status).toBe('failed')
    expect(tooMuch.error).toMatch(/^INVALID_REQUEST: /)

    fake.failNext('refund', { status: 500, code: 'SYSTEM_ERROR' })
    await expectAppError(gateway.refund(refundOf(payment.paymentId, 100)), 'PROVIDER_ERROR')
    fake.failNext('refund', { status: 401, code: 'SIGN_ERROR' })
    await expectAppError(gateway.refund(refundOf(payment.paymentId, 100)), 'PROVIDER_ERROR')
  })

  it('follows a refund to its end through queryRefund and the REFUND.* notification', async () => {
    const payment = await paidPayment()
    const ok = refundOf(payment.paymentId, 1000)
    const abnormal = refundOf(payment.paymentId, 500)
    await gateway.refund(ok)
    await gateway.refund(abnormal)

    await fake.settleRefund(toMerchantRef(ok.refundId), 'SUCCESS')
    expect(verified.at(-1)).toMatchObject({ kind: 'refund', refundId: ok.refundId, status: 'succeeded' })
    expect((await gateway.queryRefund(ok)).status).toBe('succeeded')

    await fake.settleRefund(toMerchantRef(abnormal.refundId), 'ABNORMAL')
    expect(verified.at(-1)).toMatchObject({ kind: 'refund', refundId: abnormal.refundId, status: 'failed' })
    const queried = await gateway.queryRefund(abnormal)
    expect(queried).toMatchObject({ status: 'failed', error: 'refund ABNORMAL' })
  })

  it('queryRefund answers unknown for a refund WeChat Pay never got', async () => {
    expect(await gateway.queryRefund({ paymentId: randomUUID(), refundId: randomUUID() })).toEqual({
      status: 'unknown',
      providerRefundNo: null,
      error: null,
    })
    fake.failNext('queryRefund', { status: 500, code: 'SYSTEM_ERROR' })
    await expectAppError(
      gateway.queryRefund({ paymentId: randomUUID(), refundId: randomUUID() }),
      'PROVIDER_ERROR',
    )
  })
})

describe('crash and network', () => {
  it('a create held in flight times out as PROVIDER_ERROR; the retry lands on the same trade', async () => {
    const quick = createWechatPayGateway({ config: settings({ timeoutMs: 300 }), clock })
    const request = paymentRequest()
    fake.holdNext('create')
    await expectAppError(quick.createPayment(request), 'PROVIDER_ERROR')
    const held = fake.trades.get(toMerchantRef(request.paymentId))
    expect(held?.tradeState).toBe('NOTPAY')

    const retried = await quick.createPayment(request)
    expect(retried.action.type === 'jsapi' && retried.action.params.package).toBe(
      `prepay_id=${held?.prepayId}`,
    )
  })

  it('a refund held in flight is found by queryRefund afterwards', async () => {
    const quick = createWechatPayGateway({ config: settings({ timeoutMs: 300 }), clock })
    const payment = await paidPayment()
    const refund = {
      paymentId: payment.paymentId,
      refundId: randomUUID(),
      amountFen: 300,
      paymentAmountFen: 4250,
      reason: 'late payment',
      notifyUrl: receiver.url,
    }
    fake.holdNext('refund')
    await expectAppError(quick.refund(refund), 'PROVIDER_ERROR')
    expect((await quick.queryRefund(refund)).status).toBe('pending')
  })

  it('an unreachable WeChat Pay is PROVIDER_ERROR', async () => {
    const down = createWechatPayGateway({ config: settings({ apiBase: 'http://127.0.0.1:9' }), clock })
    await expectAppError(down.createPayment(paymentRequest()), 'PROVIDER_ERROR')
    await expectAppError(down.query(randomUUID()), 'PROVIDER_ERROR')
    await expectAppError(
      down.refund({
        paymentId: randomUUID(),
        refundId: randomUUID(),
        amountFen: 1,
        paymentAmountFen: 1,
        reason: 'x',
        notifyUrl: receiver.url,
      }),
      'PROVIDER_ERROR',
    )
  })
})

describe('verifyNotification refuses', () => {
  let genuine: { headers: Record<string, string>; body: string }
  let request: CreatePaymentRequest

  beforeAll(async () => {
    request = await paidPayment()
    genuine = fake.paymentNotification(toMerchantRef(request.paymentId))
  })

  /** A notification signed properly by the platform key, whatever its body. */
  function signed(body: string, at = clock.now()) {
    const timestamp = unixSeconds(at)
    const nonce = newNonce()
    return {
      headers: {
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': PUBLIC_KEY_ID,
        'wechatpay-signature': signMessage(platform.privateKeyPem, answerMessage(timestamp, nonce, body)),
      },
      body,
    }
  }

  /** An encrypted resource made here with node:crypto, apart from the fake's code. */
  function sealed(resource: object, key = API_V3_KEY) {
    const nonce = 'fGvAbcD12345'
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce))
    cipher.setAAD(Buffer.from('transaction'))
    const data = Buffer.concat([cipher.update(JSON.stringify(resource)), cipher.final(), cipher.getAuthTag()])
    return {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: 'transaction',
      nonce,
    }
  }

  const transaction = (overrides: object = {}) => ({
    appid: APP_ID,
    mchid: MCH_ID,
    out_trade_no: toMerchantRef(request.paymentId),
    transaction_id: '4200000000000000000000000001',
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    amount: { total: 4250, payer_total: 4250, currency: 'CNY', payer_currency: 'CNY' },
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    ...overrides,
  })
  const envelope = (resource: object, eventType = 'TRANSACTION.SUCCESS') =>
    JSON.stringify({
      id: 'EV-test',
      create_time: '2026-11-21T12:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: '支付成功',
      resource,
    })

  it('accepts the genuine one (the baseline the cases below alter)', async () => {
    const result = await gateway.verifyNotification(genuine.headers, genuine.body)
    expect(result).toMatchObject({ kind: 'payment', paymentId: request.paymentId, amountFen: 4250 })
    const independent = signed(envelope(sealed(transaction())))
    expect(await gateway.verifyNotification(independent.headers, independent.body)).toMatchObject({
      kind: 'payment',
      eventId: 'EV-test',
      providerTradeNo: '4200000000000000000000000001',
    })
  })

  it('ignores a verified event it has nothing to do with', async () => {
    const other = signed(envelope(sealed(transaction({ trade_state: 'CLOSED' })), 'TRANSACTION.CLOSED'))
    expect(await gateway.verifyNotification(other.headers, other.body)).toEqual({
      kind: 'ignored',
      eventId: 'EV-test',
    })
  })

  const cases: [string, () => { headers: Record<string, string>; body: string }][] = [
    ['a tampered body', () => ({ ...genuine, body: genuine.body.replace('"EV-', '"EV-X') })],
    [
      'a wrong serial',
      () => ({ ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } }),
    ],
    ['a stale timestamp', () => signed(genuine.body, new Date(clock.now().getTime() - 6 * 60 * 1000))],
    [
      'a timestamp from the future',
      () => signed(genuine.body, new Date(clock.now().getTime() + 6 * 60 * 1000)),
    ],
    ['no nonce', () => ({ ...genuine, headers: { ...genuine.headers, 'wechatpay-nonce': '' } })],
    ['no signature', () => ({ ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': '' } })],
    [
      'a bad GCM tag',
      () => {
        const parsed = JSON.parse(genuine.body) as { resource: { ciphertext: string } }
        const bytes = Buffer.from(parsed.resource.ciphertext, 'base64')
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
        parsed.resource.ciphertext = bytes.toString('base64')
        return signed(JSON.stringify(parsed))
      },
    ],
    [
      'a resource sealed with another APIv3 key',
      () => signed(envelope(sealed(transaction(), 'x'.repeat(32)))),
    ],
    ['another merchant id', () => signed(envelope(sealed(transaction({ mchid: '1900000999' }))))],
    ['another app id', () => signed(envelope(sealed(transaction({ appid: 'wx0000000000000000' }))))],
    [
      'an amount that is not whole fen',
      () => signed(envelope(sealed(transaction({ amount: { total: 42.5 } })))),
    ],
    ['a body that is not JSON', () => signed('not json')],
    ['a plaintext resource', () => signed(envelope({ algorithm: 'NONE', ciphertext: '{}', nonce: 'n' }))],
  ]
  it.each(cases)('%s with SIGNATURE_INVALID', async (_name, make) => {
    const { headers, body } = make()
    await expectAppError(gateway.verifyNotification(headers, body), 'SIGNATURE_INVALID')
  })
})

describe('answer', () => {
  it('acknowledges with 204 and no body, refuses with 500 {code: FAIL}', () => {
    expect(gateway.answer(true)).toEqual({ status: 204, contentType: 'application/json', body: '' })
    const refused = gateway.answer(false)
    expect(refused.status).toBe(500)
    expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: 'failed' })
  })

  it('answers what the fake WeChat Pay expects: it retries after a refusal', async () => {
    const received: Received[] = receiver.received
    const before = received.length
    const request = paymentRequest()
    await gateway.createPayment(request)
    refuseNotifications = 1
    const notification = await fake.pay(toMerchantRef(request.paymentId))
    await eventually(() => notification.delivered)
    expect(received.slice(before).map((r) => r.answered)).toEqual([500, 204])
  })
})
