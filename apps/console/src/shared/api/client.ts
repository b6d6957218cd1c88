/**
 * The console's client: the shared request rules (@siam/api-client) with the console's language, token
 * and sign-out. Features call `call(consoleApi.orders, input)` with a descriptor from
 * @siam/contracts/descriptors. The console shows each failure where it happened (inline or as a toast),
 * so the client itself shows nothing.
 */
import {
  ApiError,
  type Call,
  type ClientOptions,
  createApiClient,
  NETWORK_ERROR_CODE,
  SILENT_CODE,
  TIMEOUT_ERROR_CODE,
} from '@siam/api-client'
import { currentLocale, i18n } from '../i18n'

export { ApiError, type CallOptions } from '@siam/api-client'

export const TOKEN_STORAGE_KEY = 'siam.console.token'

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function setToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY)
    else localStorage.setItem(TOKEN_STORAGE_KEY, token)
  } catch {
    // storage refused: the session lasts for this page only
  }
}

type Listener = () => void
const unauthorizedListeners = new Set<Listener>()

/** Called when any call answers 401: the token is dropped and the console goes back to the login page. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => {
    unauthorizedListeners.delete(listener)
  }
}

/**
 * The shared client asks for the 'common:' catalogue, which the console does not load: its own
 * namespace has one message for an unreachable server and one for an HTTP status.
 */
function consoleMessage(key: string): string {
  if (key === 'common:network_error' || key === 'common:timeout') return i18n.t('console:network_error')
  const status = /^common:http_(\d+)$/.exec(key)?.[1] ?? '500'
  return i18n.t('console:http_error', { status })
}

const common: Omit<ClientOptions, 'token' | 'promptLogin'> = {
  lang: currentLocale,
  translate: consoleMessage,
  showError: () => {},
}

const sessionClient = createApiClient({
  ...common,
  token: { get: getToken, clear: () => setToken(null) },
  promptLogin: () => {
    for (const listener of [...unauthorizedListeners]) listener()
  },
})

/** A public call's 401 is no lost session: the login itself answers 401 for a wrong password. */
const publicClient = createApiClient({
  ...common,
  token: { get: getToken, clear: () => {} },
  promptLogin: () => {},
})

export const call: Call = (descriptor, input, options) =>
  (descriptor.audience === 'public' ? publicClient : sessionClient).call(descriptor, input, options)

/** Someone else moved the record first (or it is no longer in the state this screen showed). */
export function isConflict(error: ApiError): boolean {
  return error.code === 409
}

/** Code 2: "nothing to show, stay silent" (architecture 3). */
export function isSilent(error: ApiError): boolean {
  return error.code === SILENT_CODE
}

/** The server was not reached (or did not answer in time): worth asking again. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NETWORK_ERROR_CODE || error.code === TIMEOUT_ERROR_CODE)
}
