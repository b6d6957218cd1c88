/**
 * Shop detail's shop as index.html's first script asked for it (decision 0050, as home's banners in
 * decision 0049): opened at `#/pages/shop/detail/detail?id=`, that script posts `shop/detail` beside the
 * scripts and preloads the shop's picture (the screen's largest paint) as soon as the answer is in. The
 * answer is taken once, for the same shop, in the language it was asked in, and only by the read
 * without a position (the script knows none); anything else goes through `call()`.
 */
import type { CallOutput, shopCalls } from '@siam/contracts'
import { type EarlyAnswer, takeEarlyAnswer } from '../earlyAnswer'

type Shop = CallOutput<typeof shopCalls.detail>

declare global {
  interface Window {
    __siamShop?: EarlyAnswer & { id: string }
  }
}

/** The early answer's shop when it is shop `id` asked in `lang` and succeeded; null otherwise (ask). */
export function takeEarlyShop(id: string, lang: string): Promise<Shop | null> {
  return takeEarlyAnswer('__siamShop', lang, {
    asked: (early) => early.id === id,
    fits: (data): data is Shop =>
      typeof data === 'object' && data !== null && (data as { id?: unknown }).id === id,
  })
}
