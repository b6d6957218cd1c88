/**
 * The console's `call` in component tests:
 * `vi.mock('../../shared/api/client', async (importOriginal) => (await import('../../testing/apiMock')).mockCall(importOriginal))`
 * routes every call to `apiMock` by path, as the server routes it, so a test answers calls by their path.
 */
import { type Mock, vi } from 'vitest'
import type * as client from '../shared/api/client'

export type PathCall = (path: string, input: unknown, options?: client.CallOptions) => Promise<unknown>

export const apiMock: Mock<PathCall> = vi.fn<PathCall>()

/** The real shared/api/client module with `call` answered by `apiMock`. */
export async function mockCall(importOriginal: () => Promise<typeof client>): Promise<typeof client> {
  const real = await importOriginal()
  // A test answers with the output of the call it serves; the descriptor's type cannot be checked here.
  const call = ((descriptor, input, options) =>
    apiMock(descriptor.path, input, options)) as typeof client.call
  return { ...real, call }
}
