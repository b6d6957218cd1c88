import type { AdminArticle, Article, ArticleSummary } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { filledTexts, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import { audit } from '../audit'
import { type ArticleRow, contentRepository as repo } from './content.repository'

const EXCERPT_CHARS = 140

export interface ArticleDraft {
  id?: string | undefined
  title: Record<string, string>
  body: Record<string, string>
  sort: number
  published: boolean
}

/** Blog / tips articles (issue 14): the console writes them, the customer app reads the published ones. */
export function createContentService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async publishedList(paging: { pageNo: number; pageSize: number }, locale: Locale) {
      const { rows, total } = await repo.publishedPage(db, pageWindow(paging.pageNo, paging.pageSize))
      return { total, records: rows.map((r) => summaryFrom(r, locale)) }
    },
    async publishedArticle(id: string, locale: Locale): Promise<Article> {
      const row = await repo.byId(db, id)
      if (!row?.published) fail('ARTICLE_NOT_FOUND')
      return { ...summaryFrom(row, locale), body: pick(row.body, locale) }
    },
    async adminList(): Promise<AdminArticle[]> {
      return (await repo.all(db)).map(adminFrom)
    },
    async save(draft: ArticleDraft): Promise<AdminArticle> {
      const now = clock.now()
      const fields = { title: filledTexts(draft.title), body: filledTexts(draft.body), sort: draft.sort }
      if (!draft.id) {
        const row = await repo.insert(db, {
          id: newId(),
          ...fields,
          published: draft.published,
          publishedAt: draft.published ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        return adminFrom(row)
      }
      const existing = await repo.byId(db, draft.id)
      if (!existing) fail('ARTICLE_NOT_FOUND')
      const row = await repo.update(db, draft.id, {
        ...fields,
        published: draft.published,
        publishedAt: existing.publishedAt ?? (draft.published ? now : null),
        updatedAt: now,
      })
      if (!row) fail('ARTICLE_NOT_FOUND')
      return adminFrom(row)
    },
    async publish(id: string, published: boolean): Promise<AdminArticle> {
      const existing = await repo.byId(db, id)
      if (!existing) fail('ARTICLE_NOT_FOUND')
      const now = clock.now()
      const row = await repo.update(db, id, {
        published,
        publishedAt: existing.publishedAt ?? (published ? now : null),
        updatedAt: now,
      })
      if (!row) fail('ARTICLE_NOT_FOUND')
      return adminFrom(row)
    },
    /** Deletes an article; the audit row keeps its last text, so a mistaken delete can be retyped. */
    async remove(actor: StaffActor, id: string): Promise<{ id: string }> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const gone = await repo.remove(tx, id)
        if (!gone) fail('ARTICLE_NOT_FOUND')
        await audit.record(tx, {
          actor,
          action: 'article.delete',
          subject: `article:${id}`,
          before: { title: gone.title, body: gone.body, published: gone.published },
          after: null,
          at: now,
        })
      })
      return { id }
    },
  }
}

function summaryFrom(row: ArticleRow, locale: Locale): ArticleSummary {
  // the excerpt is plain text: the light markdown's markers (**, "- ", "# ") are dropped
  const body = pick(row.body, locale)
    .replace(/\*\*/g, '')
    .replace(/^\s*(#{1,3}|[-*])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    id: row.id,
    title: pick(row.title, locale),
    excerpt: body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS).trimEnd()}…` : body,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }
}

function adminFrom(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    published: row.published,
    sort: row.sort,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}
