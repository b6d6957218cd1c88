/**
 * The facts of one dish, as a merchant edits them (issue 14): spice 0-3, vegetarian / vegan, halal with
 * its certificate, pork, alcohol and the 14 EU allergen groups. Saved through
 * `merchant/menu/goods/facts`; what the server refuses (contradictions, another shop's dish) comes back
 * as its translated message with the fields named. The menu editor (menu14) puts it in its dish form;
 * the "Dietary facts" page shows it in a drawer.
 */
import type { DishFacts } from '@siam/contracts'
import { dietaryApi } from '@siam/contracts/descriptors'
import { ALLERGENS, type Allergen, NO_DISH_FACTS, SPICE_LEVELS } from '@siam/domain'
import { type FormEvent, useId, useState } from 'react'
import { ApiError, call } from '../api/client'
import { useDietaryT } from './catalogue'

type Flag = 'vegetarian' | 'vegan' | 'halal' | 'halalCertified' | 'pork' | 'alcohol'
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'vegetarian', label: 'fact_vegetarian' },
  { key: 'vegan', label: 'fact_vegan' },
  { key: 'halal', label: 'fact_halal' },
  { key: 'halalCertified', label: 'fact_halal_certified' },
  { key: 'pork', label: 'fact_pork' },
  { key: 'alcohol', label: 'fact_alcohol' },
]

export function DishFactsEditor({
  goodsId,
  facts,
  onSaved,
}: {
  goodsId: string
  /** the dish's facts now; null: not given yet */
  facts: DishFacts | null
  onSaved: (facts: DishFacts) => void
}) {
  const { t } = useDietaryT()
  const [draft, setDraft] = useState<DishFacts>(facts ?? NO_DISH_FACTS)
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)
  const spiceName = useId()

  const toggleAllergen = (a: Allergen) =>
    setDraft((d) => ({
      ...d,
      allergens: d.allergens.includes(a) ? d.allergens.filter((x) => x !== a) : [...d.allergens, a],
    }))

  async function save(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const saved = await call(dietaryApi.goodsFacts, { goodsId, facts: draft })
      onSaved(saved.facts)
    } catch (err) {
      setError({
        message: err instanceof Error ? err.message : String(err),
        fields: err instanceof ApiError ? (err.fieldErrors ?? {}) : {},
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="facts-editor" onSubmit={save}>
      <fieldset>
        <legend>{t('dietary:console_spice')}</legend>
        {SPICE_LEVELS.map((level) => (
          <label key={level} className="facts-choice">
            <input
              type="radio"
              name={spiceName}
              checked={draft.spice === level}
              onChange={() => setDraft((d) => ({ ...d, spice: level }))}
            />
            {t(`dietary:spice_${level}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('dietary:console_diet')}</legend>
        {FLAGS.map((f) => (
          <label key={f.key} className="facts-choice">
            <input
              type="checkbox"
              checked={draft[f.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.checked }))}
            />
            {t(`dietary:${f.label}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('dietary:allergies')}</legend>
        {ALLERGENS.map((a) => (
          <label key={a} className="facts-choice">
            <input type="checkbox" checked={draft.allergens.includes(a)} onChange={() => toggleAllergen(a)} />
            {t(`dietary:allergen_${a}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <div className="sync-error" role="alert">
          <p>{error.message}</p>
          {Object.keys(error.fields).length > 0 && (
            <ul>
              {Object.entries(error.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('dietary:save')}
      </button>
    </form>
  )
}

/** One line for a list: "🌶🌶 · Halal · Allergens: Gluten" in the console's language, or "not given yet". */
export function factsSummary(
  t: (key: string, o?: Record<string, string>) => string,
  facts: DishFacts | null,
): string {
  if (!facts) return t('dietary:console_not_given')
  const parts: string[] = []
  if (facts.spice > 0) parts.push(t(`dietary:spice_${facts.spice}`))
  if (facts.halal) parts.push(t(facts.halalCertified ? 'dietary:fact_halal_certified' : 'dietary:fact_halal'))
  if (facts.vegan) parts.push(t('dietary:fact_vegan'))
  else if (facts.vegetarian) parts.push(t('dietary:fact_vegetarian'))
  if (facts.pork) parts.push(t('dietary:fact_pork'))
  if (facts.alcohol) parts.push(t('dietary:fact_alcohol'))
  if (facts.allergens.length > 0)
    parts.push(
      t('dietary:fact_allergens', {
        list: facts.allergens.map((a) => t(`dietary:allergen_${a}`)).join(', '),
      }),
    )
  return parts.join(' · ') || t('dietary:spice_0')
}
