/**
 * Platform staff create a shop (issue 14): names and address in English and Chinese, type, cuisine,
 * position and phone. It starts not operating; its merchant (bound in the panel below) completes the
 * profile and menu and opens it.
 */

import { platformApi } from '@siam/contracts/descriptors'
import { SHOP_TYPES } from '@siam/contracts/shopFilters'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { FormButtons } from '../../shared/ui/FormButtons'
import { useToast } from '../../shared/ui/Toast'

type ShopType = (typeof SHOP_TYPES)[number]

const FIELDS = ['nameEn', 'nameZh', 'cuisine', 'addressEn', 'addressZh', 'position', 'phone'] as const
type Field = (typeof FIELDS)[number]
const LABELS: Record<Field, string> = {
  nameEn: 'platformAdmin:shop_name_en',
  nameZh: 'platformAdmin:shop_name_zh',
  cuisine: 'platformAdmin:shop_cuisine',
  addressEn: 'platformAdmin:shop_address_en',
  addressZh: 'platformAdmin:shop_address_zh',
  position: 'platformAdmin:shop_position',
  phone: 'platformAdmin:shop_phone',
}

export function NewShopForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const notify = useToast()
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  )
  const [type, setType] = useState<ShopType>('asian')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      await call(platformApi.shopCreate, {
        name: { en: values.nameEn, 'zh-Hans': values.nameZh },
        type,
        cuisine: values.cuisine,
        address: { en: values.addressEn, 'zh-Hans': values.addressZh },
        position: values.position.replace(/\s+/g, ''),
        phone: values.phone,
      })
      notify(t('platformAdmin:shop_created'), 'success')
      onDone()
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('console:network_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="translated-editor" onSubmit={submit} noValidate aria-label={t('platformAdmin:shop_new')}>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('platformAdmin:shop_type')}</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as ShopType)}>
          {SHOP_TYPES.map((s) => (
            <option key={s} value={s}>
              {t(`platformAdmin:shop_type_${s}`)}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.map((f) => (
        <div className="field" key={f}>
          <label htmlFor={`${id}-${f}`}>{t(LABELS[f])}</label>
          <input
            id={`${id}-${f}`}
            lang={f.endsWith('Zh') ? 'zh-Hans' : undefined}
            dir={f === 'position' || f === 'phone' ? 'ltr' : 'auto'}
            value={values[f]}
            onChange={(e) => setValues({ ...values, [f]: e.target.value })}
          />
        </div>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <FormButtons submitLabel={t('platformAdmin:save')} busy={busy} onCancel={onCancel} />
    </form>
  )
}
