import { asc, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { blogArticles } from './content.tables'

export type ArticleRow = typeof blogArticles.$inferSelect

const displayOrder = [asc(blogArticles.sort), desc(blogArticles.publishedAt), asc(blogArticles.id)]

/** The only SQL of the content module. */
export const contentRepository = {
  async all(x: Executor): Promise<ArticleRow[]> {
    return x
      .select()
      .from(blogArticles)
      .orderBy(...displayOrder)
  },
  async publishedPage(
    x: Executor,
    window: { limit: number | null; offset: number },
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const where = eq(blogArticles.published, true)
    let query = x
      .select()
      .from(blogArticles)
      .where(where)
      .orderBy(...displayOrder)
      .$dynamic()
    if (window.limit !== null) query = query.limit(window.limit)
    const rows = await query.offset(window.offset)
    const [total] = await x.select({ n: count() }).from(blogArticles).where(where)
    return { rows, total: total?.n ?? 0 }
  },
  async byId(x: Executor, id: string): Promise<ArticleRow | undefined> {
    const [row] = await x.select().from(blogArticles).where(eq(blogArticles.id, id))
    return row
  },
  async insert(x: Executor, row: typeof blogArticles.$inferInsert): Promise<ArticleRow> {
    const [saved] = await x.insert(blogArticles).values(row).returning()
    if (!saved) throw new Error('insert returned no row')
    return saved
  },
  async update(
    x: Executor,
    id: string,
    patch: Partial<typeof blogArticles.$inferInsert>,
  ): Promise<ArticleRow | undefined> {
    const [saved] = await x.update(blogArticles).set(patch).where(eq(blogArticles.id, id)).returning()
    return saved
  },
  async remove(x: Executor, id: string): Promise<ArticleRow | undefined> {
    const [gone] = await x.delete(blogArticles).where(eq(blogArticles.id, id)).returning()
    return gone
  },
}
