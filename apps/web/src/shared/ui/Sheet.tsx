/**
 * Bottom sheet (dish options, filter pickers): backdrop, Escape and the browser's Back close it; focus
 * moves inside, stays inside while it is open (Tab wraps) and returns to the opener when it closes.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { t } from '../i18n'
import { IconClose } from './icons'
import { useBackCloses } from './sheetHistory'

export interface SheetProps {
  open: boolean
  onClose: () => void
  title?: string
  children: ReactNode
  footer?: ReactNode
  className?: string
}

export function Sheet({ open, onClose, title, children, footer, className }: SheetProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    ref.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      else if (e.key === 'Tab' && ref.current) trapTab(ref.current, e)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [open, onClose])
  useBackCloses(open, onClose)

  if (!open) return null
  return (
    <div className="sheet-layer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: keyboard users close with Escape or the close button */}
      <div className="sheet-backdrop" data-testid="sheet-backdrop" onClick={onClose} />
      <div
        ref={ref}
        className={className ? `sheet ${className}` : 'sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : t('common:options')}
        tabIndex={-1}
      >
        <div className="sheet-head">
          {title && (
            <h2 id={titleId} className="sheet-title">
              {title}
            </h2>
          )}
          <button
            type="button"
            className="icon-button sheet-close"
            aria-label={t('common:close')}
            onClick={onClose}
          >
            <IconClose />
          </button>
        </div>
        <div className="sheet-body">{children}</div>
        {footer && <div className="sheet-foot">{footer}</div>}
      </div>
    </div>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(sheet: HTMLElement, e: KeyboardEvent): void {
  const controls = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) {
    e.preventDefault()
    return
  }
  const active = document.activeElement
  const outside = !sheet.contains(active)
  if (e.shiftKey && (active === first || active === sheet || outside)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault()
    first.focus()
  }
}
