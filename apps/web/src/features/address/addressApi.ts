/**
 * The address calls as the pages use them: the list (spec 7: `pageNo -1` = all, page size 10; the
 * default, first in the answer, becomes the current delivery address), saving with the move
 * confirmation, and the form's checks (spec 5 messages through the `validation` catalogue).
 */

import type { Address, addressCalls, CallInput } from '@siam/contracts'
import { addressApi } from '@siam/contracts/descriptors'
import { type AddressErrors, normalisePhone, validateAddress } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { addressListQuery } from '../../shared/addressList'
import { ApiError, call } from '../../shared/api'
import { currentAddressId, setCurrentAddressId } from './handoff'
import { invalidateAddresses } from './queries'

/** The default of a list (the server puts it first), else the first. */
export function defaultOf(list: readonly Address[]): Address | null {
  return list.find((a) => a.isDefault) ?? list[0] ?? null
}

/**
 * The member's addresses. The current delivery address follows the default whenever it is unset or
 * gone (deleted, another member's session).
 */
export function useAddresses(enabled = true) {
  const query = useQuery({
    ...addressListQuery,
    enabled,
  })
  const list = query.data?.records
  useEffect(() => {
    if (!list) return
    const current = currentAddressId()
    if (!current || !list.some((a) => a.id === current)) setCurrentAddressId(defaultOf(list)?.id ?? null)
  }, [list])
  return query
}

export function useInvalidateAddresses(): () => Promise<void> {
  const client = useQueryClient()
  return () => invalidateAddresses(client)
}

/** One line of the member's own text: city, street, door. */
export function addressLine(a: Pick<Address, 'city' | 'street' | 'door'>): string {
  return [a.city, a.street, a.door].filter((s) => s.trim() !== '').join(' ')
}

/** The form's fields as the contracts name them. */
export type AddressFields = Omit<CallInput<typeof addressCalls.insert>, 'lng' | 'lat' | 'coordSystem'> & {
  lng: number | null
  lat: number | null
  coordSystem: 'wgs84' | 'gcj02'
}

export type FieldName = 'contactName' | 'phone' | 'city' | 'street' | 'door' | 'coordinates'

/** Spaces, dashes, dots and brackets typed in phone numbers go before checking. */
/** The fields as sent: trimmed, phone normalised. */
function cleanFields(f: AddressFields): AddressFields {
  return {
    ...f,
    contactName: (f.contactName ?? '').trim(),
    phone: normalisePhone(f.phone ?? ''),
    city: (f.city ?? '').trim(),
    street: (f.street ?? '').trim(),
    door: (f.door ?? '').trim(),
  }
}

/** Every failing field with its `validation` key (spec 5), coordinates included. */
export function formErrors(f: AddressFields): Partial<Record<FieldName, string>> {
  const found: AddressErrors = validateAddress(cleanFields(f))
  const out: Partial<Record<FieldName, string>> = {}
  for (const [field, key] of Object.entries(found)) {
    if (!key) continue
    const name = field === 'lng' || field === 'lat' ? 'coordinates' : (field as FieldName)
    out[name] = key
  }
  return out
}

/** The server's field errors under the form's names (lng/lat are the coordinates). */
export function serverFieldErrors(error: ApiError): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {}
  for (const [field, text] of Object.entries(error.fieldErrors ?? {})) {
    const name = field === 'lng' || field === 'lat' ? 'coordinates' : (field as FieldName)
    out[name] = text
  }
  return out
}

/**
 * Saves an edited address. Moving it further than the setting (500 m) makes the server ask
 * (ADDRESS_MOVE_CONFIRM, its message says how far): `confirm` shows that to the member, and only a
 * yes sends the same request again with `confirmMove`. Answers null when the member said no.
 */
export async function updateAddress(
  id: string,
  fields: AddressFields,
  confirm: (message: string) => Promise<boolean>,
): Promise<Address | null> {
  const input = { ...cleanFields(fields), id }
  try {
    return await call(addressApi.update, { ...input, confirmMove: false }, { silent: true })
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorKey !== 'ADDRESS_MOVE_CONFIRM') throw error
    if (!(await confirm(error.message))) return null
    return call(addressApi.update, { ...input, confirmMove: true }, { silent: true })
  }
}

export function insertAddress(fields: AddressFields): Promise<Address> {
  return call(addressApi.insert, cleanFields(fields), { silent: true })
}
