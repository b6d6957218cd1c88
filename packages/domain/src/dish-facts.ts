/**
 * Dish facts a visitor needs (issue 14): spice, vegetarian / vegan, halal, the 14 EU allergen groups
 * (Regulation (EU) No 1169/2011, annex II), pork and alcohol; and a member's dietary profile, which the
 * menu checks every dish against. Keys are stable (stored in jsonb and used as i18n keys).
 */

/** The 14 EU allergen groups, in the regulation's order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/** 0 not spicy, 1 mild, 2 medium, 3 hot. */
export const SPICE_LEVELS = [0, 1, 2, 3] as const
export type SpiceLevel = (typeof SPICE_LEVELS)[number]

export interface DishFacts {
  spice: SpiceLevel
  vegetarian: boolean
  vegan: boolean
  halal: boolean
  /** the shop holds a halal certificate for this dish (only with `halal`) */
  halalCertified: boolean
  allergens: Allergen[]
  pork: boolean
  alcohol: boolean
}

/** A dish that is none of these things and contains none of the allergens (the editor's starting point). */
export const NO_DISH_FACTS: DishFacts = {
  spice: 0,
  vegetarian: false,
  vegan: false,
  halal: false,
  halalCertified: false,
  allergens: [],
  pork: false,
  alcohol: false,
}

export interface DietaryProfile {
  halal: boolean
  vegetarian: boolean
  vegan: boolean
  noPork: boolean
  noAlcohol: boolean
  allergies: Allergen[]
  /** the hottest a member eats; null: any */
  maxSpice: SpiceLevel | null
}

export const EMPTY_DIETARY_PROFILE: DietaryProfile = {
  halal: false,
  vegetarian: false,
  vegan: false,
  noPork: false,
  noAlcohol: false,
  allergies: [],
  maxSpice: null,
}

/** Why a dish does not suit a profile; `unknown`: the shop has not given the dish's facts. */
export type ConflictReason =
  | { kind: 'unknown' }
  | { kind: 'not_halal' }
  | { kind: 'not_vegetarian' }
  | { kind: 'not_vegan' }
  | { kind: 'pork' }
  | { kind: 'alcohol' }
  | { kind: 'too_spicy' }
  | { kind: 'allergen'; allergen: Allergen }

/** Whether the profile asks anything of a dish at all. */
export function hasRestrictions(profile: DietaryProfile): boolean {
  return (
    profile.halal ||
    profile.vegetarian ||
    profile.vegan ||
    profile.noPork ||
    profile.noAlcohol ||
    profile.allergies.length > 0 ||
    profile.maxSpice !== null
  )
}

/**
 * The reasons a dish does not suit a member (empty: it suits). A dish without facts (null) suits
 * nobody with restrictions: we cannot say it is safe. Halal implies no pork and no alcohol.
 */
export function conflictsWithProfile(facts: DishFacts | null, profile: DietaryProfile): ConflictReason[] {
  if (!hasRestrictions(profile)) return []
  if (!facts) return [{ kind: 'unknown' }]
  const reasons: ConflictReason[] = []
  if (profile.halal && !facts.halal) reasons.push({ kind: 'not_halal' })
  if (profile.vegan && !facts.vegan) reasons.push({ kind: 'not_vegan' })
  else if (profile.vegetarian && !facts.vegetarian && !facts.vegan) reasons.push({ kind: 'not_vegetarian' })
  if ((profile.noPork || profile.halal) && facts.pork) reasons.push({ kind: 'pork' })
  if ((profile.noAlcohol || profile.halal) && facts.alcohol) reasons.push({ kind: 'alcohol' })
  if (profile.maxSpice !== null && facts.spice > profile.maxSpice) reasons.push({ kind: 'too_spicy' })
  for (const allergen of ALLERGENS) {
    if (profile.allergies.includes(allergen) && facts.allergens.includes(allergen)) {
      reasons.push({ kind: 'allergen', allergen })
    }
  }
  return reasons
}

/** Animal allergen groups a vegan dish cannot contain (fish and shellfish not a vegetarian one either). */
const NOT_VEGETARIAN: Allergen[] = ['fish', 'crustaceans', 'molluscs']
const NOT_VEGAN: Allergen[] = [...NOT_VEGETARIAN, 'eggs', 'milk']

/**
 * Facts that contradict themselves, as `validation` namespace keys by field (empty: consistent).
 * A merchant's mistake is refused rather than guessed at: a visitor relies on these.
 */
export function dishFactsErrors(facts: DishFacts): Record<string, string> {
  const errors: Record<string, string> = {}
  if (facts.halalCertified && !facts.halal) errors.halalCertified = 'facts_certified_not_halal'
  if (facts.halal && (facts.pork || facts.alcohol)) errors.halal = 'facts_halal_pork_alcohol'
  if (facts.vegan && !facts.vegetarian) errors.vegan = 'facts_vegan_not_vegetarian'
  if (facts.vegetarian && facts.pork) errors.vegetarian = 'facts_vegetarian_meat'
  const animal = facts.vegan ? NOT_VEGAN : facts.vegetarian ? NOT_VEGETARIAN : []
  if (facts.allergens.some((a) => animal.includes(a))) errors.allergens = 'facts_allergen_not_vegetarian'
  return errors
}

/** Dishes a filter keeps: halal, vegetarian, free of the profile's allergens, mild (spice 0-1). */
export type DishFilter = 'halal' | 'vegetarian' | 'my_allergens' | 'mild'

export function passesFilter(facts: DishFacts | null, filter: DishFilter, profile: DietaryProfile): boolean {
  if (!facts) return false
  switch (filter) {
    case 'halal':
      return facts.halal
    case 'vegetarian':
      return facts.vegetarian || facts.vegan
    case 'my_allergens':
      return !facts.allergens.some((a) => profile.allergies.includes(a))
    case 'mild':
      return facts.spice <= 1
  }
}
