import { normalisePhone, validateContactPhone } from '@siam/domain'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'

/** The contact phone, checked when the member leaves the field; `error` also comes from placing. */
export function ContactPhoneField({
  phone,
  error,
  inputRef,
  onPhone,
  onError,
}: {
  phone: string
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
  onPhone: (phone: string) => void
  onError: (error: string | null) => void
}) {
  const { t } = useTranslation(['order', 'validation'])
  return (
    <section className="section">
      <div className="field">
        <label className="field-label" htmlFor="contact-phone">
          {t('order:contact_phone')}
        </label>
        <input
          id="contact-phone"
          ref={inputRef}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          placeholder={t('order:contact_phone_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby="contact-phone-hint"
          onChange={(e) => {
            onPhone(e.target.value)
            onError(null)
          }}
          onBlur={() => {
            const key = phone.trim() ? validateContactPhone(normalisePhone(phone)) : null
            onError(key ? t(`validation:${key}`) : null)
          }}
        />
        {error ? (
          <p className="field-error" id="contact-phone-hint" role="alert">
            {error}
          </p>
        ) : (
          <p className="field-hint" id="contact-phone-hint">
            {t('order:contact_phone_hint')}
          </p>
        )}
      </div>
    </section>
  )
}
