import type { Call, CallInput } from '@siam/contracts'
import type { Locale } from '@siam/i18n'

/**
 * A call's body as the apps send it: typed from the call's contract, so a renamed field fails
 * typecheck, plus the `lang` any body may carry (the server reads it before validation).
 */
export type RequestBody<C extends Call> = CallInput<C> & { lang?: Locale }

/**
 * A body no single contract describes, on purpose: one list of bodies for several calls, or input
 * the contract refuses (a validation test), which typing it would forbid.
 */
export type UncheckedBody = Record<string, unknown>

/**
 * A body for `call` that its contract refuses on purpose, handed to a helper that takes the typed
 * body: the validation test says so here instead of loosening the helper for every other test.
 */
export function badInput<C extends Call>(_call: C, body: UncheckedBody): RequestBody<C> {
  return body as RequestBody<C>
}
