/**
 * A call as the apps see it: the literal path and the audience at run time, the input and output as
 * types only. The apps import descriptors instead of the zod contracts, so zod stays out of their bundles.
 */
import type { Audience, Call, CallInput, CallOutput } from './call'

export interface Descriptor<
  P extends string = string,
  A extends Audience = Audience,
  I = unknown,
  O = unknown,
> {
  readonly path: P
  readonly audience: A
  /** Never set at run time: it only carries the input and output types to `call`. */
  readonly types?: { input: I; output: O }
}

export type DescriptorInput<D extends Descriptor> = NonNullable<D['types']>['input']
export type DescriptorOutput<D extends Descriptor> = NonNullable<D['types']>['output']

/**
 * `describe<typeof orderCalls.detail>()('member/order/selectById', 'member')`: two steps so that the
 * contract is named explicitly while the path literal is still inferred.
 */
export function describe<C extends Call>() {
  return <P extends string>(
    path: P,
    audience: C['audience'],
  ): Descriptor<P, C['audience'], CallInput<C>, CallOutput<C>> => ({
    path,
    audience,
  })
}
