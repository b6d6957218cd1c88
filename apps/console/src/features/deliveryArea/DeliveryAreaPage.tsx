/**
 * "Delivery area" (issue 5, decision 0011): a shop delivers within its radius, or inside a polygon
 * drawn here, which replaces the radius. The staff member picks one of their shops (platform staff:
 * any shop), sees its position and current area on the map, draws an outline point by point (undo,
 * clear, close, drag a point to move it), and saves it through `merchant/shop/deliveryArea/set`, or
 * goes back to the radius. The checks the server makes run here first; what the server still refuses
 * comes back as its translated message.
 *
 * The page is loaded lazily by the router, and Leaflet lazily by its map column (AreaMapColumn): the
 * console's first load carries neither. The page's state lives in useAreaEditor.
 */
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Staff } from '../../shared/api/staff'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, ShopSelect } from '../../shared/ui/listParts'
import { usePickedShop } from '../../shared/useShopChoices'
import { AreaMapColumn } from './AreaMapColumn'
import { AreaPanel } from './AreaPanel'
import { consoleTileSource, type TileSource, toTiles } from './tiles'
import { useAreaEditor } from './useAreaEditor'
import './deliveryArea.css'

export default function DeliveryAreaPage({
  staff,
  source: givenSource,
}: {
  staff: Staff
  /** The map's tiles; the build's configuration by default. */
  source?: TileSource
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const source = useMemo(() => givenSource ?? consoleTileSource(locale), [givenSource, locale])
  const system = source.coordSystem

  const choices = usePickedShop(staff)
  const { shopId } = choices
  const editor = useAreaEditor({ shopId, system })
  const [tileError, setTileError] = useState(false)
  const onTileError = useCallback(() => setTileError(true), [])

  const { area, data, ready } = editor
  const shopPoint = useMemo(() => (data ? toTiles(data.center.wgs84, system) : null), [data, system])

  const pickShop = (id: string) => {
    choices.pick(id)
    editor.resetMessages()
  }

  return (
    <div className="board-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_delivery_area')}</h1>
        {choices.shops.length > 0 && (
          // a shop to draw for, always: no "all shops" here
          <ShopSelect
            shops={choices.shops}
            search={choices.search}
            value={shopId}
            withAll={false}
            onChange={(id) => {
              if (id !== undefined) pickShop(id)
            }}
          />
        )}
        {editor.dirty && <span className="badge area-unsaved">{t('console:area_unsaved')}</span>}
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
          <AreaMapColumn
            source={source}
            area={data}
            shop={shopPoint}
            radiusDecides={!editor.polygonDecides}
            draft={editor.state.draft}
            act={editor.act}
            tileError={tileError}
            onTileError={onTileError}
          />
          <AreaPanel editor={editor} area={data} system={system} />
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
