import { callKey } from '@siam/api-client'
/**
 * The address form of the insert and edit pages (spec 3 fields, spec 5 messages). The point comes from
 * the location store, the map picker or the address search, and is shown with its place and the
 * Chinese line the courier will read; without one the form says "Latitude and longitude not obtained,
 * please reposition." The half-filled form survives the trip to the map or the search (sessionStorage).
 */

import type { Address } from '@siam/contracts'
import { geoApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { useLocationStore } from '../../shared/location'
import { IconPin, IconSearch } from '../../shared/ui/icons'
import { toast } from '../../shared/ui/toast'
import {
  type AddressFields,
  type FieldName,
  formErrors,
  insertAddress,
  serverFieldErrors,
  updateAddress,
} from './addressApi'
import { clearDraft, clearPicked, loadDraft, type PickedPlace, peekPicked, saveDraft } from './handoff'
import { useLocationFailureText } from './locationText'
import { askMoveConfirmation } from './moveConfirm'

type Gender = 'male' | 'female' | 'secret'
type Label = 'home' | 'company' | 'school'

/** Where the form's point came from: it decides the text under the map buttons. */
export type PointSource = 'location' | 'picked' | 'saved'

export interface FormState {
  fields: AddressFields
  pointSource: PointSource | null
  /** The place of a picked or saved point (name and courier line), when known. */
  place: Pick<PickedPlace, 'name' | 'addressZh'> | null
}

export const EMPTY_FIELDS: AddressFields = {
  contactName: '',
  gender: 'secret',
  phone: '',
  city: '',
  street: '',
  door: '',
  label: null,
  isDefault: false,
  lng: null,
  lat: null,
  coordSystem: 'wgs84',
}

/** A picked place goes into the form: its point, and the city and street where still empty. */
export function applyPicked(state: FormState, place: PickedPlace): FormState {
  return {
    fields: {
      ...state.fields,
      lng: place.lng,
      lat: place.lat,
      coordSystem: place.coordSystem,
      city: state.fields.city?.trim() ? state.fields.city : place.city,
      street: state.fields.street?.trim() ? state.fields.street : place.name,
    },
    pointSource: 'picked',
    place: { name: place.name, addressZh: place.addressZh },
  }
}

export function AddressForm({
  mode,
  draftKey,
  initial,
  addressId,
  onSaved,
}: {
  mode: 'insert' | 'edit'
  draftKey: string
  initial: FormState
  addressId?: string
  onSaved: (address: Address) => void
}) {
  const { t } = useTranslation(['address', 'validation', 'common'])
  const navigate = useNavigate()
  const here = useLocation()
  const location = useLocationStore()
  const failureText = useLocationFailureText()
  // Back from the map or the search: the form as it was, with the place picked there.
  const [state, setState] = useState<FormState>(() => {
    const draft = loadDraft<FormState>(draftKey)
    const start = draft?.fields ? draft : initial
    const picked = peekPicked()
    return picked ? applyPicked(start, picked) : start
  })
  useEffect(() => {
    clearDraft(draftKey)
    clearPicked()
  }, [draftKey])
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { fields } = state

  // A new address starts at the member's position (or the usable fallback) until they pick another.
  useEffect(() => {
    if (mode !== 'insert') return
    if (location.status === 'idle') void location.locate()
  }, [mode, location.status, location.locate])
  useEffect(() => {
    if (mode !== 'insert' || !location.position) return
    if (location.status !== 'success' && location.status !== 'error') return
    setState((s) => {
      if (s.pointSource !== null && s.pointSource !== 'location') return s
      const [lng, lat] = location.position.split(',').map(Number) as [number, number]
      if (s.pointSource === 'location' && s.fields.lng === lng && s.fields.lat === lat) return s
      return {
        fields: {
          ...s.fields,
          lng,
          lat,
          coordSystem: 'wgs84',
          city: s.fields.city?.trim() ? s.fields.city : (location.city ?? ''),
        },
        pointSource: 'location',
        place: null,
      }
    })
  }, [mode, location.position, location.status, location.city])

  // The place and courier line of the point (reverse geocoding); a failure only hides them.
  const hasPoint = fields.lng !== null && fields.lat !== null
  const regeo = useQuery({
    queryKey: callKey(geoApi.regeo, fields.lng, fields.lat, fields.coordSystem),
    enabled: hasPoint && !state.place,
    queryFn: () =>
      call(
        geoApi.regeo,
        { lng: fields.lng as number, lat: fields.lat as number, coordSystem: fields.coordSystem },
        { silent: true },
      ),
    staleTime: 10 * 60_000,
    retry: false,
  })
  useEffect(() => {
    const city = regeo.data?.city
    if (city) setState((s) => (s.fields.city?.trim() ? s : { ...s, fields: { ...s.fields, city } }))
  }, [regeo.data?.city])
  const placeName = state.place?.name || regeo.data?.name || ''
  const courierLine = state.place?.addressZh || regeo.data?.addressZh || ''

  /** Server field errors are `validation` keys (translated here) or already sentences. */
  const i18nKnows = (key: string) => t(key, { defaultValue: '' }) !== ''

  const set = <K extends keyof AddressFields>(key: K, value: AddressFields[K]) =>
    setState((s) => ({ ...s, fields: { ...s.fields, [key]: value } }))

  function showErrors(next: Partial<Record<FieldName, string>>) {
    setErrors(next)
    const first = (['contactName', 'phone', 'city', 'street', 'door'] as const).find((f) => next[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

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

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (saving) return
    const found = formErrors(fields)
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(`validation:${key}`)])))
      return
    }
    setSaving(true)
    try {
      const saved =
        mode === 'edit' && addressId
          ? await updateAddress(addressId, fields, askMoveConfirmation)
          : await insertAddress(fields)
      if (!saved) return // the member kept the old place
      toast.show(t('address:saved'))
      onSaved(saved)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorKey === 'ADDRESS_NOT_GEOCODABLE') showErrors({ coordinates: error.message })
      else if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
        const server = serverFieldErrors(error)
        showErrors(
          Object.fromEntries(
            Object.entries(server).map(([f, text]) => [
              f,
              i18nKnows(`validation:${text}`) ? t(`validation:${text}`) : text,
            ]),
          ),
        )
      } else if (error.code !== 2 && error.code !== 401) toast.error(error.message)
    } finally {
      setSaving(false)
    }
  }

  const input = (
    name: Exclude<FieldName, 'coordinates'>,
    label: string,
    extra: {
      type?: string
      inputMode?: 'tel' | 'text'
      autoComplete?: string
      maxLength: number
      placeholder?: string
    },
  ) => (
    <div className="field">
      <label className="field-label" htmlFor={`addr-${name}`}>
        {label}
      </label>
      <input
        id={`addr-${name}`}
        name={name}
        className="input"
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete}
        maxLength={extra.maxLength}
        placeholder={extra.placeholder}
        value={(fields[name] as string | undefined) ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `addr-${name}-error` : undefined}
        onChange={(e) => {
          set(name, e.target.value)
          if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }))
        }}
      />
      {errors[name] && (
        <p className="field-error" id={`addr-${name}-error`} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  )

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
    <form className="page-body form ad-form" onSubmit={onSubmit} ref={formRef} noValidate>
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
        {errors.coordinates && (
          <p className="form-error" role="alert">
            {errors.coordinates}
          </p>
        )}
      </section>

      <section className="section form">
        {input('contactName', t('address:contact_name'), { autoComplete: 'name', maxLength: 40 })}
        <fieldset className="ad-choice-inline">
          <legend className="field-label">{t('address:gender')}</legend>
          {(['male', 'female', 'secret'] as const).map((g: Gender) => (
            <label key={g} className={fields.gender === g ? 'ad-chip ad-chip-on' : 'ad-chip'}>
              <input
                type="radio"
                name="gender"
                value={g}
                checked={fields.gender === g}
                onChange={() => set('gender', g)}
              />
              {t(`address:gender_option_${g}`)}
            </label>
          ))}
        </fieldset>
        {input('phone', t('address:phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 20,
          placeholder: t('address:phone_placeholder'),
        })}
        {input('city', t('address:city'), { autoComplete: 'address-level2', maxLength: 40 })}
        {input('street', t('address:street'), {
          autoComplete: 'street-address',
          maxLength: 140,
          placeholder: t('address:street_placeholder'),
        })}
        {input('door', t('address:door'), { maxLength: 60, placeholder: t('address:door_placeholder') })}
        <fieldset className="ad-choice-inline">
          <legend className="field-label">{t('address:place_label')}</legend>
          {(['home', 'company', 'school'] as const).map((l: Label) => (
            <button
              key={l}
              type="button"
              className={fields.label === l ? 'ad-chip ad-chip-on' : 'ad-chip'}
              aria-pressed={fields.label === l}
              onClick={() => set('label', fields.label === l ? null : l)}
            >
              {t(`address:label_${l}`)}
            </button>
          ))}
        </fieldset>
        <label className="ad-switch-row">
          <span>{t('address:set_default')}</span>
          <input
            type="checkbox"
            className="ad-switch"
            checked={fields.isDefault ?? false}
            onChange={(e) => set('isDefault', e.target.checked)}
          />
        </label>
      </section>

      <button type="submit" className="btn btn-primary btn-block" disabled={saving} aria-busy={saving}>
        {saving ? t('address:saving') : t('address:save')}
      </button>
    </form>
  )
}
