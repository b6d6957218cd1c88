import type { Db } from '../../db/client'
import { memberQueries } from '../auth'
import { requireOwnedUploads } from '../uploads'

export interface ProfileChanges {
  username?: string | undefined
  sex?: 'male' | 'female' | 'secret' | undefined
  realName?: string | undefined
  headImg?: string | undefined
}

/** member/update: only the fields given change; the avatar must be one of the member's own uploads. */
export async function updateProfile(
  deps: { db: Db },
  memberId: string,
  input: ProfileChanges,
): Promise<true> {
  if (input.headImg !== undefined) await requireOwnedUploads(deps.db, memberId, [input.headImg])
  const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  await memberQueries.updateProfile(deps.db, memberId, patch)
  return true
}
