import { createHash, randomBytes, randomUUID } from 'node:crypto'

export const newId = (): string => randomUUID()
export const newToken = (): string => randomBytes(32).toString('base64url')
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')

/**
 * A uuid-shaped id derived from its parts ('shop', key): the same thing (a seeded row, a gift, a
 * ticket, a compensation) always gets the same id, so writing it again changes nothing.
 */
export function stableId(...parts: string[]): string {
  const hex = sha256(parts.join('/'))
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
/** Stable hash of a request body for idempotency checks (key order independent). */
export function hashBody(body: unknown): string {
  return sha256(stableStringify(body))
}
function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined'
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`
}
