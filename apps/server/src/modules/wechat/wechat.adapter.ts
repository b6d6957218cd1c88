import type { FastifyInstance } from 'fastify'
import {
  createFakeWechatOauth,
  type FakeWechatUser,
  inProcessTransport,
} from '../../adapters/wechat/fake-wechat-oauth'
import {
  createWechatOauth,
  httpTransport,
  SANDBOX_WECHAT_APP_ID,
  SANDBOX_WECHAT_APP_SECRET,
  type WechatOauth,
} from '../../adapters/wechat/oauth'
import type { Config } from '../../config'
import type { Clock } from '../../platform/clock'

const WECHAT_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'
const SANDBOX_AUTHORIZE_PATH = '/siam-server/sandbox/wechat/authorize'
const USER_COOKIE = 'siam_sandbox_wx'

/**
 * The OAuth adapter the configuration asks for: the real one (WECHAT_OAUTH=wechat with the official
 * account's id and secret) or the local fake (the offline default, like the sandbox payment gateway).
 * `isOffline` says which: the production start check refuses the fake.
 */
export function wechatOauthFor(app: FastifyInstance, config: Config, clock: Clock): WechatOauth {
  if (config.WECHAT_OAUTH === 'wechat' && config.WECHAT_APP_ID && config.WECHAT_APP_SECRET) {
    return createWechatOauth({
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      authorizeBase: WECHAT_AUTHORIZE,
      transport: httpTransport(config.WECHAT_MP_API_BASE),
      isOffline: false,
    })
  }
  const fake = createFakeWechatOauth({
    appId: SANDBOX_WECHAT_APP_ID,
    appSecret: SANDBOX_WECHAT_APP_SECRET,
    now: () => clock.now(),
  })
  registerSandboxAuthorize(app, fake)
  return createWechatOauth({
    appId: SANDBOX_WECHAT_APP_ID,
    appSecret: SANDBOX_WECHAT_APP_SECRET,
    authorizeBase: SANDBOX_AUTHORIZE_PATH,
    transport: inProcessTransport(fake),
    isOffline: true,
  })
}

/**
 * The fake's authorize page: the same browser is the same sandbox WeChat user (a cookie, as the
 * WeChat app is one person), sent straight back to redirect_uri with a code and the state. Only
 * redirects to this server's own host (WeChat allows only the registered domain).
 */
function registerSandboxAuthorize(app: FastifyInstance, fake: ReturnType<typeof createFakeWechatOauth>) {
  const users = new Map<string, FakeWechatUser>()
  app.get<{ Querystring: Record<string, string | undefined> }>(
    SANDBOX_AUTHORIZE_PATH,
    async (request, reply) => {
      const { redirect_uri: redirectUri = '', scope = 'snsapi_base', state = '', appid } = request.query
      const host = request.headers.host ?? 'localhost'
      let target: URL
      try {
        target = new URL(redirectUri, `http://${host}`)
      } catch {
        return reply.code(400).send('bad redirect_uri')
      }
      if (appid !== SANDBOX_WECHAT_APP_ID || target.host !== host)
        return reply.code(400).send('redirect_uri not allowed')
      const cookie = /(?:^|;\s*)siam_sandbox_wx=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1]
      let user = cookie ? users.get(cookie) : undefined
      if (!user) {
        user = fake.newUser()
        users.set(user.openId, user)
      }
      target.searchParams.set('code', fake.issueCode(user, scope))
      target.searchParams.set('state', state)
      return reply
        .header(
          'set-cookie',
          `${USER_COOKIE}=${user.openId}; Path=/siam-server/sandbox/wechat; HttpOnly; SameSite=Lax`,
        )
        .redirect(target.toString(), 302)
    },
  )
}
