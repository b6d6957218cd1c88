import type { WechatOauth } from '../../adapters/wechat/oauth'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { memberQueries, type WechatProfile, wechatSignIn } from '../auth'
import { wechatRepository as repo } from './wechat.repository'

const GRANT_TTL_MS = 10 * 60_000
const DAY_MS = 24 * 60 * 60_000

export interface WechatLoginDeps {
  db: Db
  clock: Clock
  config: Pick<Config, 'SESSION_DAYS' | 'EMAIL_CODES_PER_ADDRESS_PER_HOUR' | 'EMAIL_CODES_PER_IP_PER_HOUR'>
  oauth: WechatOauth
}

/** The OAuth code -> the WeChat identity, once; the openid may then sign in once within 10 minutes. */
export async function exchangeCode(deps: WechatLoginDeps, code: string) {
  const identity = await deps.oauth.exchange(code)
  const now = deps.clock.now()
  await repo.prune(deps.db, new Date(now.getTime() - DAY_MS))
  await repo.insertGrant(deps.db, {
    id: newId(),
    openId: identity.openId,
    expiresAt: new Date(now.getTime() + GRANT_TTL_MS),
    createdAt: now,
  })
  return {
    openId: identity.openId,
    username: identity.nickname ?? '',
    headImg: identity.headImg ?? '',
    sex: identity.sex,
    bound: (await memberQueries.memberByOpenId(deps.db, identity.openId)) !== undefined,
  }
}

const SEX_CODES = { 0: 'secret', 1: 'male', 2: 'female' } as const

/** member/weChat/login with spec 7's fields: only an openid from a fresh, unused code exchange signs in. */
export async function wechatLogin(
  deps: WechatLoginDeps,
  input: Omit<WechatProfile, 'sex'> & { sex?: WechatProfile['sex'] | number | undefined },
) {
  const sex = typeof input.sex === 'number' ? SEX_CODES[input.sex as 0 | 1 | 2] : input.sex
  const signedIn = await deps.db.transaction(async (tx) => {
    if (!(await repo.takeGrant(tx, input.openId, deps.clock.now()))) return null
    return wechatSignIn(deps, tx, { ...input, sex })
  })
  if (!signedIn) fail('WECHAT_CODE_INVALID')
  return { ...signedIn, openId: input.openId }
}

/** Binds WeChat to the signed-in account with a code (an openid bound elsewhere is refused). */
export async function bindWechat(deps: WechatLoginDeps, memberId: string, code: string): Promise<true> {
  const identity = await deps.oauth.exchange(code)
  if (!(await memberQueries.setOpenId(deps.db, memberId, identity.openId))) fail('WECHAT_ALREADY_BOUND')
  return true
}

export async function unbindWechat(deps: WechatLoginDeps, memberId: string): Promise<true> {
  await memberQueries.setOpenId(deps.db, memberId, null)
  return true
}
