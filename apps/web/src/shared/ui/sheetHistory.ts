/**
 * The browser's Back closes an open sheet instead of leaving the page (issue 16): opening pushes a
 * history entry for the same address (the router's state kept, so it sees no navigation); Back pops
 * it and the sheet closes; closing any other way takes the entry off again.
 */
import { useEffect, useRef } from 'react'

const MARK = 'siamSheet'

/** A Back queued by a sheet that just closed; a sheet opening at once (StrictMode's remount) adopts the entry. */
let pendingBack: ReturnType<typeof setTimeout> | null = null

const ours = () => Boolean((window.history.state as Record<string, unknown> | null)?.[MARK])

/**
 * Whether the router is in the middle of a navigation (set by the app's router). A sheet that closes
 * as its page navigates away (pay, then go to the order) must not pop its entry: that Back would land
 * while the next route's module loads and cancel the navigation. The entry is then left behind, and
 * the navigation replaces it or pushes past it.
 */
let navigationPending: () => boolean = () => false

export function setNavigationProbe(probe: () => boolean): void {
  navigationPending = probe
}

export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!open) return
    if (pendingBack !== null) {
      clearTimeout(pendingBack)
      pendingBack = null
    } else if (!ours()) {
      window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '')
    }
    const onPop = () => close.current()
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      if (!ours()) return // closed by Back: the entry is gone already
      pendingBack = setTimeout(() => {
        pendingBack = null
        if (ours() && !navigationPending()) window.history.back()
      }, 0)
    }
  }, [open])
}
