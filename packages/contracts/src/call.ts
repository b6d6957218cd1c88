import type { z } from 'zod'

/** Who may make a call: decides which authentication the server applies before the handler. */
export type Audience = 'public' | 'member' | 'merchant' | 'admin' | 'console'

/**
 * One product call: a POST under /siam-server/rest/<path> with a JSON body validated by `input`,
 * answered in the envelope with `data` shaped by `output`. The server binds handlers to these;
 * the clients call through them; the OpenAPI document is generated from them.
 */
export interface Call<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Audience = Audience,
> {
  path: string
  audience: A
  summary: string
  input: I
  output: O
}

export function defineCall<I extends z.ZodType, O extends z.ZodType, A extends Audience>(
  call: Call<I, O, A>,
): Call<I, O, A> {
  return call
}

export type CallInput<C extends Call> = z.input<C['input']>
export type CallOutput<C extends Call> = z.output<C['output']>

/** The response envelope of every call (spec section 7). */
export interface Envelope<T = unknown> {
  success: boolean
  code: number
  message: string
  data: T | null
  errorKey?: string
  fieldErrors?: Record<string, string>
}
