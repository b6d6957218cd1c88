import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../platform/clock'
import { expectAppError } from '../../test/assertions'
import { type FakeWechatMp, startFakeWechatMp } from './fake-wechat-mp-server'
import { createWechatJsSdk } from './jssdk'
import { jsSdkSignature, signableUrl } from './jssdk-signature'
import { mpStoreKeys, REFRESH_MARGIN_MS } from './mp-credentials'
import { createMemoryTokenStore } from './token-store'

const APP_ID = 'wx1234567890abcdef'
const APP_SECRET = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'
const keys = mpStoreKeys(APP_ID)

let fake: FakeWechatMp
const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'))

beforeAll(async () => {
  fake = await startFakeWechatMp({ appId: APP_ID, appSecret: APP_SECRET, now: () => clock.now() })
})
afterAll(async () => {
  await fake?.close()
})

let counts: { token: number; ticket: number }
beforeEach(() => {
  counts = { token: fake.counts.stableToken, ticket: fake.counts.ticket }
})
/** Fetches since the test began. */
const fetched = () => ({
  token: fake.counts.stableToken - counts.token,
  ticket: fake.counts.ticket - counts.ticket,
})

function jsSdk(store = createMemoryTokenStore(), overrides: { appSecret?: string; apiBase?: string } = {}) {
  return createWechatJsSdk({
    apiBase: overrides.apiBase ?? fake.url,
    appId: APP_ID,
    appSecret: overrides.appSecret ?? APP_SECRET,
    clock,
    store,
    timeoutMs: 2000,
  })
}

/** The ticket the SDK used: read back from its store (the fake says whether WeChat issued it). */
async function ticketIn(store: ReturnType<typeof createMemoryTokenStore>) {
  return (await store.get(keys.jsapiTicket))?.value ?? ''
}

describe('signature', () => {
  it('matches the example of the WeChat JS-SDK documentation', () => {
    const signature = jsSdkSignature({
      jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    })
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs the page URL without its #fragment, otherwise unchanged', () => {
    expect(signableUrl('https://siam.example/web/pay?order=1#/checkout?x=1')).toBe(
      'https://siam.example/web/pay?order=1',
    )
    expect(signableUrl('https://siam.example/web/a%20b?q=%E6%B3%B0')).toBe(
      'https://siam.example/web/a%20b?q=%E6%B3%B0',
    )
  })
})

describe('configFor', () => {
  it('answers appId, timestamp, nonceStr and the signature over a ticket WeChat issued', async () => {
    const store = createMemoryTokenStore()
    const page = 'https://siam.example/web/pay/confirm?orderId=42#/wechat'
    const config = await jsSdk(store).configFor(page)
    const ticket = await ticketIn(store)

    expect(fake.isValidTicket(ticket)).toBe(true)
    expect(config.appId).toBe(APP_ID)
    expect(config.timestamp).toBe(Date.parse('2026-11-21T04:00:00Z') / 1000)
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/)
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}` +
          '&url=https://siam.example/web/pay/confirm?orderId=42',
      )
      .digest('hex')
    expect(config.signature).toBe(expected)
  })

  it('refuses a URL that is not an absolute http(s) page URL, without calling WeChat', async () => {
    await expectAppError(jsSdk().configFor('/web/pay'), 'BAD_REQUEST')
    await expectAppError(jsSdk().configFor('javascript:alert(1)'), 'BAD_REQUEST')
    expect(fetched()).toEqual({ token: 0, ticket: 0 })
  })
})

describe('caching', () => {
  it('fetches the token and the ticket once for many pages, again only near expiry', async () => {
    clock.set(new Date('2026-11-21T04:00:00Z'))
    const sdk = jsSdk()
    for (let i = 0; i < 10; i++) await sdk.configFor(`https://siam.example/web/page${i}`)
    expect(fetched()).toEqual({ token: 1, ticket: 1 })

    clock.advance(7200 * 1000 - REFRESH_MARGIN_MS - 1000)
    await sdk.configFor('https://siam.example/web/later')
    expect(fetched()).toEqual({ token: 1, ticket: 1 })

    clock.advance(2000) // now inside the last 5 minutes
    await sdk.configFor('https://siam.example/web/latest')
    expect(fetched()).toEqual({ token: 2, ticket: 2 })
  })

  it('concurrent callers share one fetch', async () => {
    const sdk = jsSdk()
    const configs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sdk.configFor(`https://siam.example/web/p${i}`)),
    )
    expect(configs).toHaveLength(8)
    expect(fetched()).toEqual({ token: 1, ticket: 1 })
  })

  it('processes sharing one store share the token and ticket', async () => {
    const store = createMemoryTokenStore()
    await jsSdk(store).configFor('https://siam.example/web/a')
    await jsSdk(store).configFor('https://siam.example/web/b')
    expect(fetched()).toEqual({ token: 1, ticket: 1 })
  })

  it('a failed fetch is not cached: the next call asks again', async () => {
    const sdk = jsSdk()
    fake.failNext('ticket', { errcode: -1, errmsg: 'system error' })
    await expectAppError(sdk.configFor('https://siam.example/web/a'), 'PROVIDER_ERROR')
    await sdk.configFor('https://siam.example/web/a')
    expect(fetched().ticket).toBe(2)
  })
})

describe('rejected token (40001)', () => {
  it('drops the cached token, fetches a new one and retries once', async () => {
    const store = createMemoryTokenStore()
    // A token still valid by our clock, but no longer WeChat's (replaced elsewhere).
    await store.set(keys.accessToken, 'ACCESS_REVOKED', new Date(clock.now().getTime() + 3600_000))
    fake.invalidateTokens()

    const config = await jsSdk(store).configFor('https://siam.example/web/a')
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/)
    expect(fetched()).toEqual({ token: 1, ticket: 2 })
    const token = (await store.get(keys.accessToken))?.value ?? ''
    expect(token).not.toBe('ACCESS_REVOKED')
    expect(fake.isValidToken(token)).toBe(true)
    expect(fake.isValidTicket(await ticketIn(store))).toBe(true)
  })

  it('gives up with PROVIDER_ERROR when the new token is refused too', async () => {
    fake.failNext('ticket', { errcode: 40001, errmsg: 'invalid credential' })
    fake.failNext('ticket', { errcode: 40001, errmsg: 'invalid credential' })
    await expectAppError(jsSdk().configFor('https://siam.example/web/a'), 'PROVIDER_ERROR')
    expect(fetched().ticket).toBe(2)
  })
})

describe('errors', () => {
  it.each([
    ['a wrong app secret (40125)', () => jsSdk(undefined, { appSecret: 'wrong' })],
    [
      'IP not whitelisted (40164)',
      () => {
        fake.failNext('token', { errcode: 40164, errmsg: 'invalid ip, not in whitelist' })
        return jsSdk()
      },
    ],
    [
      'HTTP 503',
      () => {
        fake.failNext('ticket', { httpStatus: 503 })
        return jsSdk()
      },
    ],
    ['WeChat unreachable', () => jsSdk(undefined, { apiBase: 'http://127.0.0.1:9' })],
  ])('%s is PROVIDER_ERROR', async (_name, make) => {
    await expectAppError(make().configFor('https://siam.example/web/a'), 'PROVIDER_ERROR')
  })
})
