import type { MemberInfo } from '@siam/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeWechatOauth, startFakeWechatOauthServer } from '../../adapters/wechat/fake-wechat-oauth'
import { jsSdkSignature } from '../../adapters/wechat/jssdk-signature'
import {
  createWechatOauth,
  httpTransport,
  SANDBOX_WECHAT_APP_ID,
  wechatIsOffline,
} from '../../adapters/wechat/oauth'
import { SANDBOX_JSAPI_TICKET } from '../../adapters/wechat/sandbox-jssdk'
import { testConfig } from '../../config'
import { expectAppError } from '../../test/assertions'
import { createMember } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

type Identity = { openId: string; username: string; sex: string; bound: boolean }
type Login = { token: string; isNewPeople: boolean; openId: string; phone: string | null }

describe('WeChat sign-in through the offline OAuth fake', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })

  /** The WeChat browser: the authorize page sends it back with a code (a cookie keeps the same WeChat user). */
  async function authorize(cookie?: string, scope = 'snsapi_userinfo') {
    const { url } = await t.ok<{ url: string }>('member/weChat/oauthUrl', {
      redirectUri: 'http://localhost/#/pages/internal/login/authorization/authorization',
      scope,
      state: 's1',
    })
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
    })
    expect(answer.statusCode).toBe(302)
    const back = new URL(String(answer.headers.location))
    expect(back.searchParams.get('state')).toBe('s1')
    const setCookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? ''
    return { code: back.searchParams.get('code') ?? '', cookie: setCookie }
  }

  it('signs a new WeChat user up and the same WeChat user in again, as spec 7 says', async () => {
    const first = await authorize()
    const identity = await t.ok<Identity>('member/weChat/openId', { code: first.code })
    expect(identity).toMatchObject({ bound: false, sex: 'secret' })
    expect(identity.openId).toMatch(/^oSbx/)
    const login = await t.ok<Login>('member/weChat/login', {
      openId: identity.openId,
      username: identity.username,
      headImg: '',
      sex: 2,
      mobile: '13800138000',
    })
    expect(login).toMatchObject({ isNewPeople: true, openId: identity.openId, phone: '13800138000' })
    const me = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, login.token)
    expect(me).toMatchObject({ username: identity.username, sex: 'female', phone: '13800138000' })

    const again = await authorize(first.cookie)
    const same = await t.ok<Identity>('member/weChat/openId', { code: again.code })
    expect(same).toMatchObject({ openId: identity.openId, bound: true })
    const second = await t.ok<Login>('member/weChat/login', { openId: same.openId })
    expect((await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, second.token)).id).toBe(me.id)
  })

  it('refuses a replayed or bad code, and an openid no fresh code vouched for', async () => {
    const { code } = await authorize()
    const identity = await t.ok<Identity>('member/weChat/openId', { code })
    const replay = await t.call('member/weChat/openId', { code })
    expect(replay).toMatchObject({ success: false, status: 400, errorKey: 'WECHAT_CODE_INVALID' })
    expect((await t.call('member/weChat/openId', { code: 'made-up' })).errorKey).toBe('WECHAT_CODE_INVALID')
    // the grant signs in once
    expect((await t.call<Login>('member/weChat/login', { openId: identity.openId })).success).toBe(true)
    expect((await t.call('member/weChat/login', { openId: identity.openId })).errorKey).toBe(
      'WECHAT_CODE_INVALID',
    )
    expect((await t.call('member/weChat/login', { openId: 'oSbxSomeoneElse' })).errorKey).toBe(
      'WECHAT_CODE_INVALID',
    )
    const zh = await t.call('member/weChat/login', { openId: 'oSbxSomeoneElse', lang: 'zh-Hans' })
    expect(zh.message).toBe('微信授权失败或已过期，请重试')
    // a grant lasts 10 minutes
    const late = await t.ok<Identity>('member/weChat/openId', { code: (await authorize()).code })
    t.clock.advance(10 * 60_000 + 1)
    expect((await t.call('member/weChat/login', { openId: late.openId })).errorKey).toBe(
      'WECHAT_CODE_INVALID',
    )
  })

  it('binds a WeChat sign-up to the inviter of the link', async () => {
    const inviter = await createMember(t)
    const identity = await t.ok<Identity>('member/weChat/openId', { code: (await authorize()).code })
    const login = await t.ok<Login>('member/weChat/login', {
      openId: identity.openId,
      inviterId: inviter.memberId,
    })
    expect(login.isNewPeople).toBe(true)
    const summary = await t.ok<{ invitedCount: number }>('member/invite/summary', {}, inviter.token)
    expect(summary.invitedCount).toBe(1)
  })

  it('binds WeChat to an e-mail account, refuses an openid bound elsewhere, unbinds', async () => {
    const m = await createMember(t)
    const browser = await authorize()
    expect(await t.ok('member/bindWx', { code: browser.code }, m.token)).toBe(true)
    // the same WeChat user now signs in to that account
    const again = await authorize(browser.cookie)
    const identity = await t.ok<Identity>('member/weChat/openId', { code: again.code })
    expect(identity.bound).toBe(true)
    const login = await t.ok<Login>('member/weChat/login', { openId: identity.openId })
    expect((await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, login.token)).id).toBe(m.memberId)
    // another account cannot take it
    const other = await createMember(t)
    const third = await authorize(browser.cookie)
    expect((await t.call('member/bindWx', { code: third.code }, other.token)).errorKey).toBe(
      'WECHAT_ALREADY_BOUND',
    )
    expect(await t.ok('member/removeBindingWx', {}, m.token)).toBe(true)
    const fourth = await authorize(browser.cookie)
    expect((await t.ok<Identity>('member/weChat/openId', { code: fourth.code })).bound).toBe(false)
    expect((await t.call('member/removeBindingWx', {})).errorKey).toBe('NOT_LOGGED_IN')
  })

  it('only sends the browser back to this server', async () => {
    const url = `/siam-server/sandbox/wechat/authorize?appid=${SANDBOX_WECHAT_APP_ID}&redirect_uri=${encodeURIComponent('https://evil.example/x')}&scope=snsapi_base&state=x`
    const answer = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })
    expect(answer.statusCode).toBe(400)
  })

  it('signs the JS-SDK config for the sandbox app id instead of refusing', async () => {
    const page = 'http://localhost/index.html?x=1'
    const answer = await t.app.inject({
      method: 'GET',
      url: `/siam-server/rest/system/wxJsSdkConfig?url=${encodeURIComponent(`${page}#/home`)}`,
    })
    const { data } = answer.json() as {
      data: { appId: string; timestamp: number; nonceStr: string; signature: string }
    }
    expect(data.appId).toBe(SANDBOX_WECHAT_APP_ID)
    expect(data.signature).toBe(
      jsSdkSignature({
        jsapiTicket: SANDBOX_JSAPI_TICKET,
        nonceStr: data.nonceStr,
        timestamp: data.timestamp,
        url: page,
      }),
    )
  })
})

describe('the real OAuth adapter against the fake over HTTP', () => {
  const fake = createFakeWechatOauth({ appId: 'wx-real', appSecret: 'secret' })
  let server: Awaited<ReturnType<typeof startFakeWechatOauthServer>>
  beforeAll(async () => {
    server = await startFakeWechatOauthServer(fake)
  })
  afterAll(() => server.close())

  it('exchanges a code once, reads the user info for snsapi_userinfo, and builds the authorize URL', async () => {
    const oauth = createWechatOauth({
      appId: 'wx-real',
      appSecret: 'secret',
      authorizeBase: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      transport: httpTransport(server.url),
      isOffline: false,
    })
    expect(oauth.isOffline).toBe(false)
    expect(
      oauth.authorizeUrl({ redirectUri: 'https://siam.example/a', scope: 'snsapi_base', state: 'z' }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-real&redirect_uri=https%3A%2F%2Fsiam.example%2Fa&response_type=code&scope=snsapi_base&state=z#wechat_redirect',
    )
    const user = { ...fake.newUser('Mei'), sex: 2 as const, headImg: 'https://thirdwx.qlogo.cn/x/132' }
    const code = fake.issueCode(user, 'snsapi_userinfo')
    expect(await oauth.exchange(code)).toEqual({
      openId: user.openId,
      nickname: 'Mei',
      headImg: 'https://thirdwx.qlogo.cn/x/132',
      sex: 'female',
    })
    await expectAppError(oauth.exchange(code), 'WECHAT_CODE_INVALID')
    const base = fake.issueCode(user, 'snsapi_base')
    expect(await oauth.exchange(base)).toEqual({
      openId: user.openId,
      nickname: null,
      headImg: null,
      sex: 'secret',
    })
    const wrongSecret = createWechatOauth({
      appId: 'wx-real',
      appSecret: 'nope',
      authorizeBase: 'x',
      transport: httpTransport(server.url),
      isOffline: false,
    })
    await expectAppError(wrongSecret.exchange(fake.issueCode(user, 'snsapi_base')), 'PROVIDER_ERROR')
  })

  it('tells the production start check when a fake would serve WeChat', () => {
    expect(wechatIsOffline(testConfig())).toBe(true)
    expect(
      wechatIsOffline(testConfig({ WECHAT_OAUTH: 'wechat', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' })),
    ).toBe(false)
  })
})

describe('WeChat with the official account configured', () => {
  const fake = createFakeWechatOauth({ appId: 'wx-live', appSecret: 'live-secret' })
  let server: Awaited<ReturnType<typeof startFakeWechatOauthServer>>
  // The fake starts before the app is built (hooks run in the order they are declared).
  beforeAll(async () => {
    server = await startFakeWechatOauthServer(fake)
  })
  afterAll(() => server.close())
  const t = useApiTestApp({
    deps: () => ({
      config: testConfig({
        WECHAT_OAUTH: 'wechat',
        WECHAT_APP_ID: 'wx-live',
        WECHAT_APP_SECRET: 'live-secret',
        WECHAT_MP_API_BASE: server.url,
      }),
    }),
  })

  it('uses the real adapter: the WeChat authorize page, the API for the code, no sandbox page', async () => {
    expect(t.app.services.wechat.oauth.isOffline).toBe(false)
    const { url } = await t.ok<{ url: string }>('member/weChat/oauthUrl', {
      redirectUri: 'https://siam.example/',
      scope: 'snsapi_base',
      state: 'x',
    })
    expect(url).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wx-live&/)
    const page = await t.app.inject({ method: 'GET', url: '/siam-server/sandbox/wechat/authorize?appid=x' })
    expect(page.statusCode).toBe(404)
    const user = fake.newUser('Live')
    const identity = await t.ok<Identity>('member/weChat/openId', {
      code: fake.issueCode(user, 'snsapi_base'),
    })
    expect(identity.openId).toBe(user.openId)
    expect((await t.call('member/weChat/login', { openId: user.openId })).success).toBe(true)
  })
})
