import { expect } from 'vitest'
import { AppError } from '../platform/errors'

/** The promise rejects with AppError(key): how adapters and services say what went wrong. */
export async function expectAppError(promise: Promise<unknown>, key: string): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).key).toBe(key)
  return error as AppError
}
