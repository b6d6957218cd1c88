/** The menu's dietary filters (issue 14): halal, vegetarian, without my allergens, mild. */

import type { MenuCategory } from '@siam/contracts'
import { type DietaryProfile, type DishFilter, passesFilter } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import './dietary.css'

const FILTERS: DishFilter[] = ['halal', 'vegetarian', 'my_allergens', 'mild']

/** The categories with only the dishes every chosen filter keeps (empty categories left out). */
export function applyDietaryFilters(
  categories: readonly MenuCategory[],
  filters: readonly DishFilter[],
  profile: DietaryProfile,
): MenuCategory[] {
  if (filters.length === 0) return [...categories]
  return categories
    .map((c) => ({
      ...c,
      goods: c.goods.filter((g) => filters.every((f) => passesFilter(g.facts, f, profile))),
    }))
    .filter((c) => c.goods.length > 0)
}

export function DietaryFilters({
  value,
  onChange,
  profile,
}: {
  value: readonly DishFilter[]
  onChange: (next: DishFilter[]) => void
  profile: DietaryProfile
}) {
  const { t } = useTranslation('dietary')
  // "Without my allergens" means something only once the member has named allergies.
  const offered = FILTERS.filter((f) => f !== 'my_allergens' || profile.allergies.length > 0)
  return (
    <fieldset className="dietary-filters">
      <legend className="visually-hidden">{t('filters_label')}</legend>
      {offered.map((f) => {
        const on = value.includes(f)
        return (
          <button
            key={f}
            type="button"
            className={on ? 'dietary-filter dietary-filter-on' : 'dietary-filter'}
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((x) => x !== f) : [...value, f])}
          >
            {t(`filter_${f}`)}
          </button>
        )
      })}
    </fieldset>
  )
}
