/**
 * `#/pages/address/replace/replace?redirect=`: change the location the app browses from (the home
 * line "tap to change"): the device's position, a saved address, an address search or a point on the
 * map. Search and map hand their place back here; it becomes the position and the page returns.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { setManualPosition, useLocationStore } from '../../shared/location'
import { useSession } from '../../shared/session'
import { IconPin, IconSearch } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { addressLine, useAddresses } from './addressApi'
import { clearPicked, goBack, peekPicked, redirectOf, setCurrentAddressId } from './handoff'
import { useLocationFailureText } from './locationText'
import { AddressSummary } from './parts'
import './address.css'

export function Component() {
  const { t } = useTranslation(['address', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const back = redirectOf(params, paths.home())
  const here = paths.addressReplace(params.get('redirect') ? { redirect: back } : {})
  const location = useLocationStore()
  const failureText = useLocationFailureText()
  const session = useSession()
  const addresses = useAddresses(session.status === 'in')
  const [locating, setLocating] = useState(false)

  const done = (place: string) => {
    toast.show(t('address:location_set', { place }))
    goBack(navigate, back)
  }

  // Back from the search or the map with a place: browse from there.
  useEffect(() => {
    const picked = peekPicked()
    if (!picked) return
    clearPicked()
    setManualPosition({ lng: picked.lng, lat: picked.lat }, picked.city || null, picked.coordSystem)
    toast.show(t('address:location_set', { place: picked.name || picked.city }))
    goBack(navigate, back)
  }, [navigate, back, t])

  async function locateDevice() {
    setLocating(true)
    try {
      await location.requestLocation(true)
      const city = await location.requestCity().catch(() => '')
      done(city || t('address:current_position'))
    } catch (error) {
      toast.error(failureText(error))
    } finally {
      setLocating(false)
    }
  }

  return (
    <main className="page ad-page">
      <PageHeader title={t('address:title_replace')} />
      <div className="page-body">
        <section className="section">
          <p className="ad-point-text">
            <IconPin size={18} />
            <span>
              {t('address:now_browsing', {
                place: location.city ?? (location.position ? t('address:current_position') : '—'),
              })}
            </span>
          </p>
          <div className="ad-point-actions">
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={locating}
              aria-busy={locating}
              onClick={() => void locateDevice()}
            >
              <IconPin size={16} /> {t('address:use_current')}
            </button>
            <Link className="btn btn-outline btn-small" to={paths.addressSearch({ redirect: here })}>
              <IconSearch size={16} /> {t('address:search_address')}
            </Link>
            <Link
              className="btn btn-outline btn-small"
              to={paths.addressPicker({
                redirect: here,
                ...(location.position ? { at: location.position } : {}),
              })}
            >
              {t('address:pick_on_map')}
            </Link>
          </div>
        </section>
        {session.status === 'in' && (
          <section className="section" aria-labelledby="ad-saved">
            <h2 className="section-title" id="ad-saved">
              {t('address:saved_addresses')}
            </h2>
            {addresses.isPending ? (
              <SkeletonLines lines={3} />
            ) : (
              <ul className="ad-list">
                {(addresses.data?.records ?? []).map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      className="ad-item-main"
                      onClick={() => {
                        setManualPosition(a.wgs84, a.city || null)
                        setCurrentAddressId(a.id)
                        done(addressLine(a))
                      }}
                    >
                      <AddressSummary address={a} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </main>
  )
}
