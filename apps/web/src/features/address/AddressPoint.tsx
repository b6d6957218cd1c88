/**
 * The point of the address: where it came from (the member's position, the fallback, a picked place),
 * the Chinese line the courier will read, and the ways to find another (map, search, relocate). Without
 * a point it says "Latitude and longitude not obtained, please reposition."
 */

import { useQuery } from '@tanstack/react-query'
import { type Dispatch, type SetStateAction, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { useLocationStore } from '../../shared/location'
import { IconPin, IconSearch } from '../../shared/ui/icons'
import { toast } from '../../shared/ui/toast'
import type { FormState } from './formState'
import { saveDraft } from './handoff'
import { useLocationFailureText } from './locationText'
import { addressQueries } from './queries'

export function AddressPoint({
  mode,
  draftKey,
  state,
  setState,
  error,
}: {
  mode: 'insert' | 'edit'
  draftKey: string
  state: FormState
  setState: Dispatch<SetStateAction<FormState>>
  error: string | undefined
}) {
  const { t } = useTranslation(['address', 'validation'])
  const navigate = useNavigate()
  const here = useLocation()
  const location = useLocationStore()
  const failureText = useLocationFailureText()
  const { fields } = state
  const hasPoint = fields.lng !== null && fields.lat !== null

  // The place and courier line of the point (reverse geocoding); a failure only hides them.
  const regeo = useQuery({ ...addressQueries.regeo(fields), enabled: hasPoint && !state.place })
  useEffect(() => {
    const city = regeo.data?.city
    if (city) setState((s) => (s.fields.city?.trim() ? s : { ...s, fields: { ...s.fields, city } }))
  }, [regeo.data?.city, setState])
  const placeName = state.place?.name || regeo.data?.name || ''
  const courierLine = state.place?.addressZh || regeo.data?.addressZh || ''

  function goFindPoint(to: 'map' | 'search') {
    saveDraft(draftKey, state)
    const redirect = here.pathname + here.search
    const at = hasPoint && fields.coordSystem === 'wgs84' ? `${fields.lng},${fields.lat}` : location.position
    navigate(
      to === 'map'
        ? paths.addressPicker({ redirect, ...(at ? { at } : {}) })
        : paths.addressSearch({ redirect }),
    )
  }

  async function relocate() {
    try {
      await location.requestLocation(true)
      setState((s) => ({ ...s, pointSource: 'location', place: null }))
    } catch (error) {
      toast.error(failureText(error))
    }
  }

  let pointText: string
  if (!hasPoint) {
    pointText =
      location.status === 'loading' && mode === 'insert'
        ? t('address:locating')
        : t('validation:coordinates_missing')
  } else if (state.pointSource === 'location' && location.source === 'fallback') {
    pointText = t('address:location_fallback', { city: location.city ?? '' })
  } else if (state.pointSource === 'location') {
    pointText = t('address:location_device')
  } else {
    pointText = t('address:location_picked', { place: placeName || t('address:point_on_map') })
  }

  return (
    <section className="section ad-point" aria-labelledby="ad-point-title">
      <h2 className="section-title" id="ad-point-title">
        {t('address:point_title')}
      </h2>
      <p className="ad-point-text" aria-live="polite">
        <IconPin size={18} />
        <span>{pointText}</span>
      </p>
      {courierLine && (
        <p className="ad-courier-preview">
          <span className="ad-courier-preview-label">{t('address:courier_preview')}</span>{' '}
          <span lang="zh-Hans">{courierLine}</span>
        </p>
      )}
      {location.error && state.pointSource === 'location' && (
        <p className="field-hint">{failureText(location.error)}</p>
      )}
      <div className="ad-point-actions">
        <button type="button" className="btn btn-outline btn-small" onClick={() => goFindPoint('map')}>
          <IconPin size={16} /> {t('address:pick_on_map')}
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={() => goFindPoint('search')}>
          <IconSearch size={16} /> {t('address:search_address')}
        </button>
        {mode === 'insert' && (
          <button type="button" className="link-button" onClick={() => void relocate()}>
            {t('address:relocate')}
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
