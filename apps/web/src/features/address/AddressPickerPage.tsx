/**
 * `#/pages/address/choose/address_picker?redirect=&at=lng,lat`: the map picker. The member drags the
 * map under a fixed pin; where it stops is reverse geocoded (the place, and the Chinese line for the
 * courier). A point the geocoder cannot place cannot be used. The point goes back to `redirect` with
 * its coordinate system (GCJ-02 on the China site's AMap tiles, WGS-84 on OpenStreetMap); opened on its
 * own, it becomes the location the app browses from.
 */

import type { GeoPlace } from '@siam/contracts'
import { type LngLat, parsePosition } from '@siam/domain'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError } from '../../shared/api'
import { FALLBACK_POSITION, setManualPosition, useLocationStore } from '../../shared/location'
import { MapView, type PickedPoint } from '../../shared/map/MapView'
import { setSite, useSite } from '../../shared/site'
import { IconPin, IconSearch } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { toast } from '../../shared/ui/toast'
import { goBack, putPicked, redirectOf } from './handoff'
import { useLocationFailureText } from './locationText'
import './address.css'
import { addressQueries, type GeoPoint } from './queries'

/** ~1 m: the same spot, one geocoder question. */
const round = (x: number) => Math.round(x * 1e5) / 1e5

export function Component() {
  const { t } = useTranslation(['address', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirect = redirectOf(params, '')
  const location = useLocationStore()
  const failureText = useLocationFailureText()
  const site = useSite()
  const [center, setCenter] = useState<LngLat>(
    () =>
      parsePosition(params.get('at') ?? '') ??
      parsePosition(location.position) ??
      (parsePosition(FALLBACK_POSITION) as LngLat),
  )
  const [picked, setPicked] = useState<PickedPoint | null>(null)
  const [tilesFailing, setTilesFailing] = useState(false)

  const at: GeoPoint = picked ?? { lng: null, lat: null, coordSystem: 'wgs84' }
  const place = useQuery({
    ...addressQueries.regeo(at, picked ? { ...at, lng: round(picked.lng), lat: round(picked.lat) } : at),
    enabled: picked !== null,
  })

  async function myLocation() {
    try {
      const position = await location.requestLocation(true)
      const p = parsePosition(position)
      if (p) setCenter(p)
    } catch (error) {
      toast.error(failureText(error))
    }
  }

  function use() {
    if (!picked || !place.data) return
    const chosen = {
      lng: picked.lng,
      lat: picked.lat,
      coordSystem: picked.coordSystem,
      wgs84: picked.wgs84,
      gcj02: picked.gcj02,
      name: place.data.name,
      city: place.data.city,
      addressZh: place.data.addressZh,
    }
    if (redirect) {
      putPicked(chosen)
      goBack(navigate, redirect)
    } else {
      setManualPosition({ lng: chosen.lng, lat: chosen.lat }, chosen.city || null, chosen.coordSystem)
      navigate(paths.home(), { replace: true })
    }
  }

  return (
    <main className="page ad-page">
      <PageHeader title={t('address:title_picker')} />
      <div className="page-body">
        <p className="field-hint">{t('address:picker_hint')}</p>
        <MapView
          picker
          center={center}
          label={t('address:map_label')}
          onCenter={(p) => {
            setPicked(p)
            setCenter(p.wgs84)
          }}
          onTileError={() => setTilesFailing(true)}
        />
        {tilesFailing && (
          <p className="ad-notice" role="note">
            {t('address:tiles_failed')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setTilesFailing(false)
                setSite(site === 'cn' ? 'global' : 'cn')
              }}
            >
              {t(site === 'cn' ? 'address:use_site_global' : 'address:use_site_cn')}
            </button>
          </p>
        )}
        <div className="ad-picker-place" aria-live="polite">
          <PlaceText waiting={!picked} place={place} />
        </div>
        <div className="ad-picker-actions">
          <button type="button" className="btn btn-outline btn-small" onClick={() => void myLocation()}>
            <IconPin size={16} /> {t('address:my_location')}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => navigate(paths.addressSearch(redirect ? { redirect } : {}), { replace: true })}
          >
            <IconSearch size={16} /> {t('address:search_address')}
          </button>
        </div>
      </div>
      <div className="ad-bottom">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!place.data || place.isFetching}
          onClick={use}
        >
          {t('address:use_point')}
        </button>
      </div>
    </main>
  )
}

/** The place at the picked point, or why there is none (the geocoder knows nothing there, or failed). */
function PlaceText({ waiting, place }: { waiting: boolean; place: UseQueryResult<GeoPlace> }) {
  const { t } = useTranslation('address')
  if (waiting || place.isPending) return <span className="field-hint">{t('address:looking_up')}</span>
  if (place.isError) {
    const e = place.error
    return (
      <span className="field-error" role="alert">
        {e instanceof ApiError && e.errorKey === 'GEO_NOT_FOUND'
          ? t('address:place_unknown')
          : t('address:regeo_failed', { info: e.message || t('address:reason_unknown') })}
      </span>
    )
  }
  return (
    <>
      <span className="ad-picker-name">{place.data.name || place.data.nameZh}</span>
      <span className="ad-item-zh" lang="zh-Hans">
        {place.data.addressZh}
      </span>
    </>
  )
}
