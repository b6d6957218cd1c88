/** The login token on the device (spec 3: localStorage key `security.token`). */
export const TOKEN_KEY = 'security.token'

type Listener = (token: string | null) => void
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token)
  for (const l of listeners) l(token)
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY)
  for (const l of listeners) l(null)
}

/** Called whenever the token is set or cleared (the session store follows it). */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
