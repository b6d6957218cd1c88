/**
 * `#/pages/mine/dietary/index/index` (issue 14): the member's dietary profile: halal, vegetarian,
 * vegan, no pork, no alcohol, allergies from the 14 EU groups and the hottest spice they eat. The
 * menu marks dishes that conflict with it; each new order keeps a copy for the kitchen ticket.
 */
import type { DietaryProfile } from '@siam/contracts'
import { dietaryApi } from '@siam/contracts/descriptors'
import { ALLERGENS, type Allergen, SPICE_LEVELS, type SpiceLevel } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api'
import { dietaryQueries } from '../../shared/dietary/queries'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import '../../shared/dietary/dietary.css'

type Flag = 'halal' | 'vegetarian' | 'vegan' | 'noPork' | 'noAlcohol'
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'halal', label: 'halal' },
  { key: 'vegetarian', label: 'vegetarian' },
  { key: 'vegan', label: 'vegan' },
  { key: 'noPork', label: 'no_pork' },
  { key: 'noAlcohol', label: 'no_alcohol' },
]

export function Component() {
  const { t } = useTranslation('dietary')
  return (
    <MemberOnly title={t('title')} className="dietary-page">
      {() => <ProfileLoader />}
    </MemberOnly>
  )
}

function ProfileLoader() {
  const { data } = useQuery(dietaryQueries.profile())
  if (!data) return <SkeletonCards count={3} />
  return <ProfileForm saved={data} />
}

export function ProfileForm({ saved }: { saved: DietaryProfile }) {
  const { t } = useTranslation('dietary')
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(saved)
  const [busy, setBusy] = useState(false)

  const toggleAllergy = (a: Allergen) =>
    setDraft((d) => ({
      ...d,
      allergies: d.allergies.includes(a) ? d.allergies.filter((x) => x !== a) : [...d.allergies, a],
    }))

  async function save(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    try {
      const result = await call(dietaryApi.profileSave, draft)
      queryClient.setQueryData(dietaryQueries.profile().queryKey, result)
      setDraft(result)
      toast.show(t('saved'))
    } catch {
      // the call showed the error in the member's language
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="page-body" onSubmit={save}>
      <p className="dietary-hint">{t('intro')}</p>
      <fieldset className="dietary-group">
        <legend>{t('title')}</legend>
        <div className="dietary-checks">
          {FLAGS.map((f) => (
            <label key={f.key} className="dietary-check">
              <input
                type="checkbox"
                checked={draft[f.key]}
                onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.checked }))}
              />
              {t(f.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="dietary-group">
        <legend>{t('allergies')}</legend>
        <p className="dietary-hint">{t('allergies_hint')}</p>
        <div className="dietary-checks">
          {ALLERGENS.map((a) => (
            <label key={a} className="dietary-check">
              <input
                type="checkbox"
                checked={draft.allergies.includes(a)}
                onChange={() => toggleAllergy(a)}
              />
              {t(`allergen_${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="dietary-group">
        <legend>{t('max_spice')}</legend>
        <div className="dietary-checks">
          {([null, ...SPICE_LEVELS] as (SpiceLevel | null)[]).map((level) => (
            <label key={String(level)} className="dietary-check">
              <input
                type="radio"
                name="maxSpice"
                checked={draft.maxSpice === level}
                onChange={() => setDraft((d) => ({ ...d, maxSpice: level }))}
              />
              {level === null ? t('spice_any') : t(`spice_${level}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('save')}
      </button>
    </form>
  )
}
