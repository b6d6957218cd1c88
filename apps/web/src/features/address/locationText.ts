/**
 * The specification's location messages (spec 8) from a LocationError or a held failure:
 * "WeChat location failed: {msg}", "Location failed: {reason}", "Reverse geocoding failed: {info}",
 * and the JS-SDK's load and configuration failures.
 */
import { useTranslation } from 'react-i18next'
import { LocationError, type LocationFailure } from '../../shared/location'

export function useLocationFailureText(): (error: unknown) => string {
  const { t } = useTranslation('address')
  return (error: unknown) => {
    const failure: LocationFailure | null =
      error instanceof LocationError
        ? error.failure
        : error && typeof error === 'object' && 'key' in error
          ? (error as LocationFailure)
          : null
    if (!failure) return t('location_failed', { info: t('reason_unknown') })
    // A known reason reads in the member's language; otherwise the source's own words (WeChat's
    // errMsg, the server's message), or "unknown error".
    const info = failure.infoKey ? t(failure.infoKey) : failure.info || t('reason_unknown')
    return t(failure.key, { info, msg: info })
  }
}
