/**
 * The first screen's first reads as index.html's first script asked for them (issue 16, decisions
 * 0049, 0050, 0053): opened at home (the banners), shop detail (the shop), the menu (the menu and its
 * shop), confirm order (the shop) or an order's page (the order), and with a token on the device the
 * session's two calls at start, that script posts them beside the scripts instead of them waiting for
 * the scripts to download and run and the page to render (home's and shop detail's pictures, their
 * largest paint, are preloaded as soon as those answers are in). `call()` (api.ts) takes such an answer
 * once, when it asks for the same call with the same input, in the same language and with the same
 * token, and only a successful one: anything else (an error, a refused token, a failed request) and
 * every later read go to the server as before. The answers are forgotten once the app leaves the
 * screen it opened on.
 */

interface EarlyCall {
  path: string
  input: unknown
  lang: string
  token: string | null
  answer: Promise<{ success?: unknown; data?: unknown } | null>
}

declare global {
  interface Window {
    __siamEarlyCalls?: EarlyCall[]
  }
}

/** The input as JSON with its keys in order, so `{ a, b }` and `{ b, a }` compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * The early answer's data for this call, taken (it is not given twice), or null when there is none or
 * it did not succeed: then ask the server.
 */
export async function takeEarlyCall(
  path: string,
  input: unknown,
  lang: string,
  token: string | null,
): Promise<{ data: unknown } | null> {
  const calls = typeof window === 'undefined' ? undefined : window.__siamEarlyCalls
  const key = canonical(input ?? {})
  const index =
    calls?.findIndex(
      (c) => c.path === path && c.lang === lang && c.token === token && canonical(c.input ?? {}) === key,
    ) ?? -1
  const early = index >= 0 ? calls?.splice(index, 1)[0] : undefined
  if (!early) return null
  const envelope = await early.answer.catch(() => null)
  return envelope?.success === true && envelope.data !== undefined ? { data: envelope.data } : null
}

/** The app has left the screen it opened on: answers not taken by now are not taken later. */
export function forgetEarlyCalls(): void {
  if (typeof window !== 'undefined') window.__siamEarlyCalls = undefined
}
