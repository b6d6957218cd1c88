import { type DietaryProfile, type DishFacts, dishFactsErrors, EMPTY_DIETARY_PROFILE } from '@siam/domain'
import type { Db } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { shopQueries } from '../shops'
import { dietaryRepository as repo } from './dietary.repository'

export function createDietaryService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async profile(memberId: string): Promise<DietaryProfile> {
      return (await repo.profileOf(db, memberId)) ?? EMPTY_DIETARY_PROFILE
    },
    /** Vegan implies vegetarian: the profile is stored as the member means it. */
    async save(memberId: string, input: DietaryProfile): Promise<DietaryProfile> {
      const profile = { ...input, vegetarian: input.vegetarian || input.vegan }
      await repo.saveProfile(db, memberId, profile, clock.now())
      return profile
    },
    /**
     * A merchant sets one dish's facts; another shop's dish is GOODS_NOT_FOUND (as if it did not
     * exist), contradictory facts VALIDATION_FAILED with the fields named.
     */
    async setGoodsFacts(staff: StaffActor, goodsId: string, facts: DishFacts) {
      const [dish] = await shopQueries.goodsByIds(db, [goodsId])
      if (!dish || !seesShop(staff, dish.shopId)) throw new AppError('GOODS_NOT_FOUND')
      const fieldErrors = dishFactsErrors(facts)
      if (Object.keys(fieldErrors).length) {
        throw new AppError('VALIDATION_FAILED', { fields: Object.keys(fieldErrors).join(', ') }, fieldErrors)
      }
      const row = await shopQueries.setGoodsFacts(db, goodsId, facts)
      if (!row?.facts) throw new AppError('GOODS_NOT_FOUND')
      return { goodsId, facts: row.facts }
    },
  }
}
