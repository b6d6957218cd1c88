/**
 * Long press (spec 9: 350 ms, cancelled by 10 px of movement): copies an order number, an address or
 * a courier card ("Content copied"). Pointer events cover touch, pen and mouse alike.
 */
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from './copyText'
import { toast } from './ui/toast'

export const LONG_PRESS_MS = 350
const LONG_PRESS_MOVE_PX = 10

export interface LongPressHandlers {
  onPointerDown: (e: ReactPointerEvent) => void
  onPointerMove: (e: ReactPointerEvent) => void
  onPointerUp: () => void
  onPointerCancel: () => void
  onPointerLeave: () => void
  onContextMenu: (e: { preventDefault: () => void }) => void
}

/** Handlers to spread on an element: `action` runs once the press has lasted 350 ms without moving 10 px. */
export function useLongPress(action: () => void): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const start = useRef<{ x: number; y: number } | null>(null)
  const fired = useRef(false)
  const latest = useRef(action)
  latest.current = action

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    start.current = null
  }, [])
  useEffect(() => cancel, [cancel])

  return {
    onPointerDown: (e) => {
      cancel()
      fired.current = false
      start.current = { x: e.clientX, y: e.clientY }
      timer.current = setTimeout(() => {
        timer.current = null
        fired.current = true
        latest.current()
      }, LONG_PRESS_MS)
    },
    onPointerMove: (e) => {
      const from = start.current
      if (!from) return
      if (Math.hypot(e.clientX - from.x, e.clientY - from.y) > LONG_PRESS_MOVE_PX) cancel()
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    // The browser's own long-press menu would cover the toast.
    onContextMenu: (e) => {
      if (fired.current || timer.current !== null) e.preventDefault()
    },
  }
}

/** Long press copies `text` and says "Content copied" (or that copying failed). */
export function useCopyOnLongPress(text: string): LongPressHandlers {
  const { t } = useTranslation('help')
  return useLongPress(() => {
    copyText(text).then(
      () => toast.show(t('help:content_copied')),
      () => toast.error(t('help:copy_failed')),
    )
  })
}
