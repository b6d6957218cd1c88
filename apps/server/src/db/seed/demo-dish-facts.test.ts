import { describe, expect, it } from 'vitest'
import { DEMO_SHOPS } from './demo-city'
import { DEMO_FACT_KEYS, demoDishFacts, demoFactsErrors } from './demo-dish-facts'

describe('demo dish facts', () => {
  it('name real demo dishes and never contradict themselves', () => {
    const dishes = new Set(
      DEMO_SHOPS.flatMap((s) => s.categories.flatMap((c) => c.dishes.map((d) => `${s.key}/${d.key}`))),
    )
    expect(DEMO_FACT_KEYS.filter((key) => !dishes.has(key))).toEqual([])
    expect(demoFactsErrors()).toEqual([])
  })

  it('reads the word list: spice, diet, halal certificate, allergens', () => {
    expect(demoDishFacts('damascus-halal-grill', 'falafel')).toEqual({
      spice: 0,
      vegan: true,
      vegetarian: true,
      halal: true,
      halalCertified: true,
      pork: false,
      alcohol: false,
      allergens: ['gluten', 'sesame'],
    })
    expect(demoDishFacts('lao-sichuan', 'mapo-tofu')?.spice).toBe(3)
    expect(demoDishFacts('lao-sichuan', 'no-such-dish')).toBeNull()
  })
})
