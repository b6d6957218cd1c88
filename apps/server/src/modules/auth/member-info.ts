import type { MemberInfo } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { balanceOf, memberBalanceAccount } from '../ledger'
import type { AuthDeps } from './auth.deps'
import { memberInfoFrom } from './auth.mapper'
import * as repo from './auth.repository'

/** The signed-in member's profile with the balance of its wallet. */
export async function memberInfo(deps: Pick<AuthDeps, 'db'>, memberId: string): Promise<MemberInfo> {
  const member = await repo.memberById(deps.db, memberId)
  if (!member) fail('LOGIN_USER_ERROR')
  return memberInfoFrom(member, await balanceOf(deps.db, memberBalanceAccount(member.id)))
}

/** The member has seen the new-member reminder: it is not shown again. */
export async function stopNewPeopleReminder(deps: Pick<AuthDeps, 'db'>, memberId: string): Promise<true> {
  await repo.setRemindNewPeopleOff(deps.db, memberId)
  return true
}
