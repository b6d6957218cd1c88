/**
 * The state of the delivery-area page for one shop: the area the server has, the outline being drawn
 * (draft.ts), the message to show, the "back to the radius" confirmation, and saving either.
 */

import { geoApi } from '@siam/contracts/descriptors'
import { type CoordSystem, POLYGON_MAX_VERTICES } from '@siam/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { useToast } from '../../shared/ui/Toast'
import { deliveryAreaQueries, showSavedArea } from './deliveryAreaQueries'
import { type DraftAction, draftReducer, initialDraftState, isDirty, savedDraft } from './draft'
import { draftProblem, PROBLEM_KEY, polygonInput, radiusInput, type SetAreaInput } from './geometry'

export function useAreaEditor({ shopId, system }: { shopId: string | undefined; system: CoordSystem }) {
  const { t } = useTranslation()
  const notify = useToast()
  const queryClient = useQueryClient()

  const area = useQuery({ ...deliveryAreaQueries.area(shopId), staleTime: 60_000 })

  const [state, dispatch] = useReducer(draftReducer, initialDraftState)
  const [error, setError] = useState<string | null>(null)
  const [confirmRadius, setConfirmRadius] = useState(false)

  // What the server has becomes the drawing (a refetch of the same area keeps the merchant's drawing).
  useEffect(() => {
    if (area.data) dispatch({ type: 'load', shopId: area.data.shopId, saved: savedDraft(area.data, system) })
  }, [area.data, system])

  const act = useCallback((action: DraftAction) => {
    setError(null)
    dispatch(action)
  }, [])

  const save = useMutation({
    mutationFn: (input: SetAreaInput) => call(geoApi.deliveryAreaSet, input),
    onSuccess: (saved, input) => {
      showSavedArea(queryClient, saved)
      setError(null)
      setConfirmRadius(false)
      notify(t(input.polygon ? 'console:area_saved' : 'console:area_radius_restored'), 'success')
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('console:network_error')),
  })

  const data = area.data && area.data.shopId === shopId ? area.data : undefined
  const ready = data !== undefined && state.shopId === data.shopId
  const { draft, saved } = state

  const saveOutline = () => {
    if (!data) return
    const problem = draftProblem(draft.points, system)
    if (problem) {
      setError(t(PROBLEM_KEY[problem], { max: POLYGON_MAX_VERTICES }))
      return
    }
    setError(null)
    save.mutate(polygonInput(data.shopId, draft.points, system))
  }

  return {
    area,
    /** the area of the shop picked now (a previous shop's answer does not count) */
    data,
    /** the drawing is the picked shop's */
    ready,
    state,
    dirty: ready && isDirty(state),
    polygonDecides: ready && saved.points.length > 0,
    liveProblem: ready && draft.closed ? draftProblem(draft.points, system) : null,
    error,
    act,
    saving: save.isPending,
    saveOutline,
    restoreRadius: (id: string) => save.mutate(radiusInput(id)),
    confirmRadius,
    askRadius: () => {
      setError(null)
      setConfirmRadius(true)
    },
    cancelRadius: () => setConfirmRadius(false),
    /** another shop was picked: its own messages start fresh */
    resetMessages: () => {
      setError(null)
      setConfirmRadius(false)
    },
  }
}

export type AreaEditor = ReturnType<typeof useAreaEditor>
