/**
 * `#/pages/address/search/search?redirect=&keywords=`: find a place by words in any language (the
 * server's geocoder, narrowed to the current city). The chosen place goes back to the page that asked
 * (`redirect`); opened on its own, it becomes the location the app browses from. Works without the
 * device's position: the way in when location is denied.
 */
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { setManualPosition, useLocationStore } from '../../shared/location'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconSearch } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { goBack, putPicked, redirectOf } from './handoff'
import { placeToPicked } from './place'
import './address.css'
import { addressQueries } from './queries'

export function Component() {
  const { t } = useTranslation('address')
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const location = useLocationStore()
  const keywords = params.get('keywords')?.trim() ?? ''
  const [text, setText] = useState(keywords)
  const redirect = redirectOf(params, '')
  const city = location.city ?? undefined

  const results = useQuery({
    ...addressQueries.search(keywords, city, location.position || undefined),
    enabled: keywords !== '',
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    const next = text.trim()
    if (!next) return
    const p = new URLSearchParams(params)
    p.set('keywords', next)
    setParams(p, { replace: true })
  }

  return (
    <main className="page ad-page">
      <PageHeader title={t('title_search')} />
      <div className="page-body">
        <form className="ad-search-form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="ad-search">
            {t('search_placeholder')}
          </label>
          <input
            id="ad-search"
            className="input"
            type="search"
            enterKeyHint="search"
            maxLength={50}
            value={text}
            placeholder={t('search_placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" aria-label={t('search_button')}>
            <IconSearch size={18} />
          </button>
        </form>
        {city && <p className="field-hint">{t('search_in_city', { city })}</p>}
        <section className="section" aria-live="polite" aria-busy={results.isFetching}>
          {keywords === '' ? (
            <p className="field-hint">{t('search_intro')}</p>
          ) : results.isPending ? (
            <SkeletonLines lines={4} />
          ) : results.isError ? (
            <ErrorState
              error={results.error}
              message={results.error.message}
              onRetry={() => void results.refetch()}
            />
          ) : results.data.length === 0 ? (
            <EmptyState title={t('no_results')} />
          ) : (
            <ul className="ad-results" aria-label={t('results')}>
              {results.data.map((place) => (
                <li key={`${place.wgs84.lng},${place.wgs84.lat},${place.name}`}>
                  <button
                    type="button"
                    className="ad-result"
                    onClick={() => {
                      const picked = placeToPicked(place)
                      if (redirect) {
                        putPicked(picked)
                        goBack(navigate, redirect)
                      } else {
                        setManualPosition(picked.wgs84, picked.city || null)
                        navigate(paths.home(), { replace: true })
                      }
                    }}
                  >
                    <span className="ad-result-name">{place.name || place.nameZh}</span>
                    <span className="ad-result-zh" lang="zh-Hans">
                      {place.addressZh}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  )
}
