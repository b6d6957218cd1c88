import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import type { SessionLocator } from './session-locator'
import type { AdapterLog, StripeHttp } from './stripe-http'

/** What every operation of the card gateway works with. */
export interface CardContext {
  http: StripeHttp
  sessions: SessionLocator
  clock: Clock
  log?: AdapterLog
}

export const providerError = (): never => {
  throw new AppError('PROVIDER_ERROR')
}
