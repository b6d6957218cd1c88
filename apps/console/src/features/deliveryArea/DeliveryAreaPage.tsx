/**
 * "Delivery area" (issue 5, decision 0011): a shop delivers within its radius, or inside a polygon
 * drawn here, which replaces the radius. The staff member picks one of their shops (platform staff:
 * any shop), sees its position and current area on the map, draws an outline point by point (undo,
 * clear, close, drag a point to move it), and saves it through `merchant/shop/deliveryArea/set`, or
 * goes back to the radius. The checks the server makes run here first; what the server still refuses
 * comes back as its translated message.
 *
 * The page is loaded lazily by the router, and Leaflet lazily by the page: the console's first load carries
 * neither.
 */
import { POLYGON_MAX_VERTICES } from '@siam/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, sortedShops } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import type { AreaMapLabels } from './AreaMap'
import { deliveryAreaApi } from './api'
import {
  canAdd,
  canClose,
  type DraftAction,
  draftReducer,
  initialDraftState,
  isDirty,
  savedDraft,
} from './draft'
import { circleAreaKm2, draftProblem, PROBLEM_KEY, polygonInput, radiusInput, ringAreaKm2 } from './geometry'
import { consoleTileSource, ringFromTiles, type TileSource, toTiles } from './tiles'
import './deliveryArea.css'

const AreaMap = lazy(() => import('./AreaMap'))

export type DeliveryAreaApi = typeof deliveryAreaApi

const areaKey = (shopId: string | undefined) => ['console', 'deliveryArea', shopId] as const

/** The shops this staff member may draw for: their own; platform staff also every listed shop. */
function useShopChoices(staff: Staff, api: DeliveryAreaApi) {
  const isPlatform = staff.role === 'platform'
  const all = useQuery({
    queryKey: ['console', 'allShops'],
    queryFn: ({ signal }) => api.allShops({ signal }),
    enabled: isPlatform,
    staleTime: 5 * 60_000,
  })
  const shops = useMemo(() => {
    const byId = new Map(staff.shops.map((s) => [s.id, s.name]))
    for (const s of all.data?.records ?? []) if (!byId.has(s.id)) byId.set(s.id, s.name)
    return sortedShops(byId)
  }, [staff.shops, all.data])
  return { shops, pending: isPlatform && all.isPending, error: isPlatform ? all.error : null, all }
}

export default function DeliveryAreaPage({
  staff,
  api = deliveryAreaApi,
  source: givenSource,
}: {
  staff: Staff
  api?: DeliveryAreaApi
  /** The map's tiles; the build's configuration by default. */
  source?: TileSource
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const notify = useToast()
  const queryClient = useQueryClient()
  const selectId = useId()
  const source = useMemo(() => givenSource ?? consoleTileSource(locale), [givenSource, locale])
  const system = source.coordSystem

  const choices = useShopChoices(staff, api)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const shopId = picked ?? choices.shops[0]?.id

  const area = useQuery({
    queryKey: areaKey(shopId),
    queryFn: ({ signal }) => api.get(shopId as string, { signal }),
    enabled: shopId !== undefined,
    staleTime: 60_000,
  })

  const [state, dispatch] = useReducer(draftReducer, initialDraftState)
  const [error, setError] = useState<string | null>(null)
  const [confirmRadius, setConfirmRadius] = useState(false)
  const [tileError, setTileError] = useState(false)

  // What the server has becomes the drawing (a refetch of the same area keeps the merchant's drawing).
  useEffect(() => {
    if (area.data) dispatch({ type: 'load', shopId: area.data.shopId, saved: savedDraft(area.data, system) })
  }, [area.data, system])

  const act = useCallback((action: DraftAction) => {
    setError(null)
    dispatch(action)
  }, [])
  const onAdd = useCallback((point: readonly [number, number]) => act({ type: 'add', point }), [act])
  const onMove = useCallback(
    (index: number, point: readonly [number, number]) => act({ type: 'move', index, point }),
    [act],
  )
  const onClose = useCallback(() => act({ type: 'close' }), [act])
  const onTileError = useCallback(() => setTileError(true), [])

  const save = useMutation({
    mutationFn: api.set,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(areaKey(saved.shopId), saved)
      setError(null)
      setConfirmRadius(false)
      notify(t(input.polygon ? 'console:area_saved' : 'console:area_radius_restored'), 'success')
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('console:network_error')),
  })

  const labels = useMemo<AreaMapLabels>(
    () => ({
      map: t('console:area_map_label'),
      zoomIn: t('console:area_zoom_in'),
      zoomOut: t('console:area_zoom_out'),
      shop: t('console:area_shop_marker'),
      vertex: (n) => t('console:area_point', { n }),
      closeHint: t('console:area_close_hint'),
    }),
    [t],
  )
  const data = area.data && area.data.shopId === shopId ? area.data : undefined
  const shopPoint = useMemo(() => (data ? toTiles(data.center.wgs84, system) : null), [data, system])

  const fmt = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale])
  const ready = data !== undefined && state.shopId === data.shopId
  const { draft, saved } = state
  const dirty = ready && isDirty(state)
  const polygonDecides = ready && saved.points.length > 0
  const liveProblem = ready && draft.closed ? draftProblem(draft.points, system) : null

  const onSave = () => {
    if (!data) return
    const problem = draftProblem(draft.points, system)
    if (problem) {
      setError(t(PROBLEM_KEY[problem], { max: POLYGON_MAX_VERTICES }))
      return
    }
    setError(null)
    save.mutate(polygonInput(data.shopId, draft.points, system))
  }

  const pickShop = (id: string) => {
    setPicked(id)
    setError(null)
    setConfirmRadius(false)
  }

  return (
    <div className="area-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_delivery_area')}</h1>
        {choices.shops.length > 0 && (
          <span className="shop-select">
            <label htmlFor={selectId}>{t('console:shop')}</label>
            <select id={selectId} value={shopId ?? ''} onChange={(e) => pickShop(e.target.value)}>
              {choices.shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </span>
        )}
        {dirty && <span className="badge area-unsaved">{t('console:area_unsaved')}</span>}
      </div>

      {choices.pending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : choices.error && choices.shops.length === 0 ? (
        <LoadError message={choices.error.message} onRetry={() => void choices.all.refetch()} />
      ) : choices.shops.length === 0 ? (
        <p className="notice">
          {staff.role === 'platform' ? t('console:area_no_shops') : t('console:no_shops')}
        </p>
      ) : area.isError ? (
        <LoadError message={area.error.message} onRetry={() => void area.refetch()} />
      ) : !ready || !data || !shopPoint ? (
        <p className="muted">{t('console:loading')}</p>
      ) : (
        <div className="area-layout">
          <div className="area-map-column">
            <Suspense
              fallback={<div className="area-map area-map-loading">{t('console:area_map_loading')}</div>}
            >
              <AreaMap
                key={`${data.shopId}|${source.url}|${system}`}
                source={source}
                shop={shopPoint}
                rangeMeters={data.rangeMeters}
                radiusDecides={!polygonDecides}
                points={draft.points}
                closed={draft.closed}
                onAdd={onAdd}
                onMove={onMove}
                onClose={onClose}
                onTileError={onTileError}
                labels={labels}
              />
            </Suspense>
            {tileError && <p className="notice">{t('console:area_tile_error')}</p>}
          </div>

          <section className="area-panel" aria-label={t('console:area_panel_label')}>
            <p className="area-mode">
              {polygonDecides
                ? t('console:area_mode_polygon')
                : t('console:area_mode_radius', { km: fmt.format(data.rangeMeters / 1000) })}
            </p>
            <dl className="area-stats">
              <div>
                <dt>{t('console:area_points_label')}</dt>
                <dd>{fmt.format(draft.points.length)}</dd>
              </div>
              <div>
                <dt>{t('console:area_size_label')}</dt>
                <dd>
                  {t('console:area_km2', {
                    value: fmt.format(
                      draft.points.length > 0
                        ? ringAreaKm2(ringFromTiles(draft.points, system))
                        : circleAreaKm2(data.rangeMeters),
                    ),
                  })}
                </dd>
              </div>
            </dl>
            <p className="muted area-hint">
              {draft.closed
                ? t('console:area_hint_closed')
                : canAdd(draft)
                  ? t('console:area_hint_draw')
                  : t('console:area_problem_too_many', { max: POLYGON_MAX_VERTICES })}
            </p>

            <div className="form-buttons">
              <button
                type="button"
                className="btn btn-small"
                disabled={state.past.length === 0}
                onClick={() => act({ type: 'undo' })}
              >
                {t('console:area_undo')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={draft.points.length === 0}
                onClick={() => act({ type: 'clear' })}
              >
                {t('console:area_clear')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={!canClose(draft)}
                onClick={() => act({ type: 'close' })}
              >
                {t('console:area_close')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={!dirty}
                onClick={() => act({ type: 'revert' })}
              >
                {t('console:area_revert')}
              </button>
            </div>

            {liveProblem && !error && (
              <p className="form-error" role="status">
                {t(PROBLEM_KEY[liveProblem], { max: POLYGON_MAX_VERTICES })}
              </p>
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}

            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={!dirty || draft.points.length === 0 || save.isPending}
              onClick={onSave}
            >
              {save.isPending ? t('console:area_saving') : t('console:area_save')}
            </button>

            {polygonDecides &&
              (confirmRadius ? (
                <div className="area-confirm">
                  <p>{t('console:area_use_radius_warning', { km: fmt.format(data.rangeMeters / 1000) })}</p>
                  <div className="form-buttons">
                    <button
                      type="button"
                      className="btn btn-danger"
                      disabled={save.isPending}
                      onClick={() => save.mutate(radiusInput(data.shopId))}
                    >
                      {t('console:area_use_radius_confirm')}
                    </button>
                    <button
                      type="button"
                      className="btn"
                      disabled={save.isPending}
                      onClick={() => setConfirmRadius(false)}
                    >
                      {t('console:cancel')}
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn-danger-outline btn-block"
                  onClick={() => {
                    setError(null)
                    setConfirmRadius(true)
                  }}
                >
                  {t('console:area_use_radius')}
                </button>
              ))}
          </section>
        </div>
      )}
    </div>
  )
}

/** The page for the signed-in staff member, as a route module (react-router's lazy convention). */
export function Component() {
  const { staff } = useSignedIn()
  return <DeliveryAreaPage staff={staff} />
}
