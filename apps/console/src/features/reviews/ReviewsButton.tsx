/**
 * The console's way to the reviews: a header button that opens them in a side panel over whatever page
 * is showing (the order board keeps running underneath). Escape or the close button closes it.
 */
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Staff } from '../../shared/api/staff'
import { useReviewT } from './i18n'
import { ReviewsPanel } from './ReviewsPanel'

export function ReviewsButton({ staff }: { staff: Staff }) {
  const { t } = useReviewT()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    const opener = button.current
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('review:console_title')}
      </button>
      {/* In <body>, not inside the header: the drawer must not inherit the header's white text. */}
      {open &&
        createPortal(
          <div className="reviews-layer">
            {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard ways */}
            <div className="reviews-backdrop" onClick={() => setOpen(false)} />
            <div
              ref={panel}
              className="reviews-drawer"
              role="dialog"
              aria-modal="true"
              aria-labelledby="reviews-drawer-title"
              tabIndex={-1}
            >
              <div className="reviews-drawer-head">
                <h2 id="reviews-drawer-title">{t('review:console_title')}</h2>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t('review:close')}
                  onClick={() => setOpen(false)}
                >
                  ×
                </button>
              </div>
              <ReviewsPanel staff={staff} />
            </div>
          </div>,
          document.body,
        )}
    </>
  )
}
