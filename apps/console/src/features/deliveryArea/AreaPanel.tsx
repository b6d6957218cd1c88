/**
 * The panel beside the map: what decides now (radius or outline), the outline's points and size, a
 * hint, the drawing buttons, what is wrong, save, and going back to the radius.
 */
import type { DeliveryArea } from '@siam/contracts'
import { type CoordSystem, POLYGON_MAX_VERTICES } from '@siam/domain'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { canAdd, canClose, type Draft } from './draft'
import { circleAreaKm2, PROBLEM_KEY, ringAreaKm2 } from './geometry'
import { ringFromTiles } from './tiles'
import type { AreaEditor } from './useAreaEditor'

export function AreaPanel({
  editor,
  area,
  system,
}: {
  editor: AreaEditor
  area: DeliveryArea
  system: CoordSystem
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const fmt = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale])
  const { draft } = editor.state
  const { error, liveProblem } = editor
  const km = fmt.format(area.rangeMeters / 1000)

  return (
    <section className="area-panel" aria-label={t('console:area_panel_label')}>
      <p className="area-mode">
        {editor.polygonDecides ? t('console:area_mode_polygon') : t('console:area_mode_radius', { km })}
      </p>
      <AreaStats draft={draft} rangeMeters={area.rangeMeters} system={system} fmt={fmt} />
      <p className="muted area-hint">
        {draft.closed
          ? t('console:area_hint_closed')
          : canAdd(draft)
            ? t('console:area_hint_draw')
            : t('console:area_problem_too_many', { max: POLYGON_MAX_VERTICES })}
      </p>

      <DrawButtons editor={editor} />

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
        disabled={!editor.dirty || draft.points.length === 0 || editor.saving}
        onClick={editor.saveOutline}
      >
        {editor.saving ? t('console:area_saving') : t('console:area_save')}
      </button>

      {editor.polygonDecides && <RadiusSwitch editor={editor} shopId={area.shopId} km={km} />}
    </section>
  )
}

/** How many points the outline has, and the size of what decides: the outline, or the radius circle. */
function AreaStats({
  draft,
  rangeMeters,
  system,
  fmt,
}: {
  draft: Draft
  rangeMeters: number
  system: CoordSystem
  fmt: Intl.NumberFormat
}) {
  const { t } = useTranslation()
  const km2 =
    draft.points.length > 0 ? ringAreaKm2(ringFromTiles(draft.points, system)) : circleAreaKm2(rangeMeters)
  return (
    <dl className="area-stats">
      <div>
        <dt>{t('console:area_points_label')}</dt>
        <dd>{fmt.format(draft.points.length)}</dd>
      </div>
      <div>
        <dt>{t('console:area_size_label')}</dt>
        <dd>{t('console:area_km2', { value: fmt.format(km2) })}</dd>
      </div>
    </dl>
  )
}

type DrawStep = 'undo' | 'clear' | 'close' | 'revert'

/** Undo, clear, close the outline, and back to what is saved. */
function DrawButtons({ editor }: { editor: AreaEditor }) {
  const { t } = useTranslation()
  const { state, dirty, act } = editor
  const buttons: { type: DrawStep; label: string; disabled: boolean }[] = [
    { type: 'undo', label: 'console:area_undo', disabled: state.past.length === 0 },
    { type: 'clear', label: 'console:area_clear', disabled: state.draft.points.length === 0 },
    { type: 'close', label: 'console:area_close', disabled: !canClose(state.draft) },
    { type: 'revert', label: 'console:area_revert', disabled: !dirty },
  ]
  return (
    <div className="form-buttons">
      {buttons.map((b) => (
        <button
          key={b.type}
          type="button"
          className="btn btn-small"
          disabled={b.disabled}
          onClick={() => act({ type: b.type })}
        >
          {t(b.label)}
        </button>
      ))}
    </div>
  )
}

/** Dropping the outline so the radius decides again, after a confirmation that says which radius. */
function RadiusSwitch({ editor, shopId, km }: { editor: AreaEditor; shopId: string; km: string }) {
  const { t } = useTranslation()
  if (!editor.confirmRadius) {
    return (
      <button type="button" className="btn btn-danger-outline btn-block" onClick={editor.askRadius}>
        {t('console:area_use_radius')}
      </button>
    )
  }
  return (
    <div className="area-confirm">
      <p>{t('console:area_use_radius_warning', { km })}</p>
      <div className="form-buttons">
        <button
          type="button"
          className="btn btn-danger"
          disabled={editor.saving}
          onClick={() => editor.restoreRadius(shopId)}
        >
          {t('console:area_use_radius_confirm')}
        </button>
        <button type="button" className="btn" disabled={editor.saving} onClick={editor.cancelRadius}>
          {t('console:cancel')}
        </button>
      </div>
    </div>
  )
}
