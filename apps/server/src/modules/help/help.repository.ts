import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { faqEntries } from './help.tables'

export type FaqRow = typeof faqEntries.$inferSelect

/** The only SQL of the help module. */
export const helpRepository = {
  async publishedFaq(x: Executor): Promise<FaqRow[]> {
    return x
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.published, true))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.key))
  },
}
