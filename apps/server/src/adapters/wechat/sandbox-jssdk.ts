import { randomBytes } from 'node:crypto'
import type { Clock } from '../../platform/clock'
import type { JsSdkConfig } from './jssdk'
import { jsSdkSignature, signableUrl } from './jssdk-signature'
import { SANDBOX_WECHAT_APP_ID } from './oauth'

/** The sandbox official account's jsapi_ticket (offline default, never in production: decision 0022). */
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket'

/** A valid JS-SDK signature for the sandbox app id, computed as WeChat's algorithm does. */
export function createSandboxJsSdk(clock: Clock) {
  return {
    isOffline: true as const,
    async configFor(url: string): Promise<JsSdkConfig> {
      const timestamp = Math.floor(clock.now().getTime() / 1000)
      const nonceStr = randomBytes(8).toString('hex')
      const signature = jsSdkSignature({
        jsapiTicket: SANDBOX_JSAPI_TICKET,
        nonceStr,
        timestamp,
        url: signableUrl(url),
      })
      return { appId: SANDBOX_WECHAT_APP_ID, timestamp, nonceStr, signature }
    },
  }
}
