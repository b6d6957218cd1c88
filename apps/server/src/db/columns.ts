import { bigint, timestamp } from 'drizzle-orm/pg-core'

/**
 * Column types every module's tables share. One schema for PGlite and PostgreSQL: money is bigint
 * fen (mode number: fen stays far below 2^53), times are timestamptz, statuses carry CHECK lists
 * that a test keeps equal to the contracts' enums.
 */
export const fen = (name: string) => bigint(name, { mode: 'number' })
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => at('created_at').notNull().defaultNow()

export type LocalizedText = Record<string, string>

/** An order's delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  contactName: string
  phone: string
  city: string
  street: string
  door: string
  lng: number
  lat: number
  /** Issue 5: the address's Chinese courier line at order time (absent on older orders). */
  courierLine?: string
}
