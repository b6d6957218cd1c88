import type { Descriptor } from '@siam/contracts/descriptor'

/**
 * The query key of a call: its path first, then what tells its answers apart. Invalidating
 * `callKey(d)` therefore reaches every cached answer of that call.
 */
export function callKey<const Parts extends readonly unknown[]>(
  descriptor: Descriptor,
  ...parts: Parts
): readonly [string, ...Parts] {
  return [descriptor.path, ...parts]
}
