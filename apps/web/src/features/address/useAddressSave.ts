/**
 * Saving the address form: the form's own checks first (spec 5 messages), then insert or update (with
 * the move confirmation); the server's field errors land under their fields, and the first field with
 * a message takes the focus.
 */

import type { Address } from '@siam/contracts'
import { type RefObject, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api'
import { toast } from '../../shared/ui/toast'
import {
  type AddressFields,
  type FieldName,
  formErrors,
  insertAddress,
  serverFieldErrors,
  updateAddress,
} from './addressApi'
import { askMoveConfirmation } from './moveConfirm'

export type FieldErrors = Partial<Record<FieldName, string>>

export function useAddressSave({
  addressId,
  formRef,
  onSaved,
}: {
  /** the address edited; none inserts a new one */
  addressId: string | undefined
  formRef: RefObject<HTMLFormElement | null>
  onSaved: (address: Address) => void
}) {
  const { t } = useTranslation(['address', 'validation'])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  /** Server field errors are `validation` keys (translated here) or already sentences. */
  const i18nKnows = (key: string) => t(key, { defaultValue: '' }) !== ''

  function showErrors(next: FieldErrors) {
    setErrors(next)
    const first = (['contactName', 'phone', 'city', 'street', 'door'] as const).find((f) => next[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function showServerErrors(error: ApiError) {
    const server = serverFieldErrors(error)
    showErrors(
      Object.fromEntries(
        Object.entries(server).map(([f, text]) => [
          f,
          i18nKnows(`validation:${text}`) ? t(`validation:${text}`) : text,
        ]),
      ),
    )
  }

  async function save(fields: AddressFields) {
    if (saving) return
    const found = formErrors(fields)
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(`validation:${key}`)])))
      return
    }
    setSaving(true)
    try {
      const saved = addressId
        ? await updateAddress(addressId, fields, askMoveConfirmation)
        : await insertAddress(fields)
      if (!saved) return // the member kept the old place
      toast.show(t('address:saved'))
      onSaved(saved)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorKey === 'ADDRESS_NOT_GEOCODABLE') showErrors({ coordinates: error.message })
      else if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) showServerErrors(error)
      else if (error.code !== 2 && error.code !== 401) toast.error(error.message)
    } finally {
      setSaving(false)
    }
  }

  /** A field the member changed loses its message. */
  function clearError(name: FieldName) {
    if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }))
  }

  return { errors, saving, save, clearError }
}
