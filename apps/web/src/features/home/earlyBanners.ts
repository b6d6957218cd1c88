/**
 * Home's banner list as index.html's first script asked for it (decision 0049): on the home screen
 * that script posts `advertisement/list` beside the scripts and preloads the first banner's picture
 * (the screen's largest paint) as soon as the answer is in, instead of after the app has started.
 * The answer is taken once, in the language it was asked in; anything else goes through `call()`.
 */
import type { CallOutput, shopCalls } from '@siam/contracts'
import { type EarlyAnswer, takeEarlyAnswer } from '../../shared/earlyAnswer'

type Banners = CallOutput<typeof shopCalls.banners>

declare global {
  interface Window {
    __siamBanners?: EarlyAnswer
  }
}

/** The early answer's banners when it was asked in `lang` and succeeded; null otherwise (ask again). */
export function takeEarlyBanners(lang: string): Promise<Banners | null> {
  return takeEarlyAnswer('__siamBanners', lang, { fits: (data): data is Banners => Array.isArray(data) })
}
