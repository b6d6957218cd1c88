import { createWechatJsSdk } from '../../adapters/wechat/jssdk'
import { createSandboxJsSdk } from '../../adapters/wechat/sandbox-jssdk'
import { AppError } from '../../platform/errors'
import { envelope } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createProviderTokenStore } from './provider-tokens.repository'

/**
 * `GET /siam-server/rest/system/wxJsSdkConfig?url=` (spec 7): the signature that lets the page
 * call the WeChat JS-SDK (getLocation, scanQRCode, chooseWXPay). Without official-account
 * credentials it signs for the sandbox app id (the offline default; the production start check sees
 * it through `wechatIsOffline`).
 */
export const systemModule = defineModule({ name: 'system', register: registerSystem })

function registerSystem({ app, deps }: ModuleContext) {
  const { config } = deps
  const jsSdk =
    config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
      ? createWechatJsSdk({
          apiBase: config.WECHAT_MP_API_BASE,
          appId: config.WECHAT_APP_ID,
          appSecret: config.WECHAT_APP_SECRET,
          clock: deps.clock,
          store: createProviderTokenStore(deps.db),
          log: app.log,
        })
      : // Offline default: a valid signature for the sandbox app id (decision 0022).
        createSandboxJsSdk(deps.clock)
  app.get<{ Querystring: { url?: string } }>(
    '/siam-server/rest/system/wxJsSdkConfig',
    async (request, reply) => {
      const url = String(request.query.url ?? '')
      if (!/^https?:\/\//.test(url)) throw new AppError('BAD_REQUEST')
      return reply.send(envelope(await jsSdk.configFor(url)))
    },
  )
}
