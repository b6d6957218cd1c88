import type { DietaryProfile } from '@siam/domain'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type FoldedPart, tableSql } from '../../db/folded'
import { preparedStatement } from '../../db/prepared'
import { memberDietaryProfiles } from './dietary.tables'

/** Every placement copies the member's profile onto the order: prepared (issue 17). */
const profileStatement = preparedStatement('dietary_profile_of', (x, name) =>
  x
    .select({ profile: memberDietaryProfiles.profile })
    .from(memberDietaryProfiles)
    .where(eq(memberDietaryProfiles.memberId, sql.placeholder('memberId')))
    .prepare(name),
)

export const dietaryRepository = {
  /** The profile as a part of another module's folded statement (jsonb, null: never saved). */
  profilePart(memberId: string): FoldedPart {
    return (params) =>
      `select profile from ${tableSql(memberDietaryProfiles)} where member_id = ${params.add(memberId)}`
  },
  async profileOf(db: Executor, memberId: string): Promise<DietaryProfile | undefined> {
    const [row] = await profileStatement(db).execute({ memberId })
    return row?.profile
  },
  async saveProfile(db: Executor, memberId: string, profile: DietaryProfile, now: Date): Promise<void> {
    await db
      .insert(memberDietaryProfiles)
      .values({ memberId, profile, updatedAt: now })
      .onConflictDoUpdate({ target: memberDietaryProfiles.memberId, set: { profile, updatedAt: now } })
  },
}
