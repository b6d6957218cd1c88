import type { AdminArticle, AdminFaq, Article, ArticleSummary, FaqEntry } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

const NOON = new Date('2026-11-21T04:00:00Z')

describe('admin/content: blog articles and FAQ entries', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
  })

  const save = (body: Record<string, unknown>) =>
    t.call<AdminArticle>('admin/content/blog/save', body, platform)
  const publicList = (lang: string) =>
    t.ok<{ records: ArticleSummary[]; total: number }>('content/blog/list', { lang })

  it('a draft is not shown; published, it is listed in the reader’s language with a fallback', async () => {
    const draft = await save({
      title: { en: 'Paying with a foreign card', ar: 'الدفع ببطاقة أجنبية', fr: '' },
      body: { en: 'Most shops take **WeChat Pay**.\n\n- Link your card first.', ar: 'اربط بطاقتك أولاً.' },
    })
    expect(draft.success).toBe(true)
    const article = draft.data as AdminArticle
    expect(article.published).toBe(false)
    // an empty translation is not stored: the console shows it as missing
    expect(Object.keys(article.title).sort()).toEqual(['ar', 'en'])
    expect((await publicList('en')).total).toBe(0)
    expect((await t.call('content/blog/detail', { id: article.id })).errorKey).toBe('ARTICLE_NOT_FOUND')

    const published = await t.ok<AdminArticle>(
      'admin/content/blog/publish',
      { id: article.id, published: true },
      platform,
    )
    expect(published.publishedAt).toBe(NOON.toISOString())

    expect((await publicList('ar')).records[0]?.title).toBe('الدفع ببطاقة أجنبية')
    const french = (await publicList('fr')).records[0]
    expect(french?.title).toBe('Paying with a foreign card')
    // the excerpt is plain text, without the markdown's markers
    expect(french?.excerpt).toBe('Most shops take WeChat Pay. Link your card first.')
    const detail = await t.ok<Article>('content/blog/detail', { id: article.id, lang: 'en' })
    expect(detail.body).toBe('Most shops take **WeChat Pay**.\n\n- Link your card first.')

    await t.ok('admin/content/blog/publish', { id: article.id, published: false }, platform)
    expect((await publicList('en')).total).toBe(0)
  })

  it('updates an article and orders the list by sort', async () => {
    const a = (await save({ title: { en: 'B second' }, body: { en: 'b' }, sort: 2, published: true })).data
    const b = (await save({ title: { en: 'A first' }, body: { en: 'a' }, sort: 1, published: true })).data
    expect((await publicList('en')).records.map((r) => r.title)).toEqual(['A first', 'B second'])
    const edited = await save({
      id: a?.id,
      title: { en: 'B edited', 'zh-Hans': '乙' },
      body: { en: 'b2' },
      sort: 0,
      published: true,
    })
    expect(edited.data?.title).toEqual({ en: 'B edited', 'zh-Hans': '乙' })
    expect((await publicList('zh-Hans')).records.map((r) => r.title)).toEqual(['乙', 'A first'])
    expect(b?.id).toBeTruthy()
  })

  it('refuses an article without English or Chinese, control characters, and an unknown id', async () => {
    const count = (await t.ok<AdminArticle[]>('admin/content/blog/list', {}, platform)).length
    expect((await save({ title: { fr: 'Bonjour' }, body: { fr: 'x' } })).errorKey).toBe('VALIDATION_FAILED')
    expect((await save({ title: { en: 'a\u0007b' }, body: { en: 'x' } })).errorKey).toBe('VALIDATION_FAILED')
    const unknown = await save({ id: 'nope', title: { en: 'x' }, body: { en: 'y' } })
    expect(unknown.errorKey).toBe('ARTICLE_NOT_FOUND')
    expect(
      (await t.call('admin/content/blog/publish', { id: 'nope', published: true }, platform)).errorKey,
    ).toBe('ARTICLE_NOT_FOUND')
    expect((await t.ok<AdminArticle[]>('admin/content/blog/list', {}, platform)).length).toBe(count)
  })

  it('FAQ: a new entry appears in the help page when published, in order, translated', async () => {
    const saved = await t.ok<AdminFaq>(
      'admin/content/faq/save',
      { question: { en: 'Can I pay cash?', ja: '現金で払えますか？' }, answer: { en: 'No.' }, sort: 0 },
      platform,
    )
    const faq = await t.ok<FaqEntry[]>('content/faq/list', { lang: 'ja' })
    expect(faq[0]).toEqual({ id: saved.id, question: '現金で払えますか？', answer: 'No.' })
    await t.ok('admin/content/faq/save', { ...saved, published: false }, platform)
    expect((await t.ok<FaqEntry[]>('content/faq/list', {})).some((f) => f.id === saved.id)).toBe(false)
    const all = await t.ok<AdminFaq[]>('admin/content/faq/list', {}, platform)
    expect(all.find((f) => f.id === saved.id)?.published).toBe(false)
    const unknown = await t.call(
      'admin/content/faq/save',
      { id: 'nope', question: { en: 'x' }, answer: { en: 'y' } },
      platform,
    )
    expect(unknown.errorKey).toBe('FAQ_NOT_FOUND')
  })
  it('deletes an article and an FAQ entry, each with an audit row keeping its last text', async () => {
    const article = await t.ok<AdminArticle>(
      'admin/content/blog/save',
      { title: { en: 'To delete' }, body: { en: 'gone soon' }, published: true },
      platform,
    )
    expect(await t.ok('admin/content/blog/delete', { id: article.id }, platform)).toEqual({ id: article.id })
    expect((await t.call('content/blog/detail', { id: article.id })).errorKey).toBe('ARTICLE_NOT_FOUND')
    const articles = await t.ok<AdminArticle[]>('admin/content/blog/list', {}, platform)
    expect(articles.some((a) => a.id === article.id)).toBe(false)
    // deleting it again, or an unknown id, is refused and writes no audit row
    expect((await t.call('admin/content/blog/delete', { id: article.id }, platform)).errorKey).toBe(
      'ARTICLE_NOT_FOUND',
    )

    t.clock.set(new Date(NOON.getTime() + 60_000)) // newest first in the log
    const faq = await t.ok<AdminFaq>(
      'admin/content/faq/save',
      { question: { en: 'Delete me?' }, answer: { en: 'Yes.' } },
      platform,
    )
    expect(await t.ok('admin/content/faq/delete', { id: faq.id }, platform)).toEqual({ id: faq.id })
    expect((await t.ok<FaqEntry[]>('content/faq/list', {})).some((f) => f.id === faq.id)).toBe(false)
    expect((await t.call('admin/content/faq/delete', { id: faq.id }, platform)).errorKey).toBe(
      'FAQ_NOT_FOUND',
    )

    type Row = { action: string; subject: string; actorType: string; before: unknown; after: unknown }
    const log = await t.ok<{ records: Row[] }>('admin/audit/list', {}, platform)
    const deletes = log.records.filter((r) => r.action.endsWith('.delete'))
    expect(deletes.map((r) => [r.action, r.subject, r.actorType, r.after])).toEqual([
      ['faq.delete', `faq:${faq.id}`, 'staff', null],
      ['article.delete', `article:${article.id}`, 'staff', null],
    ])
    expect(deletes[0]?.before).toEqual({
      question: { en: 'Delete me?' },
      answer: { en: 'Yes.' },
      published: true,
    })
    expect(deletes[1]?.before).toEqual({
      title: { en: 'To delete' },
      body: { en: 'gone soon' },
      published: true,
    })
  })
})
