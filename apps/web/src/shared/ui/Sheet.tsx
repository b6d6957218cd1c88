/** Bottom sheet (dish options, filter pickers): backdrop and Escape close it; focus moves inside. */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { t } from '../i18n'
import { IconClose } from './icons'

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
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [open, onClose])

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
