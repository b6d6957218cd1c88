import { callKey } from '@siam/api-client'
/**
 * Banner swiper (spec 9): autoplay every 5000 ms, 500 ms transition, swipe with a finger or pointer,
 * pauses while the page is hidden, while touched/hovered/focused, and for reduced motion.
 */
import { shopApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { call } from '../../shared/api'
import { useLang } from '../../shared/i18n'
import { imageUrl } from '../../shared/image'

const AUTOPLAY_MS = 5000
const TRANSITION_MS = 500
const SWIPE_PX = 40

export function BannerSwiper() {
  const { lang } = useLang()
  const { data } = useQuery({
    queryKey: callKey(shopApi.banners, 'home', lang),
    // on the home screen, the answer index.html's first script asked for (shared/earlyCalls.ts)
    queryFn: () => call(shopApi.banners, { type: 'home' }, { silent: true }),
    staleTime: 5 * 60_000,
  })
  const banners = (data ?? []).filter((b) => imageUrl(b.image))
  if (banners.length === 0)
    return data ? null : <div className="banner banner-placeholder" aria-hidden="true" />
  return <Swiper banners={banners} />
}

interface Slide {
  id: string
  image: string
  title: string
  link: string | null
}

function Swiper({ banners }: { banners: Slide[] }) {
  const { t } = useTranslation('home')
  const { dir } = useLang()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden)
  const [drag, setDrag] = useState(0)
  const start = useRef<{ x: number; id: number } | null>(null)
  const count = banners.length

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count])

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden)
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  useEffect(() => {
    if (count < 2 || paused || hidden || start.current) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const timer = setTimeout(() => go(index + 1), AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [index, count, paused, hidden, go])

  // In right-to-left the slides run the other way: "next" is to the left of the finger.
  const sign = dir === 'rtl' ? 1 : -1

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (count < 2) return
    start.current = { x: e.clientX, id: e.pointerId }
    setPaused(true)
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== e.pointerId) return
    setDrag(e.clientX - start.current.x)
  }
  function onPointerEnd(e: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== e.pointerId) return
    const dx = e.clientX - start.current.x
    start.current = null
    setDrag(0)
    setPaused(false)
    if (Math.abs(dx) > SWIPE_PX) go(index + (dx * sign > 0 ? 1 : -1))
  }

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="banner-track"
        style={{
          transform: `translateX(calc(${sign * index * 100}% + ${drag}px))`,
          transition: drag !== 0 ? 'none' : `transform ${TRANSITION_MS}ms ease`,
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
          <div
            className="banner-slide"
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide_of', { index: i + 1, total: count })}
            aria-hidden={i !== index}
          >
            <BannerLink link={b.link} tabIndex={i === index ? 0 : -1} title={b.title}>
              <img
                src={imageUrl(b.image) ?? ''}
                alt={b.title}
                draggable={false}
                // The first slide is the home screen's largest picture (its LCP): fetched first.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                // The banner's 25:9 box (home.css), so the space is known before the bytes.
                width={750}
                height={270}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={i === index ? 'banner-dot active' : 'banner-dot'}
              aria-label={t('slide_of', { index: i + 1, total: count })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}

function BannerLink({
  link,
  children,
  tabIndex,
  title,
}: {
  link: string | null
  children: ReactNode
  tabIndex: number
  title: string
}) {
  const inApp = link?.startsWith('#/') ? link.slice(1) : link
  if (inApp?.startsWith('/')) {
    return (
      <Link to={inApp} tabIndex={tabIndex} aria-label={title} draggable={false}>
        {children}
      </Link>
    )
  }
  if (link && /^https?:/.test(link)) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={tabIndex}
        aria-label={title}
        draggable={false}
      >
        {children}
      </a>
    )
  }
  return <div>{children}</div>
}
