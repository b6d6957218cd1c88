/**
 * The app's `call` in page tests: `vi.mock('../../shared/api', mockCall)` routes every call to `apiMock`
 * by path, as the server routes it, so a test answers and inspects calls by their path.
 */
import { type Mock, vi } from 'vitest'
import type * as api from '../shared/api'

export type PathCall = (path: string, input: unknown, options?: api.CallOptions) => Promise<unknown>

export const apiMock: Mock<PathCall> = vi.fn<PathCall>()

/** The real shared/api module with `call` answered by `apiMock`. */
export async function mockCall(importOriginal: () => Promise<typeof api>): Promise<typeof api> {
  const real = await importOriginal()
  // A test answers with the output of the call it serves; the descriptor's type cannot be checked here.
  const call = ((descriptor, input, options) => apiMock(descriptor.path, input, options)) as typeof api.call
  return { ...real, call }
}
