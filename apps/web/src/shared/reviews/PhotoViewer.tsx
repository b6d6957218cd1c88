/**
 * Full-screen photo preview (spec 9: image preview scale 1 to 4): pinch to zoom between 1x and 4x,
 * previous / next, Escape or the close button to leave; arrow keys move between photos.
 */
import { type TouchEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../image'
import { IconBack, IconChevron, IconClose } from '../ui/icons'

const MIN_SCALE = 1
const MAX_SCALE = 4

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

const distance = (e: TouchEvent) => {
  const [a, b] = [e.touches[0], e.touches[1]]
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0
}

export function PhotoViewer({
  photos,
  start,
  onClose,
}: {
  photos: string[]
  start: number
  onClose: () => void
}) {
  const { t } = useTranslation('review')
  const [index, setIndex] = useState(start)
  const [scale, setScale] = useState(1)
  const pinch = useRef<{ distance: number; scale: number } | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const count = photos.length
  const go = (step: number) => {
    setIndex((i) => (i + step + count) % count)
    setScale(1)
  }

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    dialog.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      // In right-to-left pages the "next" photo is to the left.
      const rtl = document.documentElement.dir === 'rtl'
      if (e.key === 'ArrowRight') go(rtl ? -1 : 1)
      if (e.key === 'ArrowLeft') go(rtl ? 1 : -1)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  })

  const src = imageUrl(photos[index]) ?? ''
  return (
    <div
      ref={dialog}
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('review:photo_of', { n: index + 1, total: count })}
      tabIndex={-1}
    >
      <img
        src={src}
        alt={t('review:photo_of', { n: index + 1, total: count })}
        style={{ transform: `scale(${scale})` }}
        onTouchStart={(e) => {
          if (e.touches.length === 2) pinch.current = { distance: distance(e), scale }
        }}
        onTouchMove={(e) => {
          const from = pinch.current
          if (!from || e.touches.length !== 2 || from.distance === 0) return
          setScale(clampScale((from.scale * distance(e)) / from.distance))
        }}
        onTouchEnd={() => {
          pinch.current = null
        }}
        onDoubleClick={() => setScale((s) => (s > 1 ? 1 : 2))}
      />
      <p className="photo-viewer-count">
        <bdi>
          {index + 1} / {count}
        </bdi>
      </p>
      <button
        type="button"
        className="icon-button photo-viewer-close"
        aria-label={t('review:close')}
        onClick={onClose}
      >
        <IconClose />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="icon-button photo-viewer-prev"
            aria-label={t('review:previous_photo')}
            onClick={() => go(-1)}
          >
            <IconBack />
          </button>
          <button
            type="button"
            className="icon-button photo-viewer-next"
            aria-label={t('review:next_photo')}
            onClick={() => go(1)}
          >
            <IconChevron />
          </button>
        </>
      )}
    </div>
  )
}
