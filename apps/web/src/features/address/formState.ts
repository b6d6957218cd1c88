/** The address form's state: its fields, where its point came from, and the place of that point. */

import type { AddressFields } from './addressApi'
import type { PickedPlace } from './handoff'

/** Where the form's point came from: it decides the text under the map buttons. */
type PointSource = 'location' | 'picked' | 'saved'

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
