/**
 * The customer app's client: the shared request rules (@siam/api-client) with this app's language, token
 * store, error toast and login prompt. Features call `call(orderApi.detail, { id })` with a descriptor
 * from @siam/contracts/descriptors, or use the query factories in shared/queries.
 */
import { statusMessage as catalogueMessage, createApiClient } from '@siam/api-client'
import { getLang, t } from './i18n'
import { promptLogin } from './loginPrompt'
import { clearToken, getToken } from './token'
import { toast } from './ui/toast'

export {
  API_BASE,
  ApiError,
  type CallOptions,
  NETWORK_ERROR_CODE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_ERROR_CODE,
} from '@siam/api-client'

export const { call } = createApiClient({
  lang: getLang,
  token: { get: getToken, clear: clearToken },
  translate: (key) => t(key),
  showError: (message) => toast.error(message),
  promptLogin,
})

/** The spec 8 catalogue message for an HTTP status, in the current language. */
export function statusMessage(code: number | undefined): string {
  return catalogueMessage(code, (key) => t(key))
}
