import { AppError } from '../../platform/errors'

export interface ProviderResponse {
  status: number
  headers: Headers
  body: string
}

/**
 * One HTTP exchange with a provider (payments, WeChat, geocoders). A network failure or timeout becomes
 * `AppError('PROVIDER_ERROR')` so callers treat it like any other "ask again later" answer;
 * HTTP error statuses are returned for the adapter to interpret (they carry the provider's codes).
 */
export async function providerFetch(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } catch (error) {
    const failure = new AppError('PROVIDER_ERROR')
    failure.cause = error
    throw failure
  }
}
