import { describe, expect, it } from 'vitest'
import {
  ALLERGENS,
  conflictsWithProfile,
  type DietaryProfile,
  type DishFacts,
  dishFactsErrors,
  EMPTY_DIETARY_PROFILE,
  NO_DISH_FACTS,
  passesFilter,
} from './dish-facts'

const plain: DishFacts = NO_DISH_FACTS
const profile = (p: Partial<DietaryProfile>): DietaryProfile => ({ ...EMPTY_DIETARY_PROFILE, ...p })

describe('dish facts', () => {
  it('lists the 14 EU allergen groups once each', () => {
    expect(ALLERGENS).toHaveLength(14)
    expect(new Set(ALLERGENS).size).toBe(14)
  })

  it('finds no conflict for a profile without restrictions, even without facts', () => {
    expect(conflictsWithProfile(null, EMPTY_DIETARY_PROFILE)).toEqual([])
    expect(conflictsWithProfile({ ...plain, pork: true, spice: 3 }, EMPTY_DIETARY_PROFILE)).toEqual([])
  })

  it('says a dish without facts is unknown to a member with restrictions', () => {
    expect(conflictsWithProfile(null, profile({ allergies: ['milk'] }))).toEqual([{ kind: 'unknown' }])
  })

  it('names every reason: halal implies no pork and no alcohol', () => {
    const dish: DishFacts = { ...plain, pork: true, alcohol: true, spice: 3, allergens: ['peanuts', 'milk'] }
    expect(
      conflictsWithProfile(dish, profile({ halal: true, maxSpice: 1, allergies: ['milk', 'eggs'] })),
    ).toEqual([
      { kind: 'not_halal' },
      { kind: 'pork' },
      { kind: 'alcohol' },
      { kind: 'too_spicy' },
      { kind: 'allergen', allergen: 'milk' },
    ])
  })

  it('accepts a vegan dish for a vegetarian and refuses a vegetarian dish for a vegan', () => {
    const vegan = { ...plain, vegetarian: true, vegan: true }
    const vegetarian = { ...plain, vegetarian: true }
    expect(conflictsWithProfile(vegan, profile({ vegetarian: true }))).toEqual([])
    expect(conflictsWithProfile(vegetarian, profile({ vegan: true }))).toEqual([{ kind: 'not_vegan' }])
    expect(conflictsWithProfile(plain, profile({ vegetarian: true }))).toEqual([{ kind: 'not_vegetarian' }])
  })

  it('lets a halal dish within the spice limit through', () => {
    const dish = { ...plain, halal: true, halalCertified: true, spice: 2 as const }
    expect(conflictsWithProfile(dish, profile({ halal: true, maxSpice: 2, noAlcohol: true }))).toEqual([])
    expect(conflictsWithProfile(dish, profile({ maxSpice: 1 }))).toEqual([{ kind: 'too_spicy' }])
  })

  it('refuses facts that contradict themselves', () => {
    expect(dishFactsErrors(plain)).toEqual({})
    expect(dishFactsErrors({ ...plain, halalCertified: true })).toEqual({
      halalCertified: 'facts_certified_not_halal',
    })
    expect(dishFactsErrors({ ...plain, halal: true, alcohol: true })).toEqual({
      halal: 'facts_halal_pork_alcohol',
    })
    expect(dishFactsErrors({ ...plain, vegan: true })).toEqual({ vegan: 'facts_vegan_not_vegetarian' })
    expect(dishFactsErrors({ ...plain, vegetarian: true, pork: true })).toEqual({
      vegetarian: 'facts_vegetarian_meat',
    })
    expect(dishFactsErrors({ ...plain, vegetarian: true, vegan: true, allergens: ['milk'] })).toEqual({
      allergens: 'facts_allergen_not_vegetarian',
    })
    expect(dishFactsErrors({ ...plain, vegetarian: true, allergens: ['milk', 'eggs'] })).toEqual({})
  })

  it('filters: halal, vegetarian, free of my allergens, mild; dishes without facts never pass', () => {
    const me = profile({ allergies: ['peanuts'] })
    const dish = { ...plain, halal: true, spice: 1 as const, allergens: ['sesame' as const] }
    expect(passesFilter(dish, 'halal', me)).toBe(true)
    expect(passesFilter(dish, 'vegetarian', me)).toBe(false)
    expect(passesFilter(dish, 'my_allergens', me)).toBe(true)
    expect(passesFilter({ ...dish, allergens: ['peanuts'] }, 'my_allergens', me)).toBe(false)
    expect(passesFilter(dish, 'mild', me)).toBe(true)
    expect(passesFilter({ ...dish, spice: 2 }, 'mild', me)).toBe(false)
    expect(passesFilter(null, 'halal', me)).toBe(false)
  })
})
