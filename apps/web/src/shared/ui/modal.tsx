/**
 * Modal (spec 4): hidden, then visible on show. OK resolves 'confirm'; cancel rejects 'cancel';
 * a backdrop click (and Escape) cancels only when backdropClose is allowed; the close button
 * (shown only then) hides it with 'cancel'. Focus is trapped inside and returns afterwards.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { t } from '../i18n'
import { IconClose } from './icons'

export interface ModalOptions {
  title?: string
  content: ReactNode
  confirmText?: string
  cancelText?: string
  showCancel?: boolean
  backdropClose?: boolean
}

interface OpenModal extends ModalOptions {
  id: number
  resolve: (v: 'confirm') => void
  reject: (reason: 'cancel') => void
}

let queue: OpenModal[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export function showModal(options: ModalOptions): Promise<'confirm'> {
  return new Promise<'confirm'>((resolve, reject) => {
    queue = [...queue, { showCancel: true, backdropClose: true, ...options, id: nextId++, resolve, reject }]
    emit()
  })
}

function close(id: number, result: 'confirm' | 'cancel'): void {
  const m = queue.find((q) => q.id === id)
  if (!m) return
  queue = queue.filter((q) => q.id !== id)
  emit()
  if (result === 'confirm') m.resolve('confirm')
  else m.reject('cancel')
}

/** Closes the visible modal as a cancel (e.g. on navigation). */
export function hideModal(): void {
  const top = queue[0]
  if (top) close(top.id, 'cancel')
}

export function isModalOpen(): boolean {
  return queue.length > 0
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

export function ModalHost() {
  const top = useSyncExternalStore(
    subscribe,
    () => queue[0] ?? null,
    () => null,
  )
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const contentId = useId()

  useEffect(() => {
    if (!top) return
    const previous = document.activeElement as HTMLElement | null
    const first = dialogRef.current?.querySelector<HTMLElement>('.modal-actions button:last-child')
    first?.focus()
    return () => previous?.focus?.()
  }, [top])

  if (!top) return null
  const allowBackdrop = top.backdropClose !== false

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (!top) return
    if (e.key === 'Escape') {
      if (allowBackdrop) {
        e.preventDefault()
        close(top.id, 'cancel')
      }
      return
    }
    if (e.key !== 'Tab' || !dialogRef.current) return
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (items.length === 0) return
    const firstEl = items[0] as HTMLElement
    const lastEl = items[items.length - 1] as HTMLElement
    if (e.shiftKey && document.activeElement === firstEl) {
      e.preventDefault()
      lastEl.focus()
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault()
      firstEl.focus()
    }
  }

  return (
    <div className="modal-layer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: keyboard users close with Escape or the close button */}
      <div
        className="modal-backdrop"
        data-testid="modal-backdrop"
        onClick={() => allowBackdrop && close(top.id, 'cancel')}
      />
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={top.title ? titleId : undefined}
        aria-describedby={contentId}
        onKeyDown={onKeyDown}
      >
        {allowBackdrop && (
          <button
            type="button"
            className="modal-close icon-button"
            aria-label={t('common:close')}
            onClick={() => close(top.id, 'cancel')}
          >
            <IconClose />
          </button>
        )}
        {top.title && (
          <h2 id={titleId} className="modal-title">
            {top.title}
          </h2>
        )}
        <div id={contentId} className="modal-content">
          {top.content}
        </div>
        <div className="modal-actions">
          {top.showCancel !== false && (
            <button type="button" className="btn btn-plain" onClick={() => close(top.id, 'cancel')}>
              {top.cancelText ?? t('common:cancel')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={() => close(top.id, 'confirm')}>
            {top.confirmText ?? t('common:ok')}
          </button>
        </div>
      </div>
    </div>
  )
}
