import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type FoldedPart, rowsFromJson, tableSql } from '../../db/folded'
import { preparedStatement } from '../../db/prepared'
import { settings } from './settings.tables'

const allStatement = preparedStatement('settings_all', (x, name) => x.select().from(settings).prepare(name))

/** The only place of the settings module that speaks SQL: one row per overridden setting. */
export const settingsRepository = {
  /** Read by every paid order inside its transaction (loyalty's points rate): prepared (issue 17). */
  async all(x: Executor) {
    return allStatement(x).execute()
  },
  /** Every row as a part of another module's folded statement (a JSON array, null: none). */
  allPart(): FoldedPart {
    return () => `select json_agg(to_json(s)) from ${tableSql(settings)} s`
  },
  /** The rows of `allPart`, as `all` gives them. */
  allFromJson: (json: unknown) => rowsFromJson(settings, json),
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
