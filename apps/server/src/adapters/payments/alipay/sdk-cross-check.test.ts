import { createPrivateKey } from 'node:crypto'
import { AlipaySdk } from 'alipay-sdk'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { toMerchantRef } from '../gateway'
import { type AlipayGateway, createAlipayGateway } from './alipay-gateway'
import { type FakeAlipay, startFakeAlipay } from './fake-alipay-server'
import { formatShanghaiTime } from './shanghai-time'
import { signedResponseBody, signedResponseText, signRequest } from './signature'
import { generateRsaKeys, type KeyPairPem } from './test-support'

/**
 * Our signing and verification against alipay-sdk@4.14.0, Alipay's own Node SDK, using only its
 * pure crypto paths (sdkExecute / pageExecute build signed requests, checkNotifySign,
 * checkResponseSign, getSignStr verify) — no network from the SDK.
 */
const APP_ID = '2021000000000002'
const PAYMENT_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const OUT_TRADE_NO = toMerchantRef(PAYMENT_ID)
const RETURN_URL = 'https://siam.example.cn/web/pay/return?from=alipay'
const NOTIFY_URL = 'http://127.0.0.1:9/siam-server/rest/notify/alipay'

let appKeys: KeyPairPem
let alipayKeys: KeyPairPem
let fake: FakeAlipay
let clock: ManualClock
let adapter: AlipayGateway
/** The SDK as the merchant uses it: our app key signs, Alipay's key verifies. */
let merchantSdk: AlipaySdk
/** The SDK standing in for Alipay: signs with Alipay's key, verifies with our app key. */
let alipaySdk: AlipaySdk

/** The SDK stamps requests with the machine's local time; ours are Shanghai time from the clock. */
const sdkInstant = new Date('2026-11-21T04:00:00Z')
const sameWallClock = new Date(sdkInstant.getTime() - sdkInstant.getTimezoneOffset() * 60_000 - 8 * 3_600_000)

const bizContent = {
  out_trade_no: OUT_TRADE_NO,
  total_amount: '88.88',
  subject: 'Siam order 20261121-0042',
  product_code: 'QUICK_WAP_WAY',
  time_expire: formatShanghaiTime(new Date(sameWallClock.getTime() + 15 * 60_000)),
  quit_url: RETURN_URL,
}

async function ourRedirectParams(paymentId = PAYMENT_ID): Promise<Record<string, string>> {
  const { action } = await adapter.createPayment({
    paymentId,
    orderNo: '20261121-0042',
    payType: 'alipay',
    amountFen: 8888,
    description: 'Siam order 20261121-0042',
    returnUrl: RETURN_URL,
    notifyUrl: NOTIFY_URL,
    expiresAt: new Date(sameWallClock.getTime() + 15 * 60_000),
  })
  if (action.type !== 'redirect') throw new Error('expected a redirect')
  return Object.fromEntries(new URL(action.url).searchParams)
}

/** A trade the payer opened at the fake, through our redirect link. */
async function openTrade(paymentId: string): Promise<string> {
  await fetch(`${fake.url}?${new URLSearchParams(await ourRedirectParams(paymentId))}`)
  expect(fake.pageVisits.at(-1)).toEqual({ outTradeNo: toMerchantRef(paymentId), errorCode: null })
  return toMerchantRef(paymentId)
}

/** Runs `fn` with the SDK's clock at sdkInstant, so its timestamp equals ours. */
function atSdkInstant<T>(fn: () => T): T {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(sdkInstant)
  try {
    return fn()
  } finally {
    vi.useRealTimers()
  }
}

beforeAll(async () => {
  appKeys = generateRsaKeys('pkcs8')
  alipayKeys = generateRsaKeys('pkcs1')
  clock = new ManualClock(sameWallClock)
  fake = await startFakeAlipay({
    appId: APP_ID,
    appPublicKeyPem: appKeys.publicKeyPem,
    alipayPrivateKeyPem: alipayKeys.privateKeyPem,
    now: () => clock.now(),
    notifyRetryDelaysMs: [],
  })
  adapter = createAlipayGateway({
    config: {
      gateway: fake.url,
      appId: APP_ID,
      privateKeyPem: appKeys.privateKeyPem,
      alipayPublicKeyPem: alipayKeys.publicKeyPem,
    },
    clock,
  })
  merchantSdk = new AlipaySdk({
    appId: APP_ID,
    privateKey: appKeys.privateKeyPem,
    keyType: 'PKCS8',
    alipayPublicKey: alipayKeys.publicKeyPem,
    gateway: fake.url,
  })
  alipaySdk = new AlipaySdk({
    appId: APP_ID,
    privateKey: alipayKeys.privateKeyPem,
    alipayPublicKey: appKeys.publicKeyPem,
    gateway: fake.url,
  })
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await fake.close()
})

describe('requests we sign', () => {
  it('carry the very signature the SDK computes for the same wap pay request', async () => {
    const ours = await ourRedirectParams()
    const sdkQuery = atSdkInstant(() =>
      merchantSdk.sdkExecute('alipay.trade.wap.pay', {
        // The SDK leaves out the optional `format`; we send it, as Alipay's parameter list shows.
        format: 'JSON',
        bizContent,
        returnUrl: RETURN_URL,
        notifyUrl: NOTIFY_URL,
      }),
    )
    const theirs = Object.fromEntries(new URLSearchParams(sdkQuery))
    expect(theirs.timestamp).toBe(ours.timestamp)
    expect(theirs).toEqual(ours)
    // RSA PKCS#1 v1.5 is deterministic: same key, same string to sign, same signature.
    expect(theirs.sign).toBe(ours.sign)
  })

  it('match what the SDK’s pageExecute GET link carries, and the fake accepts both links', async () => {
    const ours = await ourRedirectParams()
    const sdkLink = atSdkInstant(() =>
      merchantSdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        format: 'JSON',
        bizContent,
        returnUrl: RETURN_URL,
        notifyUrl: NOTIFY_URL,
      }),
    )
    const theirs = Object.fromEntries(new URL(sdkLink).searchParams)
    const { sign: _ourSign, ...ourFields } = ours
    const { sign: _theirSign, alipay_sdk: sdkVersion, ...theirFields } = theirs
    expect(sdkVersion).toMatch(/alipay-sdk/)
    expect(theirFields).toEqual(ourFields)

    const base = fake.url.split('?')[0]
    await fetch(`${base}?${new URLSearchParams(ours)}`)
    await fetch(sdkLink)
    expect(fake.pageVisits.slice(-2)).toEqual([
      { outTradeNo: OUT_TRADE_NO, errorCode: null },
      { outTradeNo: OUT_TRADE_NO, errorCode: null },
    ])
  })

  it('are verified by the SDK’s own check, and a changed field is not', async () => {
    const ours = await ourRedirectParams()
    expect(alipaySdk.checkNotifySignV2(ours)).toBe(true)
    expect(
      alipaySdk.checkNotifySignV2({ ...ours, biz_content: ours.biz_content?.replace('88.88', '0.01') }),
    ).toBe(false)
  })
})

describe('what Alipay signs', () => {
  it('the fake’s notifications pass the SDK’s notification check', async () => {
    const outTradeNo = await openTrade('11111111-2222-4333-8444-555555555555')
    // Nobody listens at the notify URL; the notification is still signed and kept.
    expect(await fake.pay(outTradeNo)).toMatchObject({ acknowledged: false })
    const notification = fake.signedNotification(outTradeNo)
    expect(notification.trade_status).toBe('TRADE_SUCCESS')
    expect(merchantSdk.checkNotifySign(notification)).toBe(true)
    expect(merchantSdk.checkNotifySignV2(notification)).toBe(true)
    expect(merchantSdk.checkNotifySignV2({ ...notification, total_amount: '0.01' })).toBe(false)
  })

  it('params the SDK signed as Alipay pass our notification and return checks', async () => {
    const signedQuery = alipaySdk.sdkExecute('alipay.trade.wap.pay.return', {
      notifyId: 'ac05099524730693a8b330c5ecf72da9786',
      notifyType: 'trade_status_sync',
      outTradeNo: OUT_TRADE_NO,
      tradeNo: '2026112122001400000000000042',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: '88.88',
    })
    const params = Object.fromEntries(new URLSearchParams(signedQuery))
    expect(params.out_trade_no).toBe(OUT_TRADE_NO)
    await expect(adapter.verifyNotification({}, new URLSearchParams(params).toString())).resolves.toEqual({
      kind: 'payment',
      eventId: 'ac05099524730693a8b330c5ecf72da9786',
      paymentId: PAYMENT_ID,
      status: 'succeeded',
      amountFen: 8888,
      providerTradeNo: '2026112122001400000000000042',
    })
    expect(adapter.verifyReturnParams(params)).toEqual({ paymentId: PAYMENT_ID })
    const tampered = new URLSearchParams({ ...params, total_amount: '0.01' }).toString()
    const error = await adapter.verifyNotification({}, tampered).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).key).toBe('SIGNATURE_INVALID')
  })

  it('the fake’s answers pass the SDK’s response check, cut from the raw text as we cut them', async () => {
    const params = signRequest(
      {
        app_id: APP_ID,
        method: 'alipay.trade.query',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: formatShanghaiTime(clock.now()),
        version: '1.0',
        biz_content: JSON.stringify({
          out_trade_no: await openTrade('66666666-7777-4888-8999-aaaaaaaaaaaa'),
        }),
      },
      createPrivateKey(appKeys.privateKeyPem),
    )
    const raw = await (await fetch(fake.url, { method: 'POST', body: new URLSearchParams(params) })).text()
    const key = 'alipay_trade_query_response'
    const { sign } = JSON.parse(raw) as { sign: string }
    expect(signedResponseText(raw, key)).toBe(merchantSdk.getSignStr(raw, key))
    expect(() => merchantSdk.checkResponseSign(raw, key, sign, 'trace')).not.toThrow()
    expect(() => merchantSdk.checkResponseSign(raw.replace('88.88', '0.01'), key, sign, 'trace')).toThrow()
  })

  it('escapes and fields after the response object are cut the same way', () => {
    const key = 'alipay_trade_refund_response'
    const text = '{"code":"10000","msg":"Success","note":"a \\"}\\" b","url":"https:\\/\\/x.cn\\/y"}'
    const body = signedResponseBody(key, text, createPrivateKey(alipayKeys.privateKeyPem))
    expect(signedResponseText(body, key)).toBe(text)
    expect(merchantSdk.getSignStr(body, key)).toBe(text)
    const { sign } = JSON.parse(body) as { sign: string }
    const withCertSn = `{"${key}":${text},"alipay_cert_sn":"abc","sign":"${sign}"}`
    expect(signedResponseText(withCertSn, key)).toBe(text)
    expect(() => merchantSdk.checkResponseSign(body, key, sign, 'trace')).not.toThrow()
  })
})
