import { createCipheriv, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WechatPaySdk from 'wechatpay-node-v3'
import { ManualClock } from '../../../platform/clock'
import { type PaymentProvider, toMerchantRef } from '../gateway'
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechat-server'
import { rsaKeyPair } from './notify-receiver.test-kit'
import { paySignMessage, verifyMessage } from './wechat-crypto'
import { createWechatPayGateway } from './wechat-gateway'

/**
 * The adapter and the fake share wechat-crypto.ts; here both are checked against wechatpay-node-v3,
 * written independently: its getSignature / sign (SHA256withRSA), verifySign and decipher_gcm.
 * RSA PKCS#1 v1.5 signatures are deterministic, so equal inputs must give byte-equal signatures.
 */

const APP_ID = 'wx8888888888888888'
const MCH_ID = '1900000109'
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092024111900000000000001'
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTn3mCyLh9QdXsP4'
const SDK_BASE = 'https://api.mch.weixin.qq.com'

/** The parts of the SDK used here; some are `protected` in its typings. */
interface Sdk {
  getSignature(method: string, nonce: string, timestamp: string, url: string, body?: string | object): string
  sign(message: string): string
  sha256WithRsa(message: string): string
  verifySign(params: {
    timestamp: string
    nonce: string
    body: string
    serial: string
    signature: string
  }): Promise<boolean>
  decipher_gcm<T>(ciphertext: string, associatedData: string, nonce: string, key?: string): T
  createHttp(service: unknown): void
  transactions_jsapi(params: object): Promise<{ status: number; data?: Record<string, string> }>
  query(params: { out_trade_no: string }): Promise<{ status: number; data?: Record<string, unknown> }>
}
type SdkClass = new (options: object) => Sdk

const SdkPay = WechatPaySdk as unknown as SdkClass & { certificates: Record<string, string> }

let merchant: ReturnType<typeof rsaKeyPair>
let platform: ReturnType<typeof rsaKeyPair>
let fake: FakeWechatPay
let gateway: PaymentProvider
/** The SDK as the merchant (merchant keys). */
let merchantSdk: Sdk
/** The SDK holding the WeChat Pay key, to sign as WeChat Pay would. */
let platformSdk: Sdk
const clock = new ManualClock(new Date())
/** Raw answers the SDK got from the fake, for verifySign. */
const rawAnswers: { status: number; headers: Headers; body: string }[] = []

beforeAll(async () => {
  merchant = rsaKeyPair()
  platform = rsaKeyPair()
  fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    mchPublicKeyPem: merchant.publicKeyPem,
    mchSerialNo: MCH_SERIAL,
    platformPrivateKeyPem: platform.privateKeyPem,
    platformPublicKeyId: PUBLIC_KEY_ID,
    apiV3Key: API_V3_KEY,
    now: () => clock.now(),
  })
  gateway = createWechatPayGateway({
    config: {
      apiBase: fake.url,
      appId: APP_ID,
      mchId: MCH_ID,
      mchSerialNo: MCH_SERIAL,
      mchPrivateKeyPem: merchant.privateKeyPem,
      apiV3Key: API_V3_KEY,
      platformPublicKeyPem: platform.publicKeyPem,
      platformPublicKeyId: PUBLIC_KEY_ID,
    },
    clock,
  })
  // serial_no given: the SDK does not need an X.509 certificate to read it from.
  merchantSdk = new SdkPay({
    appid: APP_ID,
    mchid: MCH_ID,
    serial_no: MCH_SERIAL,
    publicKey: Buffer.from(merchant.publicKeyPem),
    privateKey: Buffer.from(merchant.privateKeyPem),
    key: API_V3_KEY,
  })
  platformSdk = new SdkPay({
    appid: APP_ID,
    mchid: MCH_ID,
    serial_no: PUBLIC_KEY_ID,
    publicKey: Buffer.from(platform.publicKeyPem),
    privateKey: Buffer.from(platform.privateKeyPem),
  })
  // verifySign looks the key up by serial (it would download certificates otherwise).
  SdkPay.certificates[PUBLIC_KEY_ID] = platform.publicKeyPem
  // The SDK's HTTP goes to the fake instead of api.mch.weixin.qq.com.
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    params?: object,
  ) => {
    const response = await fetch(url.replace(SDK_BASE, fake.url), {
      method,
      headers,
      ...(params ? { body: JSON.stringify(params) } : {}),
    })
    const body = await response.text()
    rawAnswers.push({ status: response.status, headers: response.headers, body })
    return { status: response.status, data: body ? JSON.parse(body) : {} }
  }
  merchantSdk.createHttp({
    post: (url: string, params: object, headers: Record<string, string>) =>
      call('POST', url, headers, params),
    get: (url: string, headers: Record<string, string>) => call('GET', url, headers),
    upload: () => Promise.reject(new Error('not used')),
  })
})

afterAll(async () => {
  await fake?.close()
})

function authorizationOf(header: string | string[] | undefined) {
  const fields = Object.fromEntries([...String(header).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  return fields as Record<'mchid' | 'nonce_str' | 'timestamp' | 'serial_no' | 'signature', string>
}

describe('the SDK checks what our adapter signs', () => {
  it('POST and GET request signatures equal the SDK getSignature over the same request', async () => {
    clock.set(new Date())
    const paymentId = randomUUID()
    await gateway.createPayment({
      paymentId,
      orderNo: 'SO1',
      payType: 'wechat',
      amountFen: 100,
      description: 'Siam order SO1',
      returnUrl: 'https://siam.example/r',
      notifyUrl: 'https://siam.example/siam-server/rest/notify/wechat',
      expiresAt: new Date(clock.now().getTime() + 60_000),
      payerOpenId: 'openid-1',
    })
    await gateway.query(paymentId)
    const [post, get] = fake.requests.slice(-2)
    for (const sent of [post, get]) {
      if (!sent) throw new Error('request missing')
      const auth = authorizationOf(sent.headers.authorization)
      expect(String(sent.headers.authorization).startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true)
      expect(auth.mchid).toBe(MCH_ID)
      expect(auth.serial_no).toBe(MCH_SERIAL)
      const sdkSignature = merchantSdk.getSignature(
        sent.method,
        auth.nonce_str,
        auth.timestamp,
        sent.path,
        sent.body,
      )
      expect(auth.signature).toBe(sdkSignature)
    }
    expect(get?.method).toBe('GET')
    expect(get?.path).toContain('?mchid=')
  })

  it('the JSAPI paySign equals the SDK sign over appId, timeStamp, nonceStr, package', async () => {
    const { action } = await gateway.createPayment({
      paymentId: randomUUID(),
      orderNo: 'SO2',
      payType: 'wechat',
      amountFen: 200,
      description: 'Siam order SO2',
      returnUrl: 'https://siam.example/r',
      notifyUrl: 'https://siam.example/siam-server/rest/notify/wechat',
      expiresAt: new Date(clock.now().getTime() + 60_000),
      payerOpenId: 'openid-2',
    })
    if (action.type !== 'jsapi') throw new Error('expected a jsapi action')
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = action.params
    // The SDK's own transactions_jsapi builds exactly this string before calling sign().
    const sdkPaySign = merchantSdk.sign([appId, timeStamp, nonceStr, pkg, ''].join('\n'))
    expect(paySign).toBe(sdkPaySign)
  })
})

describe('our fake and adapter against what the SDK signs and encrypts', () => {
  it('the fake accepts the SDK as a client and the SDK verifies the fake answers', async () => {
    clock.set(new Date()) // the SDK stamps its requests with the real time
    const outTradeNo = toMerchantRef(randomUUID())
    const created = await merchantSdk.transactions_jsapi({
      description: 'Siam order SO3',
      out_trade_no: outTradeNo,
      notify_url: 'https://siam.example/siam-server/rest/notify/wechat',
      amount: { total: 300 },
      payer: { openid: 'openid-3' },
    })
    expect(created.status).toBe(200)
    expect(fake.requests.at(-1)?.signatureValid).toBe(true)
    expect(created.data?.package).toBe(`prepay_id=${fake.trades.get(outTradeNo)?.prepayId}`)
    // The SDK's paySign is one our verification accepts.
    const { appId = '', timeStamp = '', nonceStr = '', package: pkg = '', paySign = '' } = created.data ?? {}
    expect(
      verifyMessage(merchant.publicKeyPem, paySignMessage(appId, timeStamp, nonceStr, pkg), paySign),
    ).toBe(true)

    const queried = await merchantSdk.query({ out_trade_no: outTradeNo })
    expect(queried.status).toBe(200)
    expect(fake.requests.at(-1)?.signatureValid).toBe(true)

    for (const answer of rawAnswers.slice(-2)) {
      const verify = (body: string) =>
        merchantSdk.verifySign({
          timestamp: answer.headers.get('wechatpay-timestamp') ?? '',
          nonce: answer.headers.get('wechatpay-nonce') ?? '',
          serial: answer.headers.get('wechatpay-serial') ?? '',
          signature: answer.headers.get('wechatpay-signature') ?? '',
          body,
        })
      expect(await verify(answer.body)).toBe(true)
      expect(await verify(`${answer.body} `)).toBe(false)
    }
  })

  it('the SDK verifies and decrypts a notification the fake sent', async () => {
    const paymentId = randomUUID()
    await gateway.createPayment({
      paymentId,
      orderNo: 'SO4',
      payType: 'wechat',
      amountFen: 400,
      description: 'Siam order SO4',
      returnUrl: 'https://siam.example/r',
      notifyUrl: 'http://127.0.0.1:9/unreachable',
      expiresAt: new Date(clock.now().getTime() + 60_000),
      payerOpenId: 'openid-4',
    })
    const ref = toMerchantRef(paymentId)
    fake.setTradeState(ref, 'SUCCESS')
    const { headers, body } = fake.paymentNotification(ref)
    const ok = await merchantSdk.verifySign({
      timestamp: headers['wechatpay-timestamp'] ?? '',
      nonce: headers['wechatpay-nonce'] ?? '',
      serial: headers['wechatpay-serial'] ?? '',
      signature: headers['wechatpay-signature'] ?? '',
      body,
    })
    expect(ok).toBe(true)
    const { resource } = JSON.parse(body) as {
      resource: { ciphertext: string; associated_data: string; nonce: string }
    }
    const opened = merchantSdk.decipher_gcm<Record<string, unknown>>(
      resource.ciphertext,
      resource.associated_data,
      resource.nonce,
      API_V3_KEY,
    )
    expect(opened).toMatchObject({
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: ref,
      trade_state: 'SUCCESS',
      transaction_id: fake.trades.get(ref)?.transactionId,
      amount: { total: 400 },
    })
  })

  it('our adapter verifies a notification signed by the SDK (sealed apart from our code)', async () => {
    const paymentId = randomUUID()
    const resource = {
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: toMerchantRef(paymentId),
      transaction_id: '4200000000000000000000000042',
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      amount: { total: 500, payer_total: 500, currency: 'CNY', payer_currency: 'CNY' },
      payer: { openid: 'openid-5' },
    }
    const nonce = 'abcdefghijkl'
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce))
    cipher.setAAD(Buffer.from('transaction'))
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(resource)),
      cipher.final(),
      cipher.getAuthTag(),
    ])
    const body = JSON.stringify({
      id: 'EV-sdk-1',
      create_time: '2026-11-21T12:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    })
    // The SDK decrypts our test's sealing too, so the sealing itself is the documented one.
    expect(merchantSdk.decipher_gcm(sealed.toString('base64'), 'transaction', nonce, API_V3_KEY)).toEqual(
      resource,
    )

    const timestamp = String(Math.floor(clock.now().getTime() / 1000))
    const signature = platformSdk.sha256WithRsa(`${timestamp}\n${nonce}\n${body}\n`)
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': PUBLIC_KEY_ID,
      'wechatpay-signature': signature,
    }
    expect(await gateway.verifyNotification(headers, body)).toEqual({
      kind: 'payment',
      eventId: 'EV-sdk-1',
      paymentId,
      status: 'succeeded',
      amountFen: 500,
      providerTradeNo: '4200000000000000000000000042',
    })
    // And the same SDK signature no longer matches once the body changes.
    await expect(
      gateway.verifyNotification(headers, body.replace('EV-sdk-1', 'EV-sdk-2')),
    ).rejects.toMatchObject({
      key: 'SIGNATURE_INVALID',
    })
  })
})
