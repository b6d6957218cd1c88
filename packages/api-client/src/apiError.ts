/** Spec 8: a network failure uses status 101; a timeout is errCode 5. */
export const NETWORK_ERROR_CODE = 101
export const TIMEOUT_ERROR_CODE = 5
/** Reserved: nothing to show, stay silent. */
export const SILENT_CODE = 2
export const UNAUTHORIZED_CODE = 401

/** The one error every failed call rejects with: the envelope's code, message, errorKey and fieldErrors. */
export class ApiError extends Error {
  code: number
  errorKey?: string
  fieldErrors?: Record<string, string>

  constructor(code: number, message: string, errorKey?: string, fieldErrors?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    if (errorKey !== undefined) this.errorKey = errorKey
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors
  }
}
