import type { DietaryProfile } from '@siam/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { memberDietaryProfiles } from './dietary.tables'

export const dietaryRepository = {
  async profileOf(db: Executor, memberId: string): Promise<DietaryProfile | undefined> {
    const [row] = await db
      .select({ profile: memberDietaryProfiles.profile })
      .from(memberDietaryProfiles)
      .where(eq(memberDietaryProfiles.memberId, memberId))
    return row?.profile
  },
  async saveProfile(db: Executor, memberId: string, profile: DietaryProfile, now: Date): Promise<void> {
    await db
      .insert(memberDietaryProfiles)
      .values({ memberId, profile, updatedAt: now })
      .onConflictDoUpdate({ target: memberDietaryProfiles.memberId, set: { profile, updatedAt: now } })
  },
}
