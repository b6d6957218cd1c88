import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OauthTransport } from './oauth'

/**
 * A local stand-in for WeChat's web authorization (decision 0022): the authorize step hands out a
 * code for a sandbox WeChat user, and /sns/oauth2/access_token and /sns/userinfo answer as WeChat
 * does (errors as HTTP 200 with errcode). A code works once and for 5 minutes, like WeChat's.
 */
export interface FakeWechatUser {
  openId: string
  nickname: string
  headImg: string
  /** 1 male, 2 female, 0 unknown (WeChat's encoding). */
  sex: 0 | 1 | 2
}

const CODE_TTL_MS = 5 * 60_000

export function createFakeWechatOauth(options: { appId: string; appSecret: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date())
  const codes = new Map<string, { user: FakeWechatUser; scope: string; until: number }>()
  const tokens = new Map<string, FakeWechatUser>()
  const random = (n: number) => randomBytes(n).toString('base64url')

  return {
    /** The user agreed on the authorize page: a single-use code for them. */
    issueCode(user: FakeWechatUser, scope: string): string {
      const code = random(24)
      codes.set(code, { user, scope, until: now().getTime() + CODE_TTL_MS })
      return code
    },
    /** A new sandbox WeChat user (what a first visit of a WeChat browser is). */
    newUser(nickname?: string): FakeWechatUser {
      const openId = `oSbx${random(18)}`
      return { openId, nickname: nickname ?? `WeChat ${openId.slice(4, 8)}`, headImg: '', sex: 0 }
    },
    /** GET path?query as the API answers it. */
    answer(path: string, query: Record<string, string>): Record<string, unknown> {
      if (path === '/sns/oauth2/access_token') {
        if (query.appid !== options.appId) return { errcode: 40013, errmsg: 'invalid appid' }
        if (query.secret !== options.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' }
        if (query.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
        const entry = codes.get(query.code ?? '')
        if (!entry) return { errcode: 40029, errmsg: 'invalid code' }
        codes.delete(query.code ?? '')
        if (entry.until <= now().getTime()) return { errcode: 42003, errmsg: 'code been used or expired' }
        const accessToken = random(24)
        tokens.set(accessToken, entry.user)
        return {
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: random(24),
          openid: entry.user.openId,
          scope: entry.scope,
        }
      }
      if (path === '/sns/userinfo') {
        const user = tokens.get(query.access_token ?? '')
        if (!user || user.openId !== query.openid) return { errcode: 40001, errmsg: 'invalid credential' }
        return {
          openid: user.openId,
          nickname: user.nickname,
          sex: user.sex,
          headimgurl: user.headImg,
          privilege: [],
        }
      }
      return { errcode: 40066, errmsg: 'invalid url' }
    },
  }
}
export type FakeWechatOauth = ReturnType<typeof createFakeWechatOauth>

/** The fake answering in-process (the offline default). */
export const inProcessTransport =
  (fake: FakeWechatOauth): OauthTransport =>
  async (path, query) =>
    fake.answer(path, query)

/** The fake over real HTTP, for the real adapter's tests. */
export async function startFakeWechatOauthServer(fake: FakeWechatOauth) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const body = JSON.stringify(fake.answer(url.pathname, Object.fromEntries(url.searchParams)))
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
