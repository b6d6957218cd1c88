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
  /** Every entry, unpublished ones included (the console's list). */
  async allFaq(x: Executor): Promise<FaqRow[]> {
    return x.select().from(faqEntries).orderBy(asc(faqEntries.sort), asc(faqEntries.key))
  },
  async insertFaq(x: Executor, row: typeof faqEntries.$inferInsert): Promise<FaqRow> {
    const [saved] = await x.insert(faqEntries).values(row).returning()
    if (!saved) throw new Error('insert returned no row')
    return saved
  },
  async updateFaq(
    x: Executor,
    id: string,
    patch: Pick<FaqRow, 'question' | 'answer' | 'sort' | 'published'>,
  ): Promise<FaqRow | undefined> {
    const [saved] = await x.update(faqEntries).set(patch).where(eq(faqEntries.id, id)).returning()
    return saved
  },
  async deleteFaq(x: Executor, id: string): Promise<FaqRow | undefined> {
    const [gone] = await x.delete(faqEntries).where(eq(faqEntries.id, id)).returning()
    return gone
  },
}
