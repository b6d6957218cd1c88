/**
 * A dish's facts next to it in the menu (issue 14): spice as chillies, halal / vegetarian / vegan,
 * pork and alcohol as short marks, each with its words for screen readers, and a badge with the
 * reasons when the dish does not suit the member's dietary profile.
 */
import type { Goods } from '@siam/contracts'
import { type ConflictReason, conflictsWithProfile, type DietaryProfile } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import './dietary.css'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** One reason in the reader's language ("Contains Peanuts", "Not halal"). */
function reasonText(t: Translate, reason: ConflictReason): string {
  return reason.kind === 'allergen'
    ? t('dietary:conflict_allergen', { allergen: t(`dietary:allergen_${reason.allergen}`) })
    : t(`dietary:conflict_${reason.kind}`)
}

export function DishFactsMarks({ goods, profile }: { goods: Pick<Goods, 'facts'>; profile: DietaryProfile }) {
  const { t } = useTranslation('dietary')
  const facts = goods.facts
  const conflicts = conflictsWithProfile(facts, profile)
  const marks: { key: string; icon: string; label: string; tone?: 'good' | 'warn' }[] = []
  if (facts) {
    if (facts.spice > 0)
      marks.push({ key: 'spice', icon: '🌶'.repeat(facts.spice), label: t(`spice_${facts.spice}`) })
    if (facts.halal)
      marks.push({
        key: 'halal',
        icon: '☪',
        label: t(facts.halalCertified ? 'fact_halal_certified' : 'fact_halal'),
        tone: 'good',
      })
    if (facts.vegan) marks.push({ key: 'vegan', icon: '🌱', label: t('fact_vegan'), tone: 'good' })
    else if (facts.vegetarian)
      marks.push({ key: 'veg', icon: '🥬', label: t('fact_vegetarian'), tone: 'good' })
    if (facts.pork) marks.push({ key: 'pork', icon: '🐖', label: t('fact_pork'), tone: 'warn' })
    if (facts.alcohol) marks.push({ key: 'alcohol', icon: '🍷', label: t('fact_alcohol'), tone: 'warn' })
  }
  if (marks.length === 0 && conflicts.length === 0) return null
  return (
    <div className="dish-facts">
      {marks.length > 0 && (
        <ul className="dish-facts-marks" aria-label={t('facts_label')}>
          {marks.map((m) => (
            <li key={m.key} className={m.tone ? `dish-fact dish-fact-${m.tone}` : 'dish-fact'}>
              <span aria-hidden="true">{m.icon}</span>
              <span className="dish-fact-text">{m.label}</span>
            </li>
          ))}
        </ul>
      )}
      {conflicts.length > 0 && (
        <p className="dish-conflict" data-testid="dish-conflict">
          <span className="visually-hidden">{t('conflict_label')}: </span>
          <span aria-hidden="true">⚠ </span>
          {conflicts.map((r) => reasonText(t, r)).join(' · ')}
        </p>
      )}
    </div>
  )
}

/** The dish page's full list: allergens by name, or that the shop has not given its facts. */
export function DishAllergens({ goods }: { goods: Pick<Goods, 'facts'> }) {
  const { t } = useTranslation('dietary')
  if (!goods.facts) return <p className="dish-allergens">{t('facts_not_given')}</p>
  if (goods.facts.allergens.length === 0) return null
  const list = goods.facts.allergens.map((a) => t(`allergen_${a}`)).join(', ')
  return <p className="dish-allergens">{t('fact_allergens', { list })}</p>
}
