import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'

/**
 * Run-time settings of product rules (marked "setting"): defaults here, overrides in the settings
 * table (edited from the console later). Read through a 5-second cache: a change reaches every
 * server process within 5 s, and hot calls (shop list) do not pay a query each.
 */
export const DEFAULT_SETTINGS = {
  payDeadlineMinutes: 5,
  quickCancelMinutes: 1,
  closingSoonMinutes: 30,
  routeFactor: 1.3,
  autoCompleteMinutes: 60,
  refundWindowHours: 24,
  serviceWhatsApp: '+86 138 0000 0000',
  serviceEmail: 'help@siam.local',
  /** Product rules 6: pay 100 get 105, pay 200 get 215, pay 500 get 550 (fen). */
  rechargeTiers: [
    { id: 't100', payFen: 10_000, bonusFen: 500 },
    { id: 't200', payFen: 20_000, bonusFen: 1_500 },
    { id: 't500', payFen: 50_000, bonusFen: 5_000 },
  ],
  /** Idempotency keys are remembered this long (issue: 7 days). */
  idempotencyRetentionDays: 7,
}
export type Settings = typeof DEFAULT_SETTINGS

const CACHE_MS = 5000

export function createSettingsService(db: Db) {
  let cached: { value: Settings; at: number } | null = null
  return {
    async current(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value
      const rows = await db.select().from(settings)
      const value = { ...DEFAULT_SETTINGS }
      for (const row of rows) {
        if (row.key in value) Object.assign(value, { [row.key]: row.value })
      }
      cached = { value, at: Date.now() }
      return value
    },
    async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
      cached = null
    },
    async get(key: string) {
      const [row] = await db.select().from(settings).where(eq(settings.key, key))
      return row?.value
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
