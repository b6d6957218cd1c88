/**
 * The customer app's client: the shared request rules (@siam/api-client) with this app's language, token
 * store, error toast and login prompt. Features call `call(orderApi.detail, { id })` with a descriptor
 * from @siam/contracts/descriptors, or use the query factories in shared/queries.
 */
import {
  type Call,
  type CallOptions,
  statusMessage as catalogueMessage,
  createApiClient,
  type Descriptor,
  type DescriptorInput,
  type DescriptorOutput,
} from '@siam/api-client'
import { takeEarlyCall } from './earlyCalls'
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

const client = createApiClient({
  lang: getLang,
  token: { get: getToken, clear: clearToken },
  translate: (key) => t(key),
  showError: (message) => toast.error(message),
  promptLogin,
})

/** A call; the first screen's first reads may be answered by what index.html asked for (earlyCalls.ts). */
export const call: Call = async <D extends Descriptor>(
  descriptor: D,
  input: DescriptorInput<D>,
  options?: CallOptions,
) => {
  const early = await takeEarlyCall(descriptor.path, input, getLang(), getToken())
  return early ? (early.data as DescriptorOutput<D>) : client.call(descriptor, input, options)
}

/** The spec 8 catalogue message for an HTTP status, in the current language. */
export function statusMessage(code: number | undefined): string {
  return catalogueMessage(code, (key) => t(key))
}
