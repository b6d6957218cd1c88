/**
 * Spec 9: the root font size is the layout width / 23.4375 (375 px -> 16 px), the width capped at the
 * page's max width (the maxWidth setting, 960 px). index.html sets it before the first paint; this
 * keeps it right on resize, on rotation (whose width some browsers report a moment late) and when the
 * page comes back from the back-forward cache (issue 15). Loaded after the first screen (main.tsx).
 */
import { settingsQueries } from './queries/settingsQueries'
import { queryClient } from './queryClient'

const ROOT_FONT_BASE = 23.4375
const PAGE_MAX_WIDTH = 960

export function rootFontPx(width: number, maxWidth: number = PAGE_MAX_WIDTH): number {
  const w = Number.isFinite(width) && width > 0 ? width : 375
  return Math.min(w, maxWidth) / ROOT_FONT_BASE
}

/** The maxWidth setting from the public settings; the default stays when they cannot be read. */
async function applyPageWidthSetting(): Promise<void> {
  try {
    const settings = await queryClient.fetchQuery(settingsQueries.current())
    setPageMaxWidth(settings.maxWidth)
  } catch {
    // the default (960 px) stays
  }
}

let maxWidth = PAGE_MAX_WIDTH
let refit: (() => void) | null = null

/**
 * The maxWidth setting (public settings): the page column is capped at it, centred (`--page-max`),
 * and the root font stops growing there.
 */
export function setPageMaxWidth(px: number, doc: Document = document): void {
  if (!Number.isFinite(px) || px < 320) return
  maxWidth = px
  doc.documentElement.style.setProperty('--page-max', `${px}px`)
  refit?.()
}

/** Starts keeping the root font right; returns the stop function. */
export function keepRootFont(win: Window = window): () => void {
  const root = win.document.documentElement
  const fit = () => {
    const width = root.clientWidth || win.innerWidth
    root.style.fontSize = `${rootFontPx(width, maxWidth)}px`
  }
  refit = fit
  let late: ReturnType<typeof setTimeout> | undefined
  const fitNowAndLater = () => {
    fit()
    if (late !== undefined) clearTimeout(late)
    late = setTimeout(fit, 300)
  }
  fit()
  void applyPageWidthSetting()
  const events = ['resize', 'orientationchange', 'pageshow'] as const
  for (const e of events) win.addEventListener(e, fitNowAndLater)
  win.visualViewport?.addEventListener('resize', fitNowAndLater)
  return () => {
    refit = null
    for (const e of events) win.removeEventListener(e, fitNowAndLater)
    win.visualViewport?.removeEventListener('resize', fitNowAndLater)
    if (late !== undefined) clearTimeout(late)
  }
}
