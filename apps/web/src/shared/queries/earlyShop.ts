/**
 * Shop detail's shop as index.html's first script asked for it (decision 0050, as home's banners in
 * decision 0049): opened at `#/pages/shop/detail/detail?id=`, that script posts `shop/detail` beside the
 * scripts and preloads the shop's picture (the screen's largest paint) as soon as the answer is in. The
 * answer is taken once, for the same shop, in the language it was asked in, and only by the read
 * without a position (the script knows none); anything else goes through `call()`.
 */
import type { CallOutput, shopCalls } from '@siam/contracts'

type Shop = CallOutput<typeof shopCalls.detail>

interface EarlyShop {
  id: string
  lang: string
  answer: Promise<{ success?: unknown; data?: unknown } | null>
}

declare global {
  interface Window {
    __siamShop?: EarlyShop
  }
}

/** The early answer's shop when it is shop `id` asked in `lang` and succeeded; null otherwise (ask). */
export async function takeEarlyShop(id: string, lang: string): Promise<Shop | null> {
  const early = typeof window === 'undefined' ? undefined : window.__siamShop
  if (!early) return null
  window.__siamShop = undefined
  if (early.id !== id || early.lang !== lang) return null
  const envelope = await early.answer
  const data = envelope?.success === true ? envelope.data : null
  return data && typeof data === 'object' && (data as { id?: unknown }).id === id ? (data as Shop) : null
}
