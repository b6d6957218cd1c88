/**
 * The custom header of the home and delivery tabs: location line (the city, looked up once the position
 * is known; tap to relocate or change), language, search.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { FALLBACK_POSITION, setManualPosition, useLocationStore } from '../../shared/location'
import { IconChevronDown, IconGlobe, IconPin, IconSearch } from '../../shared/ui/icons'
import { LazySheet } from '../../shared/ui/LazySheet'

/** The language sheet loads when first opened: it is not part of the first screen (bundle budget). */
const LanguageSheet = lazy(() =>
  import('../../shared/ui/LanguageSheet').then((m) => ({ default: m.LanguageSheet })),
)

export function HomeHeader({ title }: { title?: string }) {
  const { t } = useTranslation('home')
  const { city, status, source, locate, cityStatus, requestCity } = useLocationStore()
  const [sheet, setSheet] = useState<'location' | 'language' | null>(null)

  // Spec 3/4: the city follows the position (reverse geocoding); a failure leaves "current location".
  useEffect(() => {
    if (status === 'success' && cityStatus === 'idle') requestCity().catch(() => {})
  }, [status, cityStatus, requestCity])

  const place =
    status === 'loading' || status === 'idle'
      ? t('locating')
      : (city ?? (source === 'device' ? t('current_location') : t('common:city_shanghai')))

  return (
    <header className="home-header">
      <div className="home-header-top">
        <button
          type="button"
          className="location-line"
          onClick={() => setSheet('location')}
          aria-label={t('location_change', { place })}
        >
          <IconPin size={18} />
          <span className="location-text">{place}</span>
          <IconChevronDown size={16} />
        </button>
        {title && <h1 className="home-header-title">{title}</h1>}
        <button
          type="button"
          className="icon-button home-lang"
          aria-label={t('common:language')}
          onClick={() => setSheet('language')}
        >
          <IconGlobe size={22} />
        </button>
      </div>
      {status === 'error' && <p className="location-note">{t('location_failed')}</p>}
      <Link to={paths.search()} className="search-field" aria-label={t('search_placeholder')}>
        <IconSearch size={18} />
        <span>{t('search_placeholder')}</span>
      </Link>

      {sheet === 'language' && (
        <Suspense fallback={null}>
          <LanguageSheet open onClose={() => setSheet(null)} />
        </Suspense>
      )}
      {sheet === 'location' && (
        <LazySheet open onClose={() => setSheet(null)} title={t('choose_location')}>
          <ul className="option-list">
            <li>
              <button
                type="button"
                className="option-item"
                onClick={() => {
                  setSheet(null)
                  void locate(true)
                }}
              >
                <span>{t('use_my_location')}</span>
                <IconPin size={20} />
              </button>
            </li>
            <li>
              <button
                type="button"
                className="option-item"
                onClick={() => {
                  setSheet(null)
                  setManualPosition(FALLBACK_POSITION, 'shanghai')
                }}
              >
                <span>{t('use_shanghai')}</span>
              </button>
            </li>
            <Suspense fallback={null}>
              <ChangeAddressItem onGo={() => setSheet(null)} />
            </Suspense>
          </ul>
        </LazySheet>
      )}
    </header>
  )
}

/** Search an address, pick a point on the map or use a saved address (the replace page). */
function ChangeAddressItem({ onGo }: { onGo: () => void }) {
  const { t } = useTranslation('address')
  return (
    <li>
      <Link className="option-item" to={paths.addressReplace()} onClick={onGo}>
        <span>{t('title_replace')}</span>
        <IconSearch size={20} />
      </Link>
    </li>
  )
}
