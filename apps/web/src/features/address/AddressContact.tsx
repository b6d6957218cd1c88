/** Who receives and where exactly (spec 3 fields): contact, gender, phone, city, street, door, label, default. */

import { isInternationalPhone, normalisePhone } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import type { AddressFields, FieldName } from './addressApi'
import type { FieldErrors } from './useAddressSave'

type Gender = 'male' | 'female' | 'secret'
type Label = 'home' | 'company' | 'school'
type TextFieldName = Exclude<FieldName, 'coordinates'>

export function AddressContact({
  fields,
  errors,
  onChange,
  onTextEdited,
}: {
  fields: AddressFields
  errors: FieldErrors
  onChange: <K extends keyof AddressFields>(key: K, value: AddressFields[K]) => void
  /** a text field was typed in (its message goes) */
  onTextEdited: (name: TextFieldName) => void
}) {
  const { t } = useTranslation(['address', 'help'])
  const text = (name: TextFieldName, label: string, extra: TextFieldExtra) => (
    <TextField
      name={name}
      label={label}
      value={fields[name] ?? ''}
      error={errors[name]}
      onChange={(value) => {
        onChange(name, value)
        onTextEdited(name)
      }}
      {...extra}
    />
  )
  return (
    <section className="section form">
      {text('contactName', t('address:contact_name'), { autoComplete: 'name', maxLength: 40 })}
      <fieldset className="ad-choice-inline">
        <legend className="field-label">{t('address:gender')}</legend>
        {(['male', 'female', 'secret'] as const).map((g: Gender) => (
          <label key={g} className={fields.gender === g ? 'ad-chip ad-chip-on' : 'ad-chip'}>
            <input
              type="radio"
              name="gender"
              value={g}
              checked={fields.gender === g}
              onChange={() => onChange('gender', g)}
            />
            {t(`address:gender_option_${g}`)}
          </label>
        ))}
      </fieldset>
      {text('phone', t('address:phone'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: 20,
        placeholder: t('help:phone_placeholder_any'),
      })}
      {isInternationalPhone(normalisePhone(fields.phone ?? '')) && (
        <p className="field-hint" data-testid="international-phone-note">
          {t('help:international_phone_note')}
        </p>
      )}
      {text('city', t('address:city'), { autoComplete: 'address-level2', maxLength: 40 })}
      {text('street', t('address:street'), {
        autoComplete: 'street-address',
        maxLength: 140,
        placeholder: t('address:street_placeholder'),
      })}
      {text('door', t('address:door'), { maxLength: 60, placeholder: t('address:door_placeholder') })}
      <fieldset className="ad-choice-inline">
        <legend className="field-label">{t('address:place_label')}</legend>
        {(['home', 'company', 'school'] as const).map((l: Label) => (
          <button
            key={l}
            type="button"
            className={fields.label === l ? 'ad-chip ad-chip-on' : 'ad-chip'}
            aria-pressed={fields.label === l}
            onClick={() => onChange('label', fields.label === l ? null : l)}
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
          onChange={(e) => onChange('isDefault', e.target.checked)}
        />
      </label>
    </section>
  )
}

interface TextFieldExtra {
  type?: string
  inputMode?: 'tel' | 'text'
  autoComplete?: string
  maxLength: number
  placeholder?: string
}

function TextField({
  name,
  label,
  value,
  error,
  onChange,
  ...extra
}: TextFieldExtra & {
  name: TextFieldName
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  return (
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `addr-${name}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" id={`addr-${name}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
