import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, type LocalizedText } from '../../db/columns'

/**
 * Issue 14: blog / tips articles the platform publishes for the customer app's blog tab. Title and
 * body per locale; the body is plain text with light markdown, rendered as text (never as HTML).
 */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: text('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    /** first published (kept when unpublished and published again); null: never published */
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('blog_articles_published_idx').on(t.published, t.sort)],
)
