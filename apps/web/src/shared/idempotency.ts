/**
 * Idempotency keys for order placement and payments. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a phone on the LAN demo over plain http gets the same shape from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One key per distinct request body: asking again for the same body (a double tap, a retry after a
 * network error) gives the same key, so the server places one order; a changed body gets a new key.
 */
export function createKeyKeeper(): (body: unknown) => string {
  let signature: string | null = null
  let key = ''
  return (body) => {
    const next = JSON.stringify(body)
    if (next !== signature) {
      signature = next
      key = newIdempotencyKey()
    }
    return key
  }
}
