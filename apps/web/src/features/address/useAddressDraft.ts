/**
 * The address form's state across trips to the map or the search (sessionStorage) and the place
 * picked there; a new address starts at the member's position (or the usable fallback) until they
 * pick another.
 */

import { type Dispatch, type SetStateAction, useEffect, useState } from 'react'
import { useLocationStore } from '../../shared/location'
import { applyPicked, type FormState } from './formState'
import { clearDraft, clearPicked, loadDraft, peekPicked } from './handoff'

export function useAddressDraft(
  mode: 'insert' | 'edit',
  draftKey: string,
  initial: FormState,
): [FormState, Dispatch<SetStateAction<FormState>>] {
  const location = useLocationStore()
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

  return [state, setState]
}
