import type { Goods, MenuCategory } from '@siam/contracts'
import { type DietaryProfile, type DishFacts, EMPTY_DIETARY_PROFILE, NO_DISH_FACTS } from '@siam/domain'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18next, initI18n } from '../i18n'
import { applyDietaryFilters, DietaryFilters } from './DietaryFilters'
import { DishAllergens, DishFactsMarks } from './DishFactsMarks'

const facts = (f: Partial<DishFacts>): DishFacts => ({ ...NO_DISH_FACTS, ...f })
const profile = (p: Partial<DietaryProfile>): DietaryProfile => ({ ...EMPTY_DIETARY_PROFILE, ...p })
const dish = (id: string, f: DishFacts | null) => ({ id, name: id, facts: f }) as Goods

beforeAll(async () => {
  await initI18n('en')
  await i18next.loadNamespaces(['dietary'])
})
afterEach(async () => {
  cleanup()
  await i18next.changeLanguage('en')
})

describe('dish facts marks', () => {
  it('shows spice, halal and pork as words for everyone, and no badge without a profile', () => {
    render(
      <DishFactsMarks
        goods={dish('a', facts({ spice: 2, halal: true, halalCertified: true }))}
        profile={EMPTY_DIETARY_PROFILE}
      />,
    )
    const list = screen.getByRole('list', { name: 'Dietary facts' })
    expect(list.textContent).toContain('Medium')
    expect(list.textContent).toContain('Certified halal')
    expect(screen.queryByTestId('dish-conflict')).toBeNull()
  })

  it('names every reason a dish does not suit the profile, in English and Arabic', async () => {
    const porkPeanuts = dish('b', facts({ pork: true, spice: 3, allergens: ['peanuts'] }))
    const me = profile({ halal: true, allergies: ['peanuts'], maxSpice: 1 })
    const { rerender } = render(<DishFactsMarks goods={porkPeanuts} profile={me} />)
    const badge = screen.getByTestId('dish-conflict')
    expect(badge.textContent).toContain('Does not suit your dietary profile')
    expect(badge.textContent).toContain('Not halal · Contains pork · Too spicy for you · Contains Peanuts')
    await i18next.changeLanguage('ar')
    await i18next.loadNamespaces(['dietary'])
    rerender(<DishFactsMarks goods={porkPeanuts} profile={me} />)
    expect(screen.getByTestId('dish-conflict').textContent).toContain('غير حلال')
    expect(screen.getByTestId('dish-conflict').textContent).toContain('يحتوي على الفول السوداني')
  })

  it('says when the shop has not given the facts, and lists allergens by name', () => {
    render(<DishFactsMarks goods={dish('c', null)} profile={profile({ vegetarian: true })} />)
    expect(screen.getByTestId('dish-conflict').textContent).toContain('Facts not given')
    cleanup()
    render(<DishAllergens goods={dish('d', facts({ allergens: ['milk', 'sesame'] }))} />)
    expect(screen.getByText('Allergens: Milk, Sesame')).toBeTruthy()
  })
})

describe('dietary filters', () => {
  const menu: MenuCategory[] = [
    {
      id: 'c1',
      name: 'Mains',
      nameZh: '主菜',
      goods: [
        dish('halal-hot', facts({ halal: true, spice: 3 })),
        dish('veg-mild', facts({ vegetarian: true, spice: 1, allergens: ['peanuts'] })),
        dish('unknown', null),
      ],
    },
    { id: 'c2', name: 'Drinks', nameZh: '饮品', goods: [dish('beer', facts({ alcohol: true }))] },
  ]
  const ids = (cs: MenuCategory[]) => cs.flatMap((c) => c.goods.map((g) => g.id))

  it('keeps the dishes every chosen filter keeps and drops empty categories', () => {
    const me = profile({ allergies: ['peanuts'] })
    expect(ids(applyDietaryFilters(menu, [], me))).toEqual(['halal-hot', 'veg-mild', 'unknown', 'beer'])
    expect(ids(applyDietaryFilters(menu, ['halal'], me))).toEqual(['halal-hot'])
    expect(ids(applyDietaryFilters(menu, ['mild'], me))).toEqual(['veg-mild', 'beer'])
    expect(ids(applyDietaryFilters(menu, ['mild', 'my_allergens'], me))).toEqual(['beer'])
    expect(applyDietaryFilters(menu, ['halal'], me).map((c) => c.id)).toEqual(['c1'])
  })

  it('offers "without my allergens" only with allergies, and toggles as pressed buttons', () => {
    function Harness({ me }: { me: DietaryProfile }) {
      const [value, setValue] = useState<('halal' | 'vegetarian' | 'my_allergens' | 'mild')[]>([])
      return <DietaryFilters value={value} onChange={setValue} profile={me} />
    }
    render(<Harness me={EMPTY_DIETARY_PROFILE} />)
    expect(screen.queryByRole('button', { name: 'Without my allergens' })).toBeNull()
    const halal = screen.getByRole('button', { name: 'Halal' })
    fireEvent.click(halal)
    expect(halal.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(halal)
    expect(halal.getAttribute('aria-pressed')).toBe('false')
    cleanup()
    render(<Harness me={profile({ allergies: ['milk'] })} />)
    expect(screen.getByRole('button', { name: 'Without my allergens' })).toBeTruthy()
  })
})
