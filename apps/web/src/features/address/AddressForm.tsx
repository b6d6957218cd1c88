/**
 * The address form of the insert and edit pages (spec 3 fields, spec 5 messages). The point comes from
 * the location store, the map picker or the address search, and is shown with its place and the
 * Chinese line the courier will read; without one the form says "Latitude and longitude not obtained,
 * please reposition." The half-filled form survives the trip to the map or the search (sessionStorage).
 */

import type { Address } from '@siam/contracts'
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AddressContact } from './AddressContact'
import { AddressPoint } from './AddressPoint'
import type { AddressFields } from './addressApi'
import type { FormState } from './formState'
import { useAddressDraft } from './useAddressDraft'
import { useAddressSave } from './useAddressSave'

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
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useAddressDraft(mode, draftKey, initial)
  const { errors, saving, save, clearError } = useAddressSave({
    addressId: mode === 'edit' ? addressId : undefined,
    formRef,
    onSaved,
  })

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    void save(state.fields)
  }

  function set<K extends keyof AddressFields>(key: K, value: AddressFields[K]) {
    setState((s) => ({ ...s, fields: { ...s.fields, [key]: value } }))
  }

  return (
    <form className="page-body form ad-form" onSubmit={onSubmit} ref={formRef} noValidate>
      <AddressPoint
        mode={mode}
        draftKey={draftKey}
        state={state}
        setState={setState}
        error={errors.coordinates}
      />
      <AddressContact fields={state.fields} errors={errors} onChange={set} onTextEdited={clearError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={saving} aria-busy={saving}>
        {saving ? t('address:saving') : t('address:save')}
      </button>
    </form>
  )
}
