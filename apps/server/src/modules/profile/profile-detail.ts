import type { ProfileDetail } from '@siam/contracts'
import type { Db } from '../../db/client'
import { fail } from '../../platform/errors'
import { memberById, memberQueries } from '../auth'
import { affiliateQueries } from '../invites'
import { memberWalletEntries } from '../ledger'

/** The user info screen's extra lines (spec 3): real name, affiliate membership with the invited count, reward. */
export async function profileDetail(deps: { db: Db }, memberId: string): Promise<ProfileDetail> {
  const member = await memberById(deps.db, memberId)
  if (!member) fail('MEMBER_NOT_FOUND')
  const counts = await memberQueries.invitedCounts(deps.db, [memberId])
  const balances = await memberWalletEntries.balances(deps.db, memberId)
  const joined = await affiliateQueries.joinedAt(deps.db, [memberId])
  return {
    realName: member.realName,
    weChatBound: member.wxOpenId !== null,
    invitedCount: counts.get(memberId) ?? 0,
    affiliateJoinedAt: joined.get(memberId)?.toISOString() ?? null,
    rewardFen: balances.reward,
  }
}
