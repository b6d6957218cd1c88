/**
 * Calls index.html's first script makes beside the scripts, before the app has started, for a screen
 * whose largest paint waits on a call (home's banners, decision 0049; shop detail's shop, decision
 * 0050). The script leaves each on `window` (features/home/earlyBanners.ts, shared/queries/earlyShop.ts)
 * for the app's first read of it to take; anything else goes through `call()`.
 */

/** One early call as index.html's script leaves it. */
export interface EarlyAnswer {
  /** the language it was asked in */
  lang: string
  /** the call's envelope; null when the call failed */
  answer: Promise<{ success?: unknown; data?: unknown } | null>
}

/** The `window` properties index.html's script leaves an early call in. */
type EarlySlot = {
  [K in keyof Window]-?: NonNullable<Window[K]> extends EarlyAnswer ? K : never
}[keyof Window]

/**
 * Takes the early call left in `window[slot]`, once (it is gone afterwards, whatever it held): its
 * data when it was asked in `lang`, for what the caller wants (`asked`, checked before waiting for the
 * answer) and succeeded with data the caller recognises (`fits`); null otherwise (ask with `call()`).
 */
export async function takeEarlyAnswer<S extends EarlySlot, T>(
  slot: S,
  lang: string,
  take: { asked?: (early: NonNullable<Window[S]>) => boolean; fits: (data: unknown) => data is T },
): Promise<T | null> {
  if (typeof window === 'undefined') return null
  const early = window[slot] as NonNullable<Window[S]> | undefined
  if (!early) return null
  window[slot] = undefined as Window[S]
  if (early.lang !== lang || (take.asked && !take.asked(early))) return null
  const envelope = await early.answer
  return envelope?.success === true && take.fits(envelope.data) ? envelope.data : null
}
