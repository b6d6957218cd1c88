/**
 * Home's banner list as index.html's first script asked for it (decision 0049): on the home screen
 * that script posts `advertisement/list` beside the scripts and preloads the first banner's picture
 * (the screen's largest paint) as soon as the answer is in, instead of after the app has started.
 * The answer is taken once, in the language it was asked in; anything else goes through `call()`.
 */
import type { CallOutput, shopCalls } from '@siam/contracts'

type Banners = CallOutput<typeof shopCalls.banners>

interface EarlyBanners {
  lang: string
  answer: Promise<{ success?: unknown; data?: unknown } | null>
}

declare global {
  interface Window {
    __siamBanners?: EarlyBanners
  }
}

/** The early answer's banners when it was asked in `lang` and succeeded; null otherwise (ask again). */
export async function takeEarlyBanners(lang: string): Promise<Banners | null> {
  const early = typeof window === 'undefined' ? undefined : window.__siamBanners
  if (!early) return null
  window.__siamBanners = undefined
  if (early.lang !== lang) return null
  const envelope = await early.answer
  return envelope?.success === true && Array.isArray(envelope.data) ? (envelope.data as Banners) : null
}
