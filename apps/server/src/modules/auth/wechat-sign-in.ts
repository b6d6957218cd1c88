import type { Tx } from '../../db/client'
import { sha256 } from '../../platform/ids'
import type { AuthDeps } from './auth.deps'
import * as repo from './auth.repository'
import { newMember } from './new-member'
import { createSession } from './sessions'

export interface WechatProfile {
  openId: string
  username?: string | undefined
  headImg?: string | undefined
  sex?: 'male' | 'female' | 'secret' | undefined
  mobile?: string | undefined
  inviterId?: string | undefined
}

/**
 * member/weChat/login (spec 7), in the caller's transaction (which has just consumed the openid's
 * grant): the account with this openid signs in; an unknown openid becomes a new member (bound to
 * the inviter once, like every sign-up), with the WeChat name, avatar, gender and phone. A WeChat
 * member has no e-mail yet: the account carries a placeholder address no mail is sent to, until
 * member/changeEmail gives it a real one (decision 0022).
 */
export async function wechatSignIn(deps: Pick<AuthDeps, 'clock' | 'config'>, tx: Tx, input: WechatProfile) {
  const existing = await repo.memberByOpenId(tx, input.openId)
  if (existing) {
    return {
      token: await createSession(tx, deps, 'member', existing.id),
      isNewPeople: existing.isNewPeople,
      phone: existing.phone,
    }
  }
  const email = `wx-${sha256(input.openId).slice(0, 24)}@wechat.invalid`
  const id = await newMember(tx, deps.clock.now(), { email, passwordHash: null, inviterId: input.inviterId })
  const memberId = id ?? (await repo.memberByEmail(tx, email))?.id
  if (!memberId) throw new Error('WeChat sign-up found no member')
  if (id) {
    await repo.updateProfile(tx, memberId, {
      username: input.username?.trim() || `WeChat ${input.openId.slice(-4)}`,
      ...(input.headImg ? { headImg: input.headImg } : {}),
      ...(input.sex ? { sex: input.sex } : {}),
    })
    if (input.mobile) await repo.setPhone(tx, memberId, input.mobile)
    await repo.setOpenId(tx, memberId, input.openId)
  }
  const member = await repo.memberById(tx, memberId)
  return {
    token: await createSession(tx, deps, 'member', memberId),
    isNewPeople: member?.isNewPeople ?? true,
    phone: member?.phone ?? null,
  }
}
