import { createHash } from 'node:crypto'

/**
 * A uuid-shaped id derived from a text: the same grant (a gift, a ticket, a compensation) always
 * gets the same coupon id, so granting it again changes nothing.
 */
export function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
