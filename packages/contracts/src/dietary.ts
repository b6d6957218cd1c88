import { ALLERGENS } from '@siam/domain'
import { z } from 'zod'
import { defineCall } from './call'
import { Id } from './common'

// ---------- dish facts and the member's dietary profile (issue 14) ----------
export const Allergen = z.enum(ALLERGENS)
/** 0 not spicy, 1 mild, 2 medium, 3 hot (SPICE_LEVELS). */
export const SpiceLevel = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
const Allergens = z
  .array(Allergen)
  .max(ALLERGENS.length)
  .transform((list) => [...new Set(list)])

/** What a dish contains and suits; see packages/domain/src/dish-facts.ts. */
export const DishFacts = z.object({
  spice: SpiceLevel,
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  halal: z.boolean(),
  halalCertified: z.boolean(),
  allergens: Allergens,
  pork: z.boolean(),
  alcohol: z.boolean(),
})
export type DishFacts = z.infer<typeof DishFacts>

export const DietaryProfile = z.object({
  halal: z.boolean(),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  noPork: z.boolean(),
  noAlcohol: z.boolean(),
  allergies: Allergens,
  maxSpice: SpiceLevel.nullable(),
})
export type DietaryProfile = z.infer<typeof DietaryProfile>

export const dietaryCalls = {
  profileGet: defineCall({
    path: 'member/dietary/get',
    audience: 'member',
    summary: 'My dietary profile (all false / empty until saved).',
    input: z.object({}).passthrough(),
    output: DietaryProfile,
  }),
  profileSave: defineCall({
    path: 'member/dietary/save',
    audience: 'member',
    summary: 'Save my dietary profile; the menu marks dishes that conflict and new orders keep a copy.',
    input: DietaryProfile,
    output: DietaryProfile,
  }),
  goodsFacts: defineCall({
    path: 'merchant/menu/goods/facts',
    audience: 'console',
    summary:
      "Set one dish's facts (spice, vegetarian / vegan, halal, allergens, pork, alcohol); merchants: own shops " +
      "only (another shop's dish is GOODS_NOT_FOUND). Contradictory facts are VALIDATION_FAILED.",
    input: z.object({ goodsId: Id, facts: DishFacts }),
    output: z.object({ goodsId: Id, facts: DishFacts }),
  }),
}
