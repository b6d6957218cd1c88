import { profileCalls } from '@siam/contracts'
import type { WechatOauth } from '../../adapters/wechat/oauth'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { wechatOauthFor } from './wechat.adapter'
import { bindWechat, exchangeCode, unbindWechat, wechatLogin } from './wechat-login'

declare module '../../platform/module' {
  interface ModuleServices {
    /** The WeChat OAuth adapter in use; `isOffline` (the local fake) for the production start check. */
    wechat: { oauth: WechatOauth }
  }
}

/** WeChat sign-in through the web authorization (spec 4, 7; decision 0022), binding and unbinding. */
export const wechatModule = defineModule({ name: 'wechat', register: registerWechat })

function registerWechat({ app, deps }: ModuleContext) {
  const oauth = wechatOauthFor(app, deps.config, deps.clock)
  const login = { db: deps.db, clock: deps.clock, config: deps.config, oauth }
  const { http } = deps
  bindCall(app, http, profileCalls.weChatOauthUrl, async ({ input }) => ({ url: oauth.authorizeUrl(input) }))
  bindCall(app, http, profileCalls.weChatOpenId, ({ input }) => exchangeCode(login, input.code))
  bindCall(app, http, profileCalls.weChatLogin, ({ input }) => wechatLogin(login, input))
  bindCall(app, http, profileCalls.bindWx, ({ input, actor }) =>
    bindWechat(login, actor.memberId, input.code),
  )
  bindCall(app, http, profileCalls.removeBindingWx, ({ actor }) => unbindWechat(login, actor.memberId))
  return { services: { wechat: { oauth } } }
}
