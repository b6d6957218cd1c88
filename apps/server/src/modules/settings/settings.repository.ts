import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { settings } from './settings.tables'

/** The only place of the settings module that speaks SQL: one row per overridden setting. */
export const settingsRepository = {
  async all(x: Executor) {
    return x.select().from(settings)
  },
  async value(x: Executor, key: string): Promise<unknown> {
    const [row] = await x.select().from(settings).where(eq(settings.key, key))
    return row?.value
  },
  async put(x: Executor, key: string, value: unknown, now: Date): Promise<void> {
    await x
      .insert(settings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
  },
}
