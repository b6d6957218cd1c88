/**
 * `#/pages/address/insert/insert?redirect=`: the minimal add-address form (spec 3 fields, spec 5 messages).
 * Coordinates come from the location store; the server's field errors show under their fields.
 */
import { type AddressErrors, parsePosition, validateAddress } from '@siam/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths, safeRedirect } from '../../app/paths'
import { ApiError, api } from '../../shared/api'
import { useLocationStore } from '../../shared/location'
import { IconPin } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { normalisePhone, putNewAddressId } from './draftStore'
import './checkout.css'
import { LoginNeeded } from './LoginNeeded'
import { useLoginGate } from './useLoginGate'

type Gender = 'male' | 'female' | 'secret'
type Label = 'home' | 'company' | 'school'
type Field = 'contactName' | 'phone' | 'city' | 'street' | 'door' | 'coordinates'

const VALIDATION_KEYS = new Set([
  'contact_name_required',
  'phone_required',
  'phone_invalid',
  'city_required',
  'street_required',
  'door_required',
  'coordinates_missing',
])

export function Component() {
  const { t } = useTranslation(['order', 'validation', 'common'])
  const session = useLoginGate()

  return (
    <main className="page address-page">
      <PageHeader title={t('order:insert_address_title')} />
      {session.status === 'checking' ? (
        <div className="page-body">
          <SkeletonLines lines={6} />
        </div>
      ) : session.status === 'out' ? (
        <LoginNeeded title={t('order:login_to_order')} button={t('order:log_in')} />
      ) : (
        <AddressForm />
      )}
    </main>
  )
}

function AddressForm() {
  const { t } = useTranslation(['order', 'validation', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const location = useLocationStore()
  const [contactName, setContactName] = useState('')
  const [gender, setGender] = useState<Gender>('secret')
  const [phone, setPhone] = useState('')
  const [city, setCity] = useState('')
  const [street, setStreet] = useState('')
  const [door, setDoor] = useState('')
  const [label, setLabel] = useState<Label | null>(null)
  const [isDefault, setIsDefault] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (location.status === 'idle') void location.locate()
  }, [location.status, location.locate])
  // The city the location store knows fills an empty field.
  useEffect(() => {
    if (location.city) setCity((c) => c || location.city || '')
  }, [location.city])

  const point = parsePosition(location.position)
  const message = (key: string) => (VALIDATION_KEYS.has(key) ? t(`validation:${key}`) : key)

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next)
    const first = (['contactName', 'phone', 'city', 'street', 'door'] as const).find((f) => next[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (saving) return
    const input = {
      contactName: contactName.trim(),
      gender,
      phone: normalisePhone(phone),
      city: city.trim(),
      street: street.trim(),
      door: door.trim(),
      label,
      isDefault,
      lng: point?.lng ?? null,
      lat: point?.lat ?? null,
    }
    const found: AddressErrors = validateAddress(input)
    const local: Partial<Record<Field, string>> = {}
    for (const [field, key] of Object.entries(found)) if (key) local[field as Field] = t(`validation:${key}`)
    if (Object.keys(local).length > 0) {
      showErrors(local)
      return
    }
    setSaving(true)
    try {
      const saved = await api('member/deliveryAddress/insert', input, { silent: true })
      putNewAddressId(saved.id)
      await queryClient.invalidateQueries({ queryKey: ['member/deliveryAddress/list'] })
      toast.show(t('order:address_saved'))
      const redirect = params.get('redirect')
      navigate(redirect ? safeRedirect(redirect) : paths.home(), { replace: true })
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
          const server: Partial<Record<Field, string>> = {}
          for (const [field, text] of Object.entries(error.fieldErrors)) {
            const f = field === 'lng' || field === 'lat' ? 'coordinates' : (field as Field)
            server[f] = message(text)
          }
          showErrors(server)
        } else if (error.code !== 2 && error.code !== 401) {
          toast.error(error.message)
        }
      }
    } finally {
      setSaving(false)
    }
  }

  const field = (
    name: Exclude<Field, 'coordinates'>,
    labelText: string,
    value: string,
    set: (v: string) => void,
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
        {labelText}
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
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `addr-${name}-error` : undefined}
        onChange={(e) => {
          set(e.target.value)
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

  return (
    <form className="page-body form address-form" onSubmit={onSubmit} ref={formRef} noValidate>
      <section className="section form">
        {field('contactName', t('order:contact_name'), contactName, setContactName, {
          autoComplete: 'name',
          maxLength: 40,
        })}
        <fieldset className="choice-inline">
          <legend className="field-label">{t('order:gender')}</legend>
          {(['male', 'female', 'secret'] as const).map((g) => (
            <label key={g} className={gender === g ? 'o-chip o-chip-on' : 'o-chip'}>
              <input
                type="radio"
                name="gender"
                value={g}
                checked={gender === g}
                onChange={() => setGender(g)}
              />
              {t(`order:gender_option_${g}`)}
            </label>
          ))}
        </fieldset>
        {field('phone', t('order:phone'), phone, setPhone, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 20,
          placeholder: t('order:phone_placeholder'),
        })}
        {field('city', t('order:city'), city, setCity, { autoComplete: 'address-level2', maxLength: 40 })}
        {field('street', t('order:street'), street, setStreet, {
          autoComplete: 'street-address',
          maxLength: 140,
          placeholder: t('order:street_placeholder'),
        })}
        {field('door', t('order:door'), door, setDoor, {
          maxLength: 60,
          placeholder: t('order:door_placeholder'),
        })}
        <fieldset className="choice-inline">
          <legend className="field-label">{t('order:place_label')}</legend>
          {(['home', 'company', 'school'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={label === l ? 'o-chip o-chip-on' : 'o-chip'}
              aria-pressed={label === l}
              onClick={() => setLabel(label === l ? null : l)}
            >
              {t(`order:label_${l}`)}
            </button>
          ))}
        </fieldset>
        <label className="switch-row">
          <span>{t('order:set_default')}</span>
          <input
            type="checkbox"
            className="switch"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.target.checked)}
          />
        </label>
      </section>
      <section className="section location-row">
        <IconPin size={18} />
        <span className="o-location-text">
          {location.status === 'loading'
            ? t('order:locating')
            : point
              ? location.source === 'device'
                ? t('order:location_device')
                : t('order:location_fallback', { city: location.city ?? '' })
              : t('validation:coordinates_missing')}
        </span>
        <button type="button" className="link-button" onClick={() => void location.locate(true)}>
          {t('order:relocate')}
        </button>
      </section>
      {errors.coordinates && (
        <p className="form-error" role="alert">
          {errors.coordinates}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={saving} aria-busy={saving}>
        {saving ? t('order:saving') : t('order:save_address')}
      </button>
    </form>
  )
}
