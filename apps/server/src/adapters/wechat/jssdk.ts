import { randomBytes } from 'node:crypto'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { jsSdkSignature, signableUrl } from './jssdk-signature'
import { createMpCredentials, type MpLog, type MpSettings } from './mp-credentials'
import type { TokenStore } from './token-store'

export interface JsSdkConfig {
  appId: string
  /** Unix seconds, as wx.config takes it. */
  timestamp: number
  nonceStr: string
  signature: string
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function nonceStr(length = 16): string {
  return [...randomBytes(length)].map((byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('')
}

/**
 * The official account's JS-SDK configuration for a page (GET /siam-server/rest/system/wxJsSdkConfig):
 * what the page passes to wx.config so it may call chooseWXPay and the other JS interfaces.
 */
export function createWechatJsSdk(deps: MpSettings & { clock: Clock; store: TokenStore; log?: MpLog }) {
  const { clock, appId } = deps
  const credentials = createMpCredentials({ settings: deps, clock, store: deps.store, log: deps.log })

  return {
    async configFor(url: string): Promise<JsSdkConfig> {
      let parsed: URL | null = null
      try {
        parsed = new URL(url)
      } catch {
        parsed = null
      }
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        throw new AppError('BAD_REQUEST')
      const jsapiTicket = await credentials.jsapiTicket()
      const timestamp = Math.floor(clock.now().getTime() / 1000)
      const nonce = nonceStr()
      // Signed as the page has it (not normalised by URL), without the fragment.
      const signature = jsSdkSignature({ jsapiTicket, nonceStr: nonce, timestamp, url: signableUrl(url) })
      return { appId, timestamp, nonceStr: nonce, signature }
    },

    /** The official account's access_token (cached), for other MP API calls. */
    accessToken: credentials.accessToken,
  }
}
